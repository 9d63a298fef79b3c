import { CREDIT_DOCUMENTS, type CreditDocument } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoPicker } from '../../../identity/components/PhotoPicker';
import type { Photos } from '../../../identity/usePhotos';
import { isRequiredDocument } from '../creditRules';
// The photo picker's styles live with the identity screens they were made for.
import '../../../identity/identity.css';

/** The ID photos open the camera (the hand-held one the front camera); proofs may be saved files. */
const CAMERAS: Readonly<Partial<Record<CreditDocument, 'user' | 'environment'>>> = {
  idFront: 'environment',
  idBack: 'environment',
  idHandheld: 'user',
};

/**
 * The seven documents, each uploaded as soon as it is chosen (purpose
 * `document`), the five required ones marked so; once the form was
 * submitted, a required one still missing says so.
 */
export function DocumentFields({
  photos,
  submitted,
}: {
  photos: Photos<CreditDocument>;
  submitted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="credit-documents" data-testid="credit-documents">
      <legend className="field-label">{t('lending.credit.form.documents')}</legend>
      <p className="muted small lending-note">{t('lending.credit.form.documentsNote')}</p>
      {CREDIT_DOCUMENTS.map((document) => {
        const state = photos.stateOf(document);
        const required = isRequiredDocument(document);
        const name = t(`lending.credit.document.${document}`);
        return (
          <PhotoPicker
            key={document}
            document={document}
            label={
              required
                ? t('lending.credit.form.required', { name })
                : t('lending.credit.form.optional', { name })
            }
            state={state}
            camera={CAMERAS[document]}
            error={
              submitted && required && state.status === 'empty'
                ? t('lending.credit.form.missing')
                : undefined
            }
            onChoose={(file) => photos.choose(document, file)}
            onRetry={() => photos.retry(document)}
          />
        );
      })}
    </fieldset>
  );
}
