import { APPEAL_MAX_BYTES, APPEAL_MAX_FILES } from '@exchange/contracts';
import { DotLoading } from 'antd-mobile';
import { CameraOutline, CloseOutline } from 'antd-mobile-icons';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { photoProblemText } from '../../../identity/components/PhotoPicker';
import { PHOTO_TYPES } from '../../../identity/usePhotos';
import { APPEAL_FILE_MAX_MB } from '../../appealRules';
import type { ProofImages as Images } from '../../useProofImages';
// The photo overlay styles live with the identity screens they were made for.
import '../../../identity/identity.css';

const TOTAL_MB = APPEAL_MAX_BYTES / (1024 * 1024);

/** One chosen image: its thumbnail, its upload, and a way to take it out. */
function Tile({ images, slot, index }: { images: Images; slot: string; index: number }) {
  const { t } = useTranslation();
  const state = images.stateOf(slot);
  if (state.status === 'empty') return null;
  return (
    <li className="p2p-proof" data-testid={`proof-${index}`} data-state={state.status}>
      {state.preview ? (
        <img
          className="photo-thumb"
          src={state.preview}
          alt={t('p2p.appeal.image', { n: index + 1 })}
        />
      ) : (
        <span className="p2p-proof-name">{state.file?.name}</span>
      )}
      {state.status === 'uploading' && (
        <span className="photo-overlay" role="status" aria-label={t('identity.photo.uploading')}>
          <DotLoading color="white" />
        </span>
      )}
      {state.status === 'failed' && (
        <span className="photo-overlay p2p-proof-failed" role="alert">
          <span>{photoProblemText(t, state.problem)}</span>
          {state.file && (
            <button type="button" className="photo-retry" onClick={() => images.retry(slot)}>
              {t('identity.photo.retry')}
            </button>
          )}
        </span>
      )}
      <button
        type="button"
        className="p2p-proof-remove"
        aria-label={t('p2p.appeal.removeImage', { n: index + 1 })}
        data-testid={`proof-remove-${index}`}
        onClick={() => images.remove(slot)}
      >
        <CloseOutline aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The images of an appeal or of evidence: thumbnails as they upload, and
 * a tile to add more (several at once), up to five and 50 MB together.
 */
export function ProofImages({
  images,
  label,
  error,
  testId,
}: {
  images: Images;
  label: string;
  /** The form's own message (no image at submit). */
  error?: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same files again still counts as a choice.
    event.target.value = '';
    if (files.length > 0) images.add(files);
  };
  const message = images.problem
    ? t(images.problem, { max: APPEAL_MAX_FILES, mb: TOTAL_MB })
    : error;
  return (
    <div className="field" data-testid={testId}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <ul className="p2p-proofs" aria-labelledby={`${id}-label`}>
        {images.slots.map((slot, index) => (
          <Tile key={slot} images={images} slot={slot} index={index} />
        ))}
        {!images.full && (
          <li>
            <label className={message ? 'p2p-proof-add has-error' : 'p2p-proof-add'}>
              <input
                type="file"
                multiple
                className="photo-input"
                accept={PHOTO_TYPES.join(',')}
                aria-invalid={message ? true : undefined}
                data-testid={`${testId}-input`}
                onChange={onChange}
              />
              <CameraOutline aria-hidden="true" />
              <span>{t('p2p.appeal.addImages')}</span>
            </label>
          </li>
        )}
      </ul>
      {message ? (
        <div className="field-error" role="alert">
          {message}
        </div>
      ) : (
        <div className="field-hint">
          {t('p2p.appeal.imagesHint', {
            max: APPEAL_MAX_FILES,
            mb: APPEAL_FILE_MAX_MB,
            total: TOTAL_MB,
          })}
        </div>
      )}
    </div>
  );
}
