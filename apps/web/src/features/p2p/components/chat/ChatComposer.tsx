import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDraft } from '../../../identity/components/ImageDraft';
import { PHOTO_TYPES, usePhotos } from '../../../identity/usePhotos';
import { APPEAL_FILE_MAX_MB, DESCRIPTION_MAX } from '../../appealRules';
import { useSendChat } from '../../mutations';
// The hidden file input's style lives with the identity screens it was made for.
import '../../../../components/chat-composer.css';
import '../../../identity/identity.css';

const IMAGE = ['image'] as const;

/**
 * What the user writes: text, an image (uploaded for the order as soon as
 * it is chosen, purpose `appeal`), or both, sent together.
 */
export function ChatComposer({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const send = useSendChat();
  const photos = usePhotos(IMAGE, { purpose: 'appeal', maxMb: APPEAL_FILE_MAX_MB });
  const image = photos.stateOf('image');
  const [text, setText] = useState('');
  const fileId = image.status === 'done' ? image.fileId : undefined;
  const waiting = image.status === 'uploading';
  const empty = text.trim() === '' && fileId === undefined;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) photos.choose('image', file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || waiting || empty) return;
    try {
      await send.mutateAsync({
        orderId,
        text: text.trim(),
        ...(fileId === undefined ? {} : { fileId }),
      });
      setText('');
      photos.clear('image');
    } catch {
      // Shown by the API client; what was typed stays to send again.
    }
  };

  return (
    <form className="chat-composer" noValidate onSubmit={(event) => void submit(event)}>
      <ImageDraft
        state={image}
        alt={t('p2p.chat.image')}
        removeLabel={t('p2p.chat.removeImage')}
        onRemove={() => photos.clear('image')}
        className="chat-composer-image p2p-composer-image"
        removeClassName="p2p-proof-remove"
        testId="chat-image"
      />
      <div className="chat-composer-row">
        <label className="chat-composer-attach" aria-label={t('p2p.chat.attach')}>
          <input
            type="file"
            className="photo-input"
            accept={PHOTO_TYPES.join(',')}
            data-testid="chat-image-input"
            onChange={choose}
          />
          <PictureOutline aria-hidden="true" />
        </label>
        <textarea
          className="field-input chat-composer-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('p2p.chat.placeholder')}
          aria-label={t('p2p.chat.placeholder')}
          maxLength={DESCRIPTION_MAX}
          rows={1}
          data-testid="chat-text"
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          size="small"
          disabled={empty || waiting}
          loading={send.isPending}
          data-testid="chat-send"
        >
          {t('p2p.chat.send')}
        </Button>
      </div>
    </form>
  );
}
