import { ID_TYPES, type IdType } from '@exchange/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../account/components/Field';
import { FormScreen } from '../../account/components/FormScreen';
import { useCountries } from '../../account/queries';
import { useFormState } from '../../account/useFormState';
import { ApplyGate } from '../components/ApplyGate';
import { ChoiceField } from '../components/ChoiceField';
import { PhotoFields } from '../components/PhotoFields';
import { SubmitButton } from '../components/SubmitButton';
import { useApplyPrimary } from '../mutations';
import { usePhotos } from '../usePhotos';
import { useSubmitted } from '../useSubmitted';
import { checkChoice, checkIdNumber, checkNationality, checkText, MAX_LENGTH } from '../validation';
import '../identity.css';

/** `LEVEL_DOCUMENTS.primary`, spelled out so the body's type names each one. */
const DOCUMENTS = ['idCardFront', 'idCardBack', 'handHeldIdCard'] as const;

function PrimaryForm() {
  const { t } = useTranslation();
  const countries = useCountries();
  const apply = useApplyPrimary();
  const submitted = useSubmitted();
  const photos = usePhotos(DOCUMENTS);
  const form = useFormState({ areaCode: '', idname: '', idCard: '', realName: '' }, (values) => ({
    areaCode: checkNationality(values.areaCode),
    idname: checkChoice(values.idname),
    idCard: checkIdNumber(values.idCard),
    realName: checkText(values.realName),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || photos.uploading) return;
    const valid = form.validateAll();
    const fileIds = photos.fileIds();
    if (!valid || !fileIds) return;
    try {
      await apply.mutateAsync({
        areaCode: form.values.areaCode,
        idname: form.values.idname as IdType,
        idCard: form.values.idCard.trim(),
        realName: form.values.realName.trim(),
        ...fileIds,
      });
      submitted();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={(event) => void submit(event)}>
      <ChoiceField
        {...form.bind('areaCode')}
        label={t('identity.form.nationality')}
        placeholder={t('identity.form.choose')}
        options={(countries.data ?? []).map((country) => ({
          value: country.code,
          label: country.name,
        }))}
        testId="identity-nationality"
      />
      <ChoiceField
        {...form.bind('idname')}
        label={t('identity.form.idType')}
        placeholder={t('identity.form.choose')}
        options={ID_TYPES.map((type) => ({ value: type, label: t(`identity.idType.${type}`) }))}
        testId="identity-id-type"
      />
      <TextField
        {...form.bind('idCard')}
        label={t('identity.form.idNumber')}
        maxLength={MAX_LENGTH.idCard}
        testId="identity-id-number"
      />
      <TextField
        {...form.bind('realName')}
        label={t('identity.form.realName')}
        hint={t('identity.form.realNameHint')}
        maxLength={MAX_LENGTH.realName}
        autoComplete="name"
        testId="identity-real-name"
      />
      <fieldset className="form-section">
        <legend>{t('identity.form.photos')}</legend>
        <PhotoFields documents={DOCUMENTS} photos={photos} submitted={form.submitted} />
      </fieldset>
      <SubmitButton uploading={photos.uploading} pending={apply.isPending} />
    </form>
  );
}

/** Primary (real-name) verification: nationality, ID type and number, name, three photos. */
export default function PrimaryApplyScreen() {
  const { t } = useTranslation();
  return (
    <FormScreen
      title={t('identity.level.primary')}
      intro={t('identity.primary.intro')}
      testId="screen-identity-primary"
    >
      <ApplyGate level="primary">{() => <PrimaryForm />}</ApplyGate>
    </FormScreen>
  );
}
