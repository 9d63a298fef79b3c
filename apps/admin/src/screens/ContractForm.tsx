import type { AdminContract } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useMarketActions } from '../api/markets';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import { formatTime } from '../lib/format';
import {
  contractChanges,
  contractProblems,
  contractValuesOf,
  FUNDING_INTERVALS,
  LOT_FIELDS,
  LOT_LABELS,
  offeredLeverages,
  quoteOf,
  sizeUnitOf,
  type ContractValues,
} from './contractRules';
import { ContractTiersEditor } from './ContractTiersEditor';
import {
  ChangeCount,
  FeeFields,
  Field,
  FixedFacts,
  FormProblems,
  FormSection,
  invalidFields,
  SelectField,
  SettleWindowField,
  TradingFields,
} from './marketFields';

type Setter = (patch: Partial<ContractValues>) => void;

/**
 * Edits one perpetual contract or delivery series. Only the changed settings
 * are sent; changed leverages or tiers go whole. New tiers reach open
 * positions at the next mark-price check, so with positions open the
 * operator confirms that first.
 */
export function ContractForm(props: { contract: AdminContract; onClose: () => void }) {
  const { t } = useI18n();
  const { saveContract } = useMarketActions();
  const { contract } = props;
  const [values, setValues] = useState(() => contractValuesOf(contract));
  const [acknowledged, setAcknowledged] = useState(false);
  const set: Setter = (patch) => setValues((current) => ({ ...current, ...patch }));
  const problems = contractProblems(contract, values);
  const invalid = invalidFields(problems);
  const change = contractChanges(contract, values);
  const count = Object.keys(change).length - 1;
  const blocked = change.tiers !== undefined && contract.openPositions > 0 && !acknowledged;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count > 0 && problems.length === 0 && !blocked)
      saveContract.mutate(change, { onSuccess: props.onClose });
  };
  const delivery = contract.product === 'delivery';

  return (
    <Modal
      title={t('contracts.editTitle', { symbol: contract.symbol })}
      onClose={props.onClose}
      testId="contract-form"
      wide
    >
      <form className="stack" onSubmit={submit}>
        <FixedFacts
          testId="contract-fixed"
          note={t('contracts.fixedNote')}
          facts={[
            [t('contracts.contractSize'), `${contract.contractSize} ${sizeUnitOf(contract)}`],
            [t('markets.tick'), `${contract.tickSize} ${quoteOf(contract)}`],
            [t('contracts.marginAsset'), contract.marginAsset],
            ...(delivery
              ? ([[t('contracts.expires'), formatTime(contract.expiresAt)]] as const)
              : []),
          ]}
        />
        <FormSection title={t('contracts.orders')} note={t('contracts.ordersNote')}>
          <div className="form-grid cols-4">
            {LOT_FIELDS.map((name, index) => (
              <Field
                key={name}
                label={t(LOT_LABELS[name])}
                testId={`contract-${name}`}
                kind="whole"
                unit={t('contracts.lotsUnit')}
                value={values[name]}
                invalid={invalid(name)}
                onChange={(value) => set({ [name]: value })}
                autoFocus={index === 0}
              />
            ))}
          </div>
        </FormSection>
        <LeverageSection values={values} set={set} invalid={invalid} />
        <ContractTiersEditor
          tiers={values.tiers}
          unit={quoteOf(contract)}
          invalid={invalid}
          openPositions={contract.openPositions}
          changed={change.tiers !== undefined}
          acknowledged={acknowledged}
          onAcknowledge={setAcknowledged}
          onChange={(tiers) => set({ tiers })}
        />
        <FeeFields
          testIdPrefix="contract"
          values={values}
          invalid={invalid}
          note={t('contracts.feesNote', { count: contract.openOrders })}
          onChange={set}
        />
        <TradingSection contract={contract} values={values} set={set} invalid={invalid} />
        <FormProblems problems={problems} testId="contract-problems" />
        <ChangeCount count={count} testId="contract-changes" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="contract-submit"
          disabled={saveContract.isPending || count === 0 || problems.length > 0 || blocked}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

interface SectionProps {
  readonly values: ContractValues;
  readonly set: Setter;
  readonly invalid: (field: string) => boolean;
}

/** The offered leverages as typed, what the server will store, and the default among them. */
function LeverageSection({ values, set, invalid }: SectionProps) {
  const { t } = useI18n();
  const offered = offeredLeverages(values.leverages);
  const chosen = Number(values.defaultLeverage);
  const choices = offered.includes(chosen) ? offered : [...offered, chosen];
  return (
    <FormSection title={t('contracts.leverage')} note={t('contracts.leverageNote')}>
      <div className="form-grid leverage-grid">
        <Field
          label={t('contracts.leverages')}
          testId="contract-leverages"
          kind="text"
          unit="×"
          value={values.leverages}
          invalid={invalid('leverages')}
          hint={
            <span className="tags" data-testid="contract-leverage-tags">
              {offered.map((leverage) => (
                <span key={leverage} className="tag">
                  {leverage}×
                </span>
              ))}
            </span>
          }
          onChange={(leverages) => set({ leverages })}
        />
        <SelectField
          label={t('contracts.defaultLeverage')}
          testId="contract-default-leverage"
          invalid={invalid('defaultLeverage')}
          value={values.defaultLeverage}
          options={choices.map((leverage) => ({
            value: String(leverage),
            label: offered.includes(leverage)
              ? `${leverage}×`
              : t('contracts.notOffered', { leverage }),
          }))}
          onChange={(defaultLeverage) => set({ defaultLeverage })}
        />
      </div>
    </FormSection>
  );
}

/** Funding interval (perpetual) or settlement window (delivery), then hours, listing and order. */
function TradingSection(props: SectionProps & { contract: AdminContract }) {
  const { t } = useI18n();
  const { contract, values, set, invalid } = props;
  return (
    <TradingFields
      testIdPrefix="contract"
      values={values}
      invalid={invalid}
      listed={contract}
      onChange={set}
    >
      {contract.product === 'perpetual' ? (
        <SelectField
          label={t('contracts.fundingInterval')}
          testId="contract-funding"
          value={values.fundingIntervalHours}
          options={FUNDING_INTERVALS.map((hours) => ({
            value: String(hours),
            label: t('contracts.everyHours', { hours }),
          }))}
          hint={t('contracts.fundingHint')}
          onChange={(fundingIntervalHours) => set({ fundingIntervalHours })}
        />
      ) : (
        <SettleWindowField
          testId="contract-settle-window"
          value={values.settleWindowMinutes}
          invalid={invalid('settleWindowMinutes')}
          onChange={(settleWindowMinutes) => set({ settleWindowMinutes })}
        />
      )}
    </TradingFields>
  );
}
