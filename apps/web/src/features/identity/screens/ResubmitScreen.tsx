import {
  VERIFICATION_LEVELS,
  type IdentityDocument,
  type VerificationLevel,
} from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { PhotoFields } from '../components/PhotoFields';
import { SubmitButton } from '../components/SubmitButton';
import { levelOf } from '../levels';
import { useResubmit } from '../mutations';
import { IDENTITY_PATHS } from '../paths';
import { useIdentityOverview } from '../queries';
import { usePhotos } from '../usePhotos';
import { useSubmitted } from '../useSubmitted';
import '../identity.css';

function levelParam(value: string | null): VerificationLevel | null {
  return VERIFICATION_LEVELS.find((level) => level === value) ?? null;
}

function ResubmitForm({
  level,
  document,
  reason,
}: {
  level: VerificationLevel;
  document: IdentityDocument;
  reason: string;
}) {
  const { t } = useTranslation();
  const resubmit = useResubmit();
  const submitted = useSubmitted();
  const documents = [document] as const;
  const photos = usePhotos(documents);
  const [tried, setTried] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (resubmit.isPending || photos.uploading) return;
    setTried(true);
    const fileIds = photos.fileIds();
    if (!fileIds) return;
    try {
      await resubmit.mutateAsync({ level, document, fileId: fileIds[document] });
      submitted();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="notice notice-warn identity-reason" data-testid="resubmit-reason">
        <p>{t('identity.resubmit.intro', { document: t(`identity.document.${document}`) })}</p>
        <p>{t('identity.resubmit.note', { reason })}</p>
      </div>
      <PhotoFields documents={documents} photos={photos} submitted={tried} />
      <SubmitButton
        uploading={photos.uploading}
        pending={resubmit.isPending}
        label={t('identity.resubmit.submit')}
      />
    </form>
  );
}

/** Sends the one document a reviewer asked for again (`?level=`), with the reviewer's reason. */
export default function ResubmitScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const level = levelParam(params.get('level'));
  const overview = useIdentityOverview();
  const status = overview.data && level ? levelOf(overview.data, level) : undefined;
  const request = status?.state === 'resubmit' ? status.resubmit : null;
  return (
    <FormScreen title={t('identity.resubmit.title')} testId="screen-identity-resubmit">
      <QueryState
        isPending={overview.isPending}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      >
        {level && request ? (
          <ResubmitForm level={level} document={request.document} reason={request.reason} />
        ) : (
          <div className="notice identity-unavailable" data-testid="resubmit-none">
            <p>{t('identity.resubmit.none')}</p>
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => navigate(IDENTITY_PATHS.centre, { replace: true })}
            >
              {t('identity.form.back')}
            </Button>
          </div>
        )}
      </QueryState>
    </FormScreen>
  );
}
