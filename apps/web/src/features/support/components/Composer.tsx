import { SUPPORT_TEXT_MAX } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDraft } from '../../identity/components/ImageDraft';
import { usePhotos } from '../../identity/usePhotos';
import { createRequestIds, outcomeOf } from '../../wallet/requestId';
import { useSendSupport } from '../mutations';
// The hidden file input's style lives with the identity screens it was made for.
import '../../../components/chat-composer.css';
import '../../identity/identity.css';

const IMAGE = ['image'] as const;
/** The server's limit for chat images. */
export const SUPPORT_IMAGE_MAX_MB = 10;

/**
 * What the user writes: text, an image (uploaded as soon as it is chosen,
 * purpose `chat`), or both. Each message carries a client id, kept for a
 * retry of the same message so it is never sent twice; send is off while
 * one goes, and what was typed stays when it fails. Without a conversation
 * yet (`conversationId` null), the first message opens one.
 */
export function Composer({
  conversationId,
  onTyping,
}: {
  conversationId: number | null;
  /** Heard on each keystroke; the caller throttles what it tells the server. */
  onTyping: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendSupport();
  const photos = usePhotos(IMAGE, { purpose: 'chat', maxMb: SUPPORT_IMAGE_MAX_MB });
  const image = photos.stateOf('image');
  const [text, setText] = useState('');
  const [ids] = useState(() => createRequestIds());
  const sending = useRef(false);
  const fileId = image.status === 'done' ? image.fileId : undefined;
  const uploading = image.status === 'uploading';
  const empty = text.trim() === '' && fileId === undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) photos.choose('image', file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current || uploading || empty) return;
    sending.current = true;
    const body = {
      ...(conversationId === null ? {} : { conversationId }),
      ...(text.trim() === '' ? {} : { text: text.trim() }),
      ...(fileId === undefined ? {} : { fileId }),
    };
    const clientId = ids.idFor(JSON.stringify(body));
    try {
      await send.mutateAsync({ ...body, clientId });
      ids.settle('applied');
      setText('');
      photos.clear('image');
    } catch (error) {
      // Shown by the API client; what was typed stays, and a retry reuses its id.
      ids.settle(outcomeOf(error));
    } finally {
      sending.current = false;
    }
  };

  return (
    <form
      className="chat-composer support-composer"
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="support-composer"
    >
      <ImageDraft
        state={image}
        alt={t('support.image')}
        removeLabel={t('support.removeImage')}
        onRemove={() => photos.clear('image')}
        className="chat-composer-image support-composer-image"
        removeClassName="support-image-remove"
        testId="support-image-draft"
      />
      <div className="chat-composer-row">
        <label className="chat-composer-attach" aria-label={t('support.attach')}>
          <input
            type="file"
            className="photo-input"
            accept="image/*"
            data-testid="support-image-input"
            onChange={choose}
          />
          <PictureOutline aria-hidden="true" />
        </label>
        <textarea
          className="field-input chat-composer-text"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onTyping();
          }}
          placeholder={t('support.placeholder')}
          aria-label={t('support.placeholder')}
          maxLength={SUPPORT_TEXT_MAX}
          rows={1}
          data-testid="support-text"
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          size="small"
          disabled={empty || uploading || send.isPending}
          loading={send.isPending}
          data-testid="support-send"
        >
          {t('support.send')}
        </Button>
      </div>
    </form>
  );
}
