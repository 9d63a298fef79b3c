import type { MiningConsoleMachine } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../api/describe';
import { useMiningActions } from '../../api/mining';
import { useI18n } from '../../app/context';
import { Field, FormProblems, invalidFields, SelectField, typedProblems } from '../marketFields';
import { lastPriceDay, priceBody, priceProblems, type PriceDraft } from './miningRules';

const EMPTY = { algorithm: '', coin: '', unit: '', price: '', sourceName: '' };

/**
 * Publish a day's hash price: the algorithm, coin and hash unit (typed, or
 * taken from a machine), a day that has begun in the payout zone, the
 * measured price and where it was read. The server refuses a day not yet
 * begun (MINING_PRICE_DAY_AHEAD) and a day already used for payouts
 * (MINING_PRICE_DAY_PAID); its refusal is shown under the form, which
 * keeps what was typed.
 */
export function HashPriceForm(props: { machines: readonly MiningConsoleMachine[] | undefined }) {
  const { t } = useI18n();
  const { publishPrice } = useMiningActions();
  // Every machine tells the same payout zone (the form waits for them); without one the server
  // alone checks the day.
  const zone = props.machines?.[0]?.timeZone ?? null;
  // Taken when the form opens; a form left open past midnight is corrected by the server.
  const [lastDay] = useState(() => lastPriceDay(Date.now(), zone));
  const [draft, setDraft] = useState<PriceDraft>({ ...EMPTY, day: lastDay ?? '' });
  const set = (key: keyof PriceDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const problems = priceProblems(draft, lastDay);
  const shown = typedProblems(problems, draft);
  const invalid = invalidFields(shown);
  const fromMachine = (id: string) => {
    const machine = props.machines?.find((m) => String(m.id) === id);
    if (machine)
      setDraft((current) => ({
        ...current,
        algorithm: machine.algorithm,
        coin: machine.coin,
        unit: machine.hashUnit,
      }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0)
      publishPrice.mutate(priceBody(draft), {
        onSuccess: () => setDraft((current) => ({ ...current, price: '' })),
      });
  };
  const coin = draft.coin.trim().toUpperCase();
  const unit = draft.unit.trim();

  return (
    <form className="stack" onSubmit={submit} data-testid="mining-price-form">
      <p className="muted" data-testid="mining-publish-note">
        {t('mining.publishNote')}
      </p>
      <div className="form-grid cols-3">
        <SelectField
          label={t('mining.fromMachine')}
          testId="mining-price-machine"
          value=""
          placeholder={t('mining.choose')}
          options={(props.machines ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          onChange={fromMachine}
          hint={t('mining.fromMachineHint')}
        />
        <Field
          label={t('mining.algorithm')}
          testId="mining-price-algorithm"
          kind="text"
          value={draft.algorithm}
          onChange={set('algorithm')}
          invalid={invalid('algorithm')}
        />
        <Field
          label={t('col.coin')}
          testId="mining-price-coin"
          kind="text"
          value={draft.coin}
          onChange={set('coin')}
          invalid={invalid('coin')}
        />
        <Field
          label={t('mining.unit')}
          testId="mining-price-unit"
          kind="text"
          value={draft.unit}
          onChange={set('unit')}
          invalid={invalid('unit')}
          hint={t('mining.hashUnitHint')}
        />
        <label className="field">
          <span>{t('mining.day')}</span>
          <input
            type="date"
            data-testid="mining-price-day"
            max={lastDay ?? undefined}
            aria-invalid={invalid('day') || undefined}
            value={draft.day}
            onChange={(event) => set('day')(event.target.value)}
          />
          <small className="muted">
            {zone ? t('mining.dayHint', { zone }) : t('mining.dayHintAny')}
          </small>
        </label>
        <Field
          label={t('mining.hashPrice')}
          testId="mining-price-value"
          value={draft.price}
          onChange={set('price')}
          invalid={invalid('price')}
          unit={coin === '' || unit === '' ? undefined : `${coin} / ${unit}`}
          hint={
            coin === '' || unit === ''
              ? t('mining.hashPriceHint')
              : t('mining.hashPriceWords', { coin, unit })
          }
        />
      </div>
      <Field
        label={t('mining.sourceName')}
        testId="mining-price-source"
        kind="text"
        value={draft.sourceName}
        onChange={set('sourceName')}
        invalid={invalid('sourceName')}
        hint={t('mining.sourceNameHint')}
      />
      <FormProblems problems={shown} testId="mining-price-problems" />
      {publishPrice.error !== null && !publishPrice.isPending && (
        <p className="form-error" role="alert" data-testid="mining-price-error">
          {describeError(publishPrice.error, t)}
        </p>
      )}
      <div>
        <button
          type="submit"
          className="primary"
          data-testid="mining-price-submit"
          disabled={publishPrice.isPending || problems.length > 0}
        >
          {t('mining.publishSubmit')}
        </button>
      </div>
    </form>
  );
}
