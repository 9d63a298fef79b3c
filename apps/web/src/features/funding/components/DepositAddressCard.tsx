import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton';
import { QrCode } from './QrCode';

/** The deposit address: a QR code to scan, the full text to check, and a copy button. */
export function DepositAddressCard({
  address,
  simulated,
}: {
  address: string;
  simulated: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="funding-card address-card">
      {simulated && (
        <span className="simulated-tag" data-testid="deposit-simulated">
          {t('funding.deposit.simulated')}
        </span>
      )}
      <div className="qr-frame">
        <QrCode value={address} label={t('funding.deposit.qrAlt')} />
      </div>
      <div className="address-label muted small">{t('funding.deposit.address')}</div>
      <code className="address-text" data-testid="deposit-address">
        {address}
      </code>
      <CopyButton text={address} label={t('funding.deposit.copy')} testId="deposit-copy" withText />
    </section>
  );
}
