import {
  CREDIT_DOCUMENTS,
  ERROR_CODES,
  type CreditDocument,
  type CreditProduct,
} from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../api';
import { notify } from '../../../../app/notify';
import { CheckboxField } from '../../../account/components/Field';
import { usePhotos } from '../../../identity/usePhotos';
import { formatExact } from '../../../wallet/format';
import { canonicalAmount } from '../../../wallet/transferRules';
import { useIdempotentSubmit } from '../../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../../wallet/useProblemText';
import { AmountInput } from '../../components/AmountInput';
import { FormFoot } from '../../components/FormFoot';
import { checkCreditAmount, missingDocuments } from '../creditRules';
import { useCreditApply, type CreditApplyRequest } from '../mutations';
import { CREDIT_PATHS } from '../paths';
import { Agreement } from './Agreement';
import { ApplyFigures } from './ApplyFigures';
import { AdvancedRequired } from './CreditNotices';
import { DocumentFields } from './DocumentFields';
import { ProductChoice } from './ProductChoice';
import '../../../p2p/trade.css';

/** The server's limit for one upload of purpose `document` (`files.core.ts`). */
const DOCUMENT_MAX_MB = 50;

type ApplyDraft = Omit<CreditApplyRequest, 'requestId'>;

/**
 * The application: a product, an amount within its range, the documents
 * (five required), the agreement accepted, and the whole term's figures
 * before anything is sent. The documents stay when the product changes;
 * the amount, in another coin perhaps, does not.
 */
export function CreditApplyForm({
  products,
  initialId,
}: {
  products: readonly CreditProduct[];
  initialId: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const apply = useCreditApply();
  const { submit, outcome } = useIdempotentSubmit((body: ApplyDraft, requestId: string) =>
    apply.mutateAsync({ ...body, requestId }),
  );
  const photos = usePhotos(CREDIT_DOCUMENTS, { purpose: 'document', maxMb: DOCUMENT_MAX_MB });
  const [chosen, setChosen] = useState<number | null>(initialId);
  const [amount, setAmount] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const product = products.find((entry) => entry.id === chosen) ?? products[0];
  if (!product) return null;

  // Built in the contract's order, so a retry of the same draft keeps its request id.
  const documents: Partial<Record<CreditDocument, string>> = {};
  for (const document of CREDIT_DOCUMENTS) {
    const state = photos.stateOf(document);
    if (state.status === 'done') documents[document] = state.fileId;
  }
  const amountProblem = checkCreditAmount(amount, product);
  const asked = canonicalAmount(amount);
  const advanced =
    isApiError(apply.error) && apply.error.code === ERROR_CODES.ADVANCED_REQUIRED
      ? apply.error
      : null;

  const choose = (id: number) => {
    if (id === product.id) return;
    setChosen(id);
    setAmount('');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || photos.uploading) return;
    setSubmitted(true);
    if (amountProblem || asked === null || missingDocuments(documents).length > 0 || !agreed) {
      return;
    }
    const result = await submit({
      productId: product.id,
      amount: asked,
      documents,
      agreeTerms: true,
    });
    if (!result) return;
    notify.info(t('lending.credit.form.submitted'));
    navigate(CREDIT_PATHS.home);
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="credit-apply-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <ProductChoice products={products} chosen={product.id} onChoose={choose} />
      <AmountInput
        label={t('lending.credit.form.amount')}
        coin={product.coin}
        value={amount}
        onChange={setAmount}
        decimals={product.coinDecimals}
        error={submitted ? problemText(amountProblem) : undefined}
        placeholder={t('lending.credit.form.placeholder')}
        testId="credit-amount"
        hint={t('lending.credit.form.range', {
          min: formatExact(product.minAmount),
          max: formatExact(product.maxAmount),
          coin: product.coin,
        })}
      />
      <ApplyFigures product={product} amount={asked} />
      <DocumentFields photos={photos} submitted={submitted} />
      <Agreement product={product} />
      <CheckboxField
        checked={agreed}
        onChange={setAgreed}
        testId="credit-agree"
        error={submitted && !agreed ? t('lending.credit.form.agreeNeeded') : undefined}
      >
        {t('lending.credit.form.agree')}
      </CheckboxField>
      {advanced && <AdvancedRequired message={advanced.message} />}
      {photos.uploading && (
        <p className="muted small lending-note" role="status">
          {t('identity.form.waitUploads')}
        </p>
      )}
      <FormFoot
        note={t('lending.credit.form.note')}
        outcome={outcome}
        pending={apply.isPending}
        submitText={t('lending.credit.form.submit')}
        testId="credit-submit"
        disabled={photos.uploading}
        large
      />
    </form>
  );
}
