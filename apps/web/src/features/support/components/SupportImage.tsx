import { DotLoading, ImageViewer } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { useSupportFile } from '../queries';

/**
 * An image in the conversation, read with the session through an object
 * URL (never a plain <img src>). Its box is reserved at the image's aspect
 * ratio, so the list does not jump when it loads; it opens full screen.
 */
export function SupportImage({
  conversationId,
  seq,
  width,
  height,
}: {
  conversationId: number;
  seq: number;
  width: number;
  height: number;
}) {
  const { t } = useTranslation();
  const file = useSupportFile(conversationId, seq);
  const url = useObjectUrl(file.data);
  const [open, setOpen] = useState(false);
  const box: CSSProperties = {
    aspectRatio: width > 0 && height > 0 ? `${width} / ${height}` : '4 / 3',
  };
  if (file.isError) {
    return (
      <button
        type="button"
        className="support-image failed"
        style={box}
        data-testid={`support-image-failed-${seq}`}
        onClick={() => void file.refetch()}
      >
        {t('support.imageFailed')}
      </button>
    );
  }
  if (url === null) {
    return (
      <span
        className="support-image"
        style={box}
        role="status"
        aria-label={t('support.imageLoading')}
      >
        <DotLoading />
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className="support-image"
        style={box}
        aria-label={t('support.openImage')}
        onClick={() => setOpen(true)}
      >
        <img src={url} alt={t('support.image')} data-testid={`support-image-${seq}`} />
      </button>
      {open && <ImageViewer image={url} visible onClose={() => setOpen(false)} />}
    </>
  );
}
