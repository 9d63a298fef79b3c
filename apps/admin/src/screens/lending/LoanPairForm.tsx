import { useState, type FormEvent } from 'react';
import { useLendingActions } from '../../api/lending';
import { useI18n } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { Field, FormProblems, FormSection, typedProblems } from '../marketFields';
import { rateWords } from './lendingParts';
import { pairBody, pairProblems, percentText, type PairDraft } from './lendingRules';

/**
 * A pledge pair, new or changed. Ratios and rates are fractions as the
 * server keeps them, each shown in per cent as it is typed, the hourly
 * rates with their APR. The two coins are fixed once the pair exists.
 */
export function LoanPairForm(props: { initial: PairDraft; onClose(): void }) {
  const { t } = useI18n();
  const { savePair } = useLendingActions();
  const [draft, setDraft] = useState(props.initial);
  const fresh = draft.id === null;
  const problems = pairProblems(draft);
  const shown = typedProblems(problems, draft);
  const invalid = (field: string) => shown.some((p) => p.field === field);
  const set = (key: keyof PairDraft) => (value: string) => setDraft({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0) savePair.mutate(pairBody(draft), { onSuccess: props.onClose });
  };
  const percent = (fraction: string) =>
    fraction === ''
      ? t('lending.fractionEmpty')
      : t('lending.fractionHint', { percent: percentText(fraction) ?? '—' });
  const hourly = (rate: string) =>
    rate === '' ? t('lending.rateEmpty') : rateWords(t, rate, 'hour');
  const ratioField = (key: 'initialRatio' | 'callRatio' | 'liquidationRatio') => (
    <Field
      label={t(`lending.${key}`)}
      testId={`pair-${key}`}
      value={draft[key]}
      onChange={set(key)}
      invalid={invalid(key)}
      hint={percent(draft[key])}
    />
  );

  return (
    <Modal
      title={
        fresh
          ? t('lending.pairNew')
          : t('lending.pairEdit', { collateral: draft.collateral, loanCoin: draft.loanCoin })
      }
      onClose={props.onClose}
      testId="pair-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        {fresh && (
          <div className="form-grid">
            <Field
              label={t('lending.collateral')}
              testId="pair-collateral"
              kind="text"
              value={draft.collateral}
              onChange={set('collateral')}
              invalid={invalid('collateral')}
              autoFocus
            />
            <Field
              label={t('lending.loanCoin')}
              testId="pair-loanCoin"
              kind="text"
              value={draft.loanCoin}
              onChange={set('loanCoin')}
              invalid={invalid('loanCoin')}
              hint={t('lending.loanCoinHint')}
            />
          </div>
        )}
        <FormSection title={t('lending.ratios')} note={t('lending.ratiosNote')}>
          <div className="form-grid">
            {ratioField('initialRatio')}
            {ratioField('callRatio')}
            {ratioField('liquidationRatio')}
          </div>
        </FormSection>
        <FormSection title={t('lending.rates')}>
          <div className="form-grid">
            <Field
              label={t('lending.hourlyRate')}
              testId="pair-hourlyRate"
              value={draft.hourlyRate}
              onChange={set('hourlyRate')}
              invalid={invalid('hourlyRate')}
              hint={<span data-testid="pair-apr">{hourly(draft.hourlyRate)}</span>}
            />
            <Field
              label={t('lending.lateHourlyRate')}
              testId="pair-lateHourlyRate"
              value={draft.lateHourlyRate}
              onChange={set('lateHourlyRate')}
              invalid={invalid('lateHourlyRate')}
              hint={hourly(draft.lateHourlyRate)}
            />
          </div>
        </FormSection>
        <div className="form-grid">
          <Field
            label={t('lending.termDays')}
            testId="pair-termDays"
            kind="text"
            value={draft.termDays}
            onChange={set('termDays')}
            invalid={invalid('termDays')}
            hint={t('lending.termDaysHint')}
          />
          <Field
            label={t('lending.minLoan')}
            testId="pair-minLoan"
            value={draft.minLoan}
            onChange={set('minLoan')}
            invalid={invalid('minLoan')}
            unit={draft.loanCoin.toUpperCase()}
          />
        </div>
        <label className="check">
          <input
            type="checkbox"
            data-testid="pair-enabled"
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.target.checked })}
          />
          <span>{t('lending.pairEnabled')}</span>
        </label>
        <FormProblems problems={shown} testId="pair-problems" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="pair-submit"
          disabled={savePair.isPending || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
