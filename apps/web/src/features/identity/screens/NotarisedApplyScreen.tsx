import type { FormEvent } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormScreen } from '../../account/components/FormScreen';
import { ApplyGate } from '../components/ApplyGate';
import { PhotoFields } from '../components/PhotoFields';
import { SubmitButton } from '../components/SubmitButton';
import { useApplyNotarised } from '../mutations';
import { usePhotos } from '../usePhotos';
import { useSubmitted } from '../useSubmitted';
import '../identity.css';

const DOCUMENTS = ['notarised'] as const;

function NotarisedForm() {
  const apply = useApplyNotarised();
  const submitted = useSubmitted();
  const photos = usePhotos(DOCUMENTS);
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || photos.uploading) return;
    setTried(true);
    const fileIds = photos.fileIds();
    if (!fileIds) return;
    try {
      await apply.mutateAsync({ notarised: fileIds.notarised });
      submitted();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <PhotoFields documents={DOCUMENTS} photos={photos} submitted={tried} />
      <SubmitButton uploading={photos.uploading} pending={apply.isPending} />
    </form>
  );
}

/** Notarised verification: one photo of the notarised document. */
export default function NotarisedApplyScreen() {
  const { t } = useTranslation();
  return (
    <FormScreen
      title={t('identity.level.notarised')}
      intro={t('identity.notarised.intro')}
      testId="screen-identity-notarised"
    >
      <ApplyGate level="notarised">{() => <NotarisedForm />}</ApplyGate>
    </FormScreen>
  );
}
