import { useState, type FormEvent } from 'react';
import { useCreditConfigActions } from '../../api/credit';
import { useI18n } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { Field, FormProblems, typedProblems } from '../marketFields';
import { rateWords } from './lendingParts';
import { productBody, productProblems, type ProductDraft } from './lendingRules';

/**
 * A credit product, new or changed: coin, range, term, the daily rate and
 * the late fee's daily rate (each shown beside its APR as it is typed),
 * who lends and whether applications are taken. Repaid in one lump sum,
 * the only way there is.
 */
export function CreditProductForm(props: { initial: ProductDraft; onClose(): void }) {
  const { t } = useI18n();
  const { saveProduct } = useCreditConfigActions();
  const [draft, setDraft] = useState(props.initial);
  const fresh = draft.id === null;
  const problems = productProblems(draft);
  // A new product's empty fields are not yet wrong: the disabled button says enough.
  const shown = typedProblems(problems, draft);
  const invalid = (field: string) => shown.some((p) => p.field === field);
  const set =
    <K extends keyof ProductDraft>(key: K) =>
    (value: ProductDraft[K]) =>
      setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0) saveProduct.mutate(productBody(draft), { onSuccess: props.onClose });
  };
  const rateHint = (rate: string) =>
    rate === '' ? t('credit.rateHint') : rateWords(t, rate, 'day');

  return (
    <Modal
      title={fresh ? t('credit.productNew') : t('credit.productEdit', { id: draft.id ?? '' })}
      onClose={props.onClose}
      testId="product-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <div className="form-grid">
          <Field
            label={t('credit.coin')}
            testId="product-coin"
            kind="text"
            value={draft.coin}
            onChange={set('coin')}
            invalid={invalid('coin')}
            autoFocus={fresh}
          />
          <Field
            label={t('credit.lender')}
            testId="product-lender"
            kind="text"
            value={draft.lender}
            onChange={set('lender')}
            invalid={invalid('lender')}
            hint={t('credit.lenderHint')}
          />
          <Field
            label={t('credit.minAmount')}
            testId="product-min"
            value={draft.minAmount}
            onChange={set('minAmount')}
            invalid={invalid('minAmount')}
            unit={draft.coin.toUpperCase()}
          />
          <Field
            label={t('credit.maxAmount')}
            testId="product-max"
            value={draft.maxAmount}
            onChange={set('maxAmount')}
            invalid={invalid('maxAmount')}
            unit={draft.coin.toUpperCase()}
          />
          <Field
            label={t('credit.cycleDays')}
            testId="product-cycle"
            kind="whole"
            value={draft.cycleDays}
            onChange={set('cycleDays')}
            invalid={invalid('cycleDays')}
            unit={t('credit.daysUnit')}
          />
          <Field
            label={t('credit.dailyRate')}
            testId="product-rate-input"
            value={draft.dailyRate}
            onChange={set('dailyRate')}
            invalid={invalid('dailyRate')}
            hint={<span data-testid="product-apr">{rateHint(draft.dailyRate)}</span>}
          />
          <Field
            label={t('credit.lateDailyRate')}
            testId="product-late-rate"
            value={draft.lateDailyRate}
            onChange={set('lateDailyRate')}
            invalid={invalid('lateDailyRate')}
            hint={rateHint(draft.lateDailyRate)}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            data-testid="product-enabled"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
          />
          <span>{t('credit.enabledLabel')}</span>
        </label>
        <p className="muted">{t('credit.repaymentNote')}</p>
        <FormProblems problems={shown} testId="product-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="product-submit"
          disabled={saveProduct.isPending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
