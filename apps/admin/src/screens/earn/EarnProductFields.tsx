import type { EarnConsoleProduct } from '@exchange/contracts';
import { useI18n } from '../../app/context';
import { percentText } from '../lending/lendingRules';
import { Field, FixedFacts, FormSection, SelectField } from '../marketFields';
import type { PayoutClock } from './earnDays';
import { rangeWords, rateHint } from './earnParts';
import type { ProductDraft } from './earnRules';

/** The sections of the product form: its terms (or, after a sale, the terms fixed) and its sale. */

interface SectionProps {
  readonly draft: ProductDraft;
  set<K extends keyof ProductDraft>(key: K): (value: ProductDraft[K]) => void;
  invalid(field: string): boolean;
}

/** A date or a local date and time, in the browser's own picker. */
function TimeField(props: {
  label: string;
  testId: string;
  type: 'date' | 'datetime-local';
  value: string;
  invalid: boolean;
  hint?: string;
  onChange(value: string): void;
}) {
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type={props.type}
        data-testid={props.testId}
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && <small className="muted">{props.hint}</small>}
    </label>
  );
}

/** Kind, coin, cycle, the daily rate range, the penalty (a fund's) and the lock date (a lock-up's). */
export function TermFields(props: SectionProps & { clock: PayoutClock | null }) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const lockup = d.kind === 'lockup';
  const penalty = percentText(d.penaltyRatio);
  return (
    <FormSection
      title={t('earn.terms')}
      note={t(lockup ? 'earn.lockupNote' : 'earn.fundNote')}
      testId="earn-terms"
    >
      <div className="form-grid">
        <SelectField
          label={t('earn.kind')}
          testId="earn-kind"
          value={d.kind}
          options={(['fund', 'lockup'] as const).map((kind) => ({
            value: kind,
            label: t(`earn.kind.${kind}`),
          }))}
          onChange={(kind) => set('kind')(kind === 'lockup' ? 'lockup' : 'fund')}
        />
        <Field
          label={t('col.coin')}
          testId="earn-coin"
          kind="text"
          value={d.coin}
          onChange={set('coin')}
          invalid={invalid('coin')}
        />
        <Field
          label={t('earn.cycleDays')}
          testId="earn-cycle"
          kind="whole"
          value={d.cycleDays}
          onChange={set('cycleDays')}
          invalid={invalid('cycleDays')}
          unit={t('earn.daysUnit')}
        />
        <Field
          label={t('earn.rateMin')}
          testId="earn-rate-min"
          value={d.rateMin}
          onChange={set('rateMin')}
          invalid={invalid('rateMin')}
          hint={<span data-testid="earn-apr-min">{rateHint(t, d.rateMin)}</span>}
        />
        <Field
          label={t('earn.rateMax')}
          testId="earn-rate-max"
          value={d.rateMax}
          onChange={set('rateMax')}
          invalid={invalid('rateMax')}
          hint={<span data-testid="earn-apr-max">{rateHint(t, d.rateMax)}</span>}
        />
        {lockup ? (
          <TimeField
            label={t('earn.lockDate')}
            testId="earn-lock-date"
            type="date"
            value={d.lockDate}
            invalid={invalid('lockDate')}
            hint={
              props.clock
                ? t('earn.lockDateHint', {
                    hour: `${String(props.clock.hour).padStart(2, '0')}:00`,
                    zone: props.clock.zone,
                  })
                : t('earn.lockDateNote')
            }
            onChange={set('lockDate')}
          />
        ) : (
          <Field
            label={t('earn.penaltyRatio')}
            testId="earn-penalty"
            value={d.penaltyRatio}
            onChange={set('penaltyRatio')}
            invalid={invalid('penaltyRatio')}
            hint={penalty === null ? t('earn.penaltyHint') : t('earn.penaltyWords', { penalty })}
          />
        )}
      </div>
    </FormSection>
  );
}

/** After the first sale: the terms buyers hold, shown for reference. */
export function LockedTerms(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const p = props.product;
  return (
    <FixedFacts
      testId="earn-terms-fixed"
      note={t('earn.termsLockedNote')}
      facts={[
        [t('earn.kind'), t(`earn.kind.${p.kind}`)],
        [t('col.coin'), p.coin],
        [t('earn.cycleDays'), t('earn.days', { days: p.cycleDays })],
        [t('earn.dailyRate'), rangeWords(t, p)],
        p.kind === 'lockup'
          ? [t('earn.lockDate'), p.lockDate ?? '—']
          : [t('earn.penaltyRatio'), p.penaltyRatio],
      ]}
    />
  );
}

/** The limits, the stock and the sale window, and the place in the list. */
export function SaleFields(props: SectionProps & { product: EarnConsoleProduct | null }) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const coin = d.coin.trim().toUpperCase();
  const amount = (field: 'userLimit' | 'minAmount' | 'maxAmount' | 'stock', testId: string) => (
    <Field
      label={t(`earn.${field}`)}
      testId={testId}
      value={d[field]}
      onChange={set(field)}
      invalid={invalid(field)}
      unit={coin}
      hint={
        field === 'stock' && props.product
          ? t('earn.stockHint', { sold: props.product.sold })
          : undefined
      }
    />
  );
  return (
    <FormSection title={t('earn.sale')} testId="earn-sale">
      <div className="form-grid">
        {amount('minAmount', 'earn-min')}
        {amount('maxAmount', 'earn-max')}
        {amount('userLimit', 'earn-user-limit')}
        {amount('stock', 'earn-stock')}
        <TimeField
          label={t('earn.opensAt')}
          testId="earn-opens"
          type="datetime-local"
          value={d.opensAt}
          invalid={invalid('opensAt')}
          onChange={set('opensAt')}
        />
        <TimeField
          label={t('earn.closesAt')}
          testId="earn-closes"
          type="datetime-local"
          value={d.closesAt}
          invalid={invalid('closesAt')}
          onChange={set('closesAt')}
        />
        <Field
          label={t('earn.sort')}
          testId="earn-sort"
          kind="whole"
          value={d.sort}
          onChange={set('sort')}
          invalid={invalid('sort')}
          hint={t('earn.sortHint')}
        />
      </div>
    </FormSection>
  );
}
