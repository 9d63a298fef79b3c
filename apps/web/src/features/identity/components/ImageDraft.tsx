import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { PhotoState } from '../usePhotos';
import { photoProblemText } from './PhotoPicker';

interface ImageDraftProps {
  /** The chosen image's upload; nothing is shown while it is empty. */
  state: PhotoState;
  /** The preview's description, and the remove button's label. */
  alt: string;
  removeLabel: string;
  onRemove: () => void;
  /** The chat's own classes: the box, and its remove button. */
  className: string;
  removeClassName: string;
  testId: string;
}

/**
 * An image chosen for a chat message before it is sent (P2P order chat,
 * customer service): its preview, how its upload goes or why it failed,
 * and a way to remove it.
 */
export function ImageDraft(props: ImageDraftProps) {
  const { t } = useTranslation();
  const { state } = props;
  if (state.status === 'empty') return null;
  return (
    <div className={props.className} data-testid={props.testId} data-state={state.status}>
      {state.preview && <img src={state.preview} alt={props.alt} />}
      <span className="small">
        {state.status === 'failed'
          ? photoProblemText(t, state.problem)
          : state.status === 'uploading'
            ? t('identity.photo.uploading')
            : t('identity.photo.uploaded')}
      </span>
      <button
        type="button"
        className={props.removeClassName}
        aria-label={props.removeLabel}
        onClick={props.onRemove}
      >
        <CloseOutline aria-hidden="true" />
      </button>
    </div>
  );
}
