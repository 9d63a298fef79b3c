import { CheckCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../identity/components/PhotoPicker';
import type { Photos } from '../../identity/usePhotos';
// The picker's own styles live with the identity screens it was made for.
import '../../identity/identity.css';

/**
 * The receiving QR code (WeChat, Alipay): uploaded as soon as it is chosen.
 * A QR code saved earlier cannot be shown here (the image is read back only
 * with the session header), so the field says it is there and offers to
 * replace or remove it.
 */
export function QrField({
  photos,
  kept,
  onRemove,
}: {
  photos: Photos<'qr'>;
  kept: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const state = photos.stateOf('qr');
  return (
    <div className="payment-qr">
      <PhotoPicker
        document="qr"
        label={t('p2p.payment.form.qr')}
        state={state}
        hint={t('p2p.payment.form.qrHint')}
        onChoose={(file) => photos.choose('qr', file)}
        onRetry={() => photos.retry('qr')}
      />
      {kept && state.status === 'empty' && (
        <p className="payment-qr-saved" role="status" data-testid="payment-qr-saved">
          <CheckCircleOutline aria-hidden="true" />
          <span>{t('p2p.payment.form.qrSaved')}</span>
        </p>
      )}
      {(kept || state.status !== 'empty') && (
        <button
          type="button"
          className="payment-link"
          data-testid="payment-qr-remove"
          onClick={onRemove}
        >
          {t('p2p.payment.form.qrRemove')}
        </button>
      )}
    </div>
  );
}
