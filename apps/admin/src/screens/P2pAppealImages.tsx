import { useState } from 'react';
import { describeError } from '../api/describe';
import { useAppealImage, type AppealImages } from '../api/appealImages';
import { useI18n } from '../app/context';
import { Modal } from '../components/Modal';

/**
 * Evidence images side by side, each fetched once per opening of the case
 * file (the server records every view). A click shows one large, from the
 * same copy: enlarging is not another view.
 */
export function AppealImageRow(props: { images: AppealImages; fileIds: readonly string[] }) {
  const { t } = useI18n();
  const [enlarged, setEnlarged] = useState<{ fileId: string; url: string } | null>(null);
  if (props.fileIds.length === 0) return null;
  return (
    <div className="document-row evidence-row">
      {props.fileIds.map((fileId) => (
        <ImageTile
          key={fileId}
          images={props.images}
          fileId={fileId}
          onEnlarge={(url) => setEnlarged({ fileId, url })}
        />
      ))}
      {enlarged && (
        <Modal
          title={t('appeal.imageAlt', { id: enlarged.fileId })}
          onClose={() => setEnlarged(null)}
          testId="evidence-enlarged"
          wide
        >
          <img
            className="document-full"
            src={enlarged.url}
            alt={t('appeal.imageAlt', { id: enlarged.fileId })}
          />
        </Modal>
      )}
    </div>
  );
}

function ImageTile(props: { images: AppealImages; fileId: string; onEnlarge(url: string): void }) {
  const { t } = useI18n();
  const image = useAppealImage(props.images, props.fileId);
  const name = t('appeal.imageAlt', { id: props.fileId });
  const { url } = image;
  return (
    <figure className="document-tile evidence-tile" data-testid="evidence-image">
      {url !== null ? (
        <button
          type="button"
          className="document-thumb"
          title={t('appeal.enlarge')}
          data-testid="evidence-enlarge"
          onClick={() => props.onEnlarge(url)}
        >
          <img src={url} alt={name} />
        </button>
      ) : image.error !== null ? (
        <div className="document-placeholder" role="alert">
          <p className="bad">{describeError(image.error, t)}</p>
          <button type="button" className="small" onClick={() => props.images.retry(props.fileId)}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <div className="document-placeholder muted">{t('appeal.imageLoading')}</div>
      )}
      <figcaption className="mono" title={props.fileId}>
        {props.fileId}
      </figcaption>
    </figure>
  );
}
