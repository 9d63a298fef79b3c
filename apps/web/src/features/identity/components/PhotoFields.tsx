import type { IdentityDocument } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../i18n/types';
import type { Photos } from '../usePhotos';
import { PhotoPicker } from './PhotoPicker';

const HINT: Readonly<Record<IdentityDocument, TextKey>> = {
  idCardFront: 'identity.photo.hint',
  idCardBack: 'identity.photo.hint',
  handHeldIdCard: 'identity.photo.handHeldHint',
  selfie: 'identity.photo.selfieHint',
  notarised: 'identity.photo.hint',
};

/** A form's photo pickers; once the form was submitted, a photo still missing says so. */
export function PhotoFields<D extends IdentityDocument>({
  documents,
  photos,
  submitted,
}: {
  documents: readonly D[];
  photos: Photos<D>;
  submitted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {documents.map((document) => {
        const state = photos.stateOf(document);
        return (
          <PhotoPicker
            key={document}
            document={document}
            label={t(`identity.document.${document}`)}
            state={state}
            camera={document === 'selfie' ? 'user' : 'environment'}
            hint={t(HINT[document])}
            error={submitted && state.status === 'empty' ? t('identity.photo.missing') : undefined}
            onChoose={(file) => photos.choose(document, file)}
            onRetry={() => photos.retry(document)}
          />
        );
      })}
    </>
  );
}
