import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { FormScreen } from '../../account/components/FormScreen';
import { TextAreaField } from '../../account/components/TextAreaField';
import { useFormState } from '../../account/useFormState';
import { ApplyGate } from '../components/ApplyGate';
import { PhotoFields } from '../components/PhotoFields';
import { SubmitButton } from '../components/SubmitButton';
import { useApplyAdvanced } from '../mutations';
import { usePhotos } from '../usePhotos';
import { useSubmitted } from '../useSubmitted';
import { checkText, MAX_LENGTH, optional } from '../validation';
import '../identity.css';

const DOCUMENTS = ['selfie'] as const;

function AdvancedForm() {
  const { t } = useTranslation();
  const apply = useApplyAdvanced();
  const submitted = useSubmitted();
  const photos = usePhotos(DOCUMENTS);
  const form = useFormState(
    {
      homeAddress: '',
      workAddress: '',
      relativeName: '',
      relation: '',
      relativeAddress: '',
      relativePhone: '',
    },
    (values) => ({
      homeAddress: checkText(values.homeAddress),
      workAddress: checkText(values.workAddress),
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || photos.uploading) return;
    const valid = form.validateAll();
    const fileIds = photos.fileIds();
    if (!valid || !fileIds) return;
    const values = form.values;
    try {
      await apply.mutateAsync({
        selfie: fileIds.selfie,
        homeAddress: values.homeAddress.trim(),
        workAddress: values.workAddress.trim(),
        relativeName: optional(values.relativeName),
        relation: optional(values.relation),
        relativeAddress: optional(values.relativeAddress),
        relativePhone: optional(values.relativePhone),
      });
      submitted();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <PhotoFields documents={DOCUMENTS} photos={photos} submitted={form.submitted} />
      <TextAreaField
        {...form.bind('homeAddress')}
        label={t('identity.form.homeAddress')}
        maxLength={MAX_LENGTH.address}
        testId="identity-home-address"
      />
      <TextAreaField
        {...form.bind('workAddress')}
        label={t('identity.form.workAddress')}
        maxLength={MAX_LENGTH.address}
        testId="identity-work-address"
      />
      <fieldset className="form-section">
        <legend>{t('identity.form.relative')}</legend>
        <TextField
          {...form.bind('relativeName')}
          label={t('identity.form.relativeName')}
          maxLength={MAX_LENGTH.relativeName}
          testId="identity-relative-name"
        />
        <TextField
          {...form.bind('relation')}
          label={t('identity.form.relation')}
          maxLength={MAX_LENGTH.relation}
          testId="identity-relation"
        />
        <TextAreaField
          {...form.bind('relativeAddress')}
          label={t('identity.form.relativeAddress')}
          maxLength={MAX_LENGTH.address}
          testId="identity-relative-address"
        />
        <TextField
          {...form.bind('relativePhone')}
          label={t('identity.form.relativePhone')}
          type="tel"
          inputMode="tel"
          maxLength={MAX_LENGTH.relativePhone}
          testId="identity-relative-phone"
        />
      </fieldset>
      <SubmitButton uploading={photos.uploading} pending={apply.isPending} />
    </form>
  );
}

/** Advanced verification: a selfie, home and work addresses, and optionally a relative. */
export default function AdvancedApplyScreen() {
  const { t } = useTranslation();
  return (
    <FormScreen
      title={t('identity.level.advanced')}
      intro={t('identity.advanced.intro')}
      testId="screen-identity-advanced"
    >
      <ApplyGate level="advanced">{() => <AdvancedForm />}</ApplyGate>
    </FormScreen>
  );
}
