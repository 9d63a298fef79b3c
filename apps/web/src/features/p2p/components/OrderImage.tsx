import { DotLoading, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrderImage } from '../useOrderImage';

/**
 * An image the order names (the seller's QR code, a chat image, evidence),
 * as a thumbnail that opens full screen; loading and failure say so in its
 * place, and a failed one can be read again.
 */
export function OrderImage({
  orderId,
  fileId,
  label,
}: {
  orderId: number;
  fileId: string;
  /** What the image is, for its description. */
  label: string;
}) {
  const { t } = useTranslation();
  const image = useOrderImage(orderId, fileId);
  const [open, setOpen] = useState(false);
  if (image.failed) {
    return (
      <button
        type="button"
        className="p2p-image failed"
        data-testid={`order-image-failed-${fileId}`}
        onClick={image.retry}
      >
        {t('p2p.image.failed')}
      </button>
    );
  }
  if (image.url === null) {
    return (
      <span className="p2p-image" role="status" aria-label={t('p2p.image.loading')}>
        <DotLoading />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="p2p-image"
        aria-label={t('p2p.image.open', { name: label })}
        onClick={() => setOpen(true)}
      >
        <img src={image.url} alt={label} data-testid={`order-image-${fileId}`} />
      </button>
      {open && <ImageViewer image={image.url} visible onClose={() => setOpen(false)} />}
    </>
  );
}
