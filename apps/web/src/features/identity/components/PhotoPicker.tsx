import { DotLoading } from 'antd-mobile';
import { CameraOutline, CheckCircleFill } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, type PhotoProblem, type PhotoState } from '../usePhotos';

/** Why a photo is not usable, as the user reads it. */
export function photoProblemText(t: TFunction, problem: PhotoProblem): string {
  if ('server' in problem) return problem.server;
  if ('tooLargeMb' in problem) return t('identity.photo.tooLarge', { mb: problem.tooLargeMb });
  return t(problem.key);
}

interface PhotoPickerProps {
  /** The photo's name in the form; test ids are `photo-${document}` and `photo-input-${document}`. */
  document: string;
  /** What the photo is, shown above it and in the preview's description. */
  label: string;
  state: PhotoState;
  onChoose: (file: File) => void;
  onRetry: () => void;
  /**
   * The selfie opens the front camera; documents the back one. Without it
   * the phone offers its gallery too (a saved QR code image).
   */
  camera?: 'user' | 'environment';
  /** The form's own message (a photo still missing at submit). */
  error?: string | undefined;
  hint?: string;
}

/**
 * The upload overlay: the share sent as a percentage and a bar, from the
 * browser's own byte count. When the browser knows no total, an honest
 * "uploading" rather than a made-up percentage.
 */
function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation();
  // Rounded down, so 100% means every byte has gone.
  const percent = progress === null ? null : Math.floor(progress * 100);
  return (
    <span className="photo-overlay" role="status" aria-busy="true">
      <DotLoading color="white" />
      <span>
        {percent === null
          ? t('identity.photo.uploading')
          : t('identity.photo.uploadingPercent', { percent })}
      </span>
      {percent !== null && (
        <span
          className="photo-progress"
          role="progressbar"
          aria-label={t('identity.photo.uploading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className="photo-progress-fill" style={{ width: `${percent}%` }} />
        </span>
      )}
    </span>
  );
}

/**
 * One photo: take it with the camera or pick a file, see it as a
 * thumbnail, and watch it upload.
 */
export function PhotoPicker(props: PhotoPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const { state, document, label: name } = props;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a choice.
    event.target.value = '';
    if (file) props.onChoose(file);
  };
  const preview = state.status === 'empty' ? null : state.preview;
  const message = state.status === 'failed' ? photoProblemText(t, state.problem) : props.error;
  return (
    <div className="field photo-field" data-testid={`photo-${document}`} data-state={state.status}>
      <label className="field-label" htmlFor={id}>
        {name}
      </label>
      <label className={`photo-picker ${state.status}${message ? ' has-error' : ''}`}>
        <input
          id={id}
          type="file"
          className="photo-input"
          accept={PHOTO_TYPES.join(',')}
          capture={props.camera}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-note` : undefined}
          data-testid={`photo-input-${document}`}
          onChange={onChange}
        />
        {preview ? (
          <img className="photo-thumb" src={preview} alt={t('identity.photo.preview', { name })} />
        ) : (
          <span className="photo-empty">
            <CameraOutline aria-hidden="true" />
            <span>{t('identity.photo.add')}</span>
          </span>
        )}
        {state.status === 'uploading' && <UploadProgress progress={state.progress} />}
        {state.status === 'done' && (
          <span className="photo-done" role="status">
            <CheckCircleFill aria-hidden="true" />
            <span>{t('identity.photo.uploaded')}</span>
          </span>
        )}
      </label>
      {message ? (
        <div id={`${id}-note`} className="field-error photo-error" role="alert">
          <span>{message}</span>
          {state.status === 'failed' && state.file && (
            <button type="button" className="photo-retry" onClick={props.onRetry}>
              {t('identity.photo.retry')}
            </button>
          )}
        </div>
      ) : (
        props.hint && <div className="field-hint">{props.hint}</div>
      )}
    </div>
  );
}
