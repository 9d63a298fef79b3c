import { MINING_MACHINE_TYPES, type MiningConsoleMachine } from '@exchange/contracts';
import { useI18n } from '../../app/context';
import { Field, FixedFacts, FormSection, SelectField } from '../marketFields';
import { priceTermWords } from './miningParts';
import type { MachineDraft } from './miningRules';

/** The sections of the machine form: price and term (or, once rented, fixed), specifications, sale. */

interface SectionProps {
  readonly draft: MachineDraft;
  set<K extends keyof MachineDraft>(key: K): (value: MachineDraft[K]) => void;
  invalid(field: string): boolean;
}

const isType = (value: string): value is MachineDraft['type'] =>
  (MINING_MACHINE_TYPES as readonly string[]).includes(value);

/** Type, coin, price per unit and term. */
export function TermFields(props: SectionProps) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const coin = d.coin.trim().toUpperCase();
  return (
    <FormSection
      title={t('mining.terms')}
      note={d.type === 'trial' ? t('mining.trialNote') : t('mining.termsNote')}
      testId="mining-terms"
    >
      <div className="form-grid">
        <SelectField
          label={t('mining.type')}
          testId="mining-type"
          value={d.type}
          options={MINING_MACHINE_TYPES.map((type) => ({
            value: type,
            label: t(`mining.type.${type}`),
          }))}
          onChange={(type) => {
            if (isType(type)) set('type')(type);
          }}
        />
        <Field
          label={t('col.coin')}
          testId="mining-coin"
          kind="text"
          value={d.coin}
          onChange={set('coin')}
          invalid={invalid('coin')}
        />
        <Field
          label={t('mining.price')}
          testId="mining-price"
          value={d.price}
          onChange={set('price')}
          invalid={invalid('price')}
          unit={coin}
        />
        <Field
          label={t('mining.termDays')}
          testId="mining-term"
          kind="whole"
          value={d.termDays}
          onChange={set('termDays')}
          invalid={invalid('termDays')}
          unit={t('mining.daysUnit')}
        />
      </div>
    </FormSection>
  );
}

/** Once rented: the terms and income figures the holders keep, shown for reference. */
export function LockedTerms(props: { machine: MiningConsoleMachine }) {
  const { t } = useI18n();
  const m = props.machine;
  return (
    <FixedFacts
      testId="mining-terms-fixed"
      note={t('mining.termsLockedNote')}
      facts={[
        [t('mining.type'), t(`mining.type.${m.type}`)],
        [t('col.coin'), m.coin],
        [t('mining.priceTerm'), priceTermWords(t, m)],
        [t('mining.algorithm'), m.algorithm],
        [t('mining.hashRate'), `${m.hashRate} ${m.hashUnit}`],
        [t('mining.powerW'), t('mining.powerValue', { watts: m.powerW })],
        [
          t('mining.electricityPrice'),
          `${m.electricityPrice} ${t('mining.perKwh', { coin: m.coin })}`,
        ],
      ]}
    />
  );
}

/**
 * The figures income is counted from (fixed once rented, then shown
 * above) and the machine's descriptive specifications.
 */
export function SpecFields(props: SectionProps & { locked: boolean }) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const coin = d.coin.trim().toUpperCase();
  const text = (
    field: 'algorithm' | 'hashUnit' | 'manufacturer' | 'dimensions' | 'temperature' | 'humidity',
    testId: string,
    hint?: string,
  ) => (
    <Field
      label={t(`mining.${field}`)}
      testId={testId}
      kind="text"
      value={d[field]}
      onChange={set(field)}
      invalid={invalid(field)}
      hint={hint}
    />
  );
  return (
    <FormSection title={t('mining.specs')} note={t('mining.specsNote')} testId="mining-specs">
      <div className="form-grid">
        {!props.locked && (
          <>
            {text('algorithm', 'mining-algorithm')}
            <Field
              label={t('mining.hashRate')}
              testId="mining-hash-rate"
              value={d.hashRate}
              onChange={set('hashRate')}
              invalid={invalid('hashRate')}
              unit={d.hashUnit.trim()}
            />
            {text('hashUnit', 'mining-hash-unit', t('mining.hashUnitHint'))}
            <Field
              label={t('mining.powerW')}
              testId="mining-power"
              kind="whole"
              value={d.powerW}
              onChange={set('powerW')}
              invalid={invalid('powerW')}
              unit={t('mining.wattsUnit')}
            />
            <Field
              label={t('mining.electricityPrice')}
              testId="mining-electricity"
              value={d.electricityPrice}
              onChange={set('electricityPrice')}
              invalid={invalid('electricityPrice')}
              unit={coin === '' ? undefined : t('mining.perKwh', { coin })}
              hint={t('mining.electricityHint')}
            />
          </>
        )}
        {text('manufacturer', 'mining-manufacturer')}
        {text('dimensions', 'mining-dimensions')}
        <Field
          label={t('mining.weightKg')}
          testId="mining-weight"
          value={d.weightKg}
          onChange={set('weightKg')}
          invalid={invalid('weightKg')}
          unit="kg"
        />
        {text('temperature', 'mining-temperature')}
        {text('humidity', 'mining-humidity')}
      </div>
    </FormSection>
  );
}

/** The stock, the most one user may hold, and the place in the list. */
export function SaleFields(props: SectionProps & { machine: MiningConsoleMachine | null }) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  return (
    <FormSection title={t('mining.sale')} testId="mining-sale">
      <div className="form-grid cols-3">
        <Field
          label={t('mining.stock')}
          testId="mining-stock"
          kind="whole"
          value={d.stock}
          onChange={set('stock')}
          invalid={invalid('stock')}
          unit={t('mining.unitsUnit')}
          hint={props.machine ? t('mining.stockHint', { sold: props.machine.sold }) : undefined}
        />
        <Field
          label={t('mining.userLimit')}
          testId="mining-user-limit"
          kind="whole"
          value={d.userLimit}
          onChange={set('userLimit')}
          invalid={invalid('userLimit')}
          unit={t('mining.unitsUnit')}
        />
        <Field
          label={t('mining.sort')}
          testId="mining-sort"
          kind="whole"
          value={d.sort}
          onChange={set('sort')}
          invalid={invalid('sort')}
          hint={t('mining.sortHint')}
        />
      </div>
    </FormSection>
  );
}
