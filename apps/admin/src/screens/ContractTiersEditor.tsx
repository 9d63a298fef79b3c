import { useI18n } from '../app/context';
import { MAX_TIERS, type TierDraft } from './contractRules';
import { FormSection } from './marketFields';

interface TiersEditorProps {
  readonly tiers: readonly TierDraft[];
  /** The currency tier bounds count in: USDT for linear contracts, USD face value for inverse. */
  readonly unit: string;
  readonly invalid: (field: string) => boolean;
  /** Open positions now: new tiers apply to them at the next mark-price check. */
  readonly openPositions: number;
  /** The table differs from the server's. */
  readonly changed: boolean;
  readonly acknowledged: boolean;
  onAcknowledge(acknowledged: boolean): void;
  onChange(tiers: readonly TierDraft[]): void;
}

type TierText = 'maxNotional' | 'maintenance' | 'maxLeverage';

/**
 * The maintenance tiers as an editable table. A position belongs to the first
 * tier whose bound its notional does not exceed, so each row also shows where
 * its range starts (the bound of the row above).
 */
export function ContractTiersEditor(props: TiersEditorProps) {
  const { t } = useI18n();
  const { tiers } = props;
  const update = (index: number, name: TierText, value: string) =>
    props.onChange(tiers.map((tier, i) => (i === index ? { ...tier, [name]: value } : tier)));
  const remove = (index: number) => props.onChange(tiers.filter((_, i) => i !== index));
  // A new row starts with the last row's rate and cap, so only the bound needs typing.
  const add = () => {
    const last = tiers.at(-1);
    const key = Math.max(-1, ...tiers.map((tier) => tier.key)) + 1;
    const draft = { key, maxNotional: '', maintenance: '', maxLeverage: '', ...pick(last) };
    props.onChange([...tiers, draft]);
  };
  const mustAcknowledge = props.changed && props.openPositions > 0;

  return (
    <FormSection
      title={t('contracts.tiers')}
      note={t('contracts.tiersNote')}
      testId="contract-tiers"
    >
      <table className="edit-table">
        <thead>
          <tr>
            <th className="num">#</th>
            <th className="num">{t('contracts.tierFrom', { unit: props.unit })}</th>
            <th>{t('contracts.tierNotional', { unit: props.unit })}</th>
            <th>{t('contracts.tierMaintenance')}</th>
            <th>{t('contracts.tierLeverage')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const invalid = props.invalid(`tier.${index}`) || undefined;
            const n = index + 1;
            const cell = (name: TierText, label: string, unit?: string) => (
              <td>
                <span className="with-unit">
                  <input
                    className="num"
                    inputMode={name === 'maintenance' ? 'decimal' : 'numeric'}
                    data-testid={`tier-${name}`}
                    aria-label={`${label} (${t('contracts.tierN', { n })})`}
                    aria-invalid={invalid}
                    value={tier[name]}
                    onChange={(event) => update(index, name, event.target.value.trim())}
                  />
                  {unit && <span className="unit">{unit}</span>}
                </span>
              </td>
            );
            return (
              <tr key={tier.key} data-testid="tier-row">
                <td className="num muted">{n}</td>
                <td className="num muted">{tiers[index - 1]?.maxNotional || '0'}</td>
                {cell('maxNotional', t('contracts.tierNotional', { unit: props.unit }))}
                {cell('maintenance', t('contracts.tierMaintenance'), '%')}
                {cell('maxLeverage', t('contracts.tierLeverage'), '×')}
                <td>
                  <button
                    type="button"
                    className="small"
                    data-testid="tier-remove"
                    title={t('contracts.tierRemove', { n })}
                    aria-label={t('contracts.tierRemove', { n })}
                    disabled={tiers.length === 1}
                    onClick={() => remove(index)}
                  >
                    {t('common.delete')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <button
          type="button"
          className="small"
          data-testid="tier-add"
          disabled={tiers.length >= MAX_TIERS}
          onClick={add}
        >
          {t('contracts.tierAdd')}
        </button>
      </div>
      {props.openPositions > 0 && !mustAcknowledge && (
        <p className="muted section-note" data-testid="contract-tiers-positions">
          {t('contracts.tiersPositions', { count: props.openPositions })}
        </p>
      )}
      {mustAcknowledge && (
        <label className="check warning" data-testid="contract-tiers-warning">
          <input
            type="checkbox"
            data-testid="contract-tiers-ack"
            checked={props.acknowledged}
            onChange={(event) => props.onAcknowledge(event.target.checked)}
          />
          <span>{t('contracts.tiersAcknowledge', { count: props.openPositions })}</span>
        </label>
      )}
    </FormSection>
  );
}

function pick(last: TierDraft | undefined) {
  return last ? { maintenance: last.maintenance, maxLeverage: last.maxLeverage } : {};
}
