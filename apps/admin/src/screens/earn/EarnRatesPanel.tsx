import type { EarnConsoleProduct } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useEarnActions, useEarnRates, type EarnRate } from '../../api/earn';
import { useI18n } from '../../app/context';
import { WIDTH } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Panel } from '../../components/Page';
import { wholeTable } from '../../components/tableQuery';
import { rateWords } from '../lending/lendingParts';
import { Field, FormProblems, invalidFields, typedProblems } from '../marketFields';
import { firstFutureDay } from './earnDays';
import { rangeWords, rateHint } from './earnParts';
import { rateProblems } from './earnRules';

/**
 * A product's daily rates, the newest day first, each beside its APR and
 * how it was set: published ahead by operators, the range's minimum when
 * none was, or fixed (a lock-up). A fund's rate for a day not yet begun
 * is published here, within its range; publishing a day again replaces it.
 */
export function EarnRatesPanel(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const { product: p } = props;
  const rates = useEarnRates(p.id);
  const columns: Column<EarnRate>[] = [
    { id: 'day', header: t('earn.day'), value: (r) => r.day, sort: 'text', width: WIDTH.text },
    {
      id: 'rate',
      header: t('earn.dailyRate'),
      value: (r) => r.rate,
      render: (r) => (
        <span className="nowrap" data-testid="earn-day-rate">
          {rateWords(t, r.rate, 'day', r.apr)}
        </span>
      ),
      csv: (r) => rateWords(t, r.rate, 'day', r.apr),
      sort: 'decimal',
      width: WIDTH.long + 40,
    },
    {
      id: 'source',
      header: t('earn.source'),
      value: (r) => t(`earn.source.${r.source}`),
      sort: 'text',
      width: WIDTH.long,
    },
  ];
  return (
    <Panel title={t('earn.rates')} testId="earn-rates">
      <p className="muted">{t('earn.ratesNote', { range: rangeWords(t, p) })}</p>
      {p.kind === 'fund' ? (
        <PublishRateForm product={p} />
      ) : (
        <p className="muted" data-testid="earn-rate-fixed">
          {t('earn.rateFixedNote')}
        </p>
      )}
      <DataTable
        testId="earn-rate-table"
        columns={columns}
        rowKey={(r) => r.day}
        rowTestId="earn-rate-row"
        exportName={`earn-rates-${p.id}`}
        {...wholeTable(rates)}
      />
    </Panel>
  );
}

/** A day from tomorrow (in the payout zone) and a rate within the range. */
function PublishRateForm(props: { product: EarnConsoleProduct }) {
  const { t } = useI18n();
  const { publishRate } = useEarnActions();
  const { product: p } = props;
  // Taken when the form opens; a form left open past midnight is corrected by the server.
  const [firstDay] = useState(() => firstFutureDay(Date.now(), p.timeZone));
  const [day, setDay] = useState(firstDay);
  const [rate, setRate] = useState('');
  const problems = rateProblems({ day, rate }, p, firstDay);
  const shown = typedProblems(problems, { day, rate });
  const invalid = invalidFields(shown);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0)
      publishRate.mutate({ id: p.id, day, rate }, { onSuccess: () => setRate('') });
  };
  return (
    <form className="stack" onSubmit={submit} data-testid="earn-rate-form">
      <div className="form-grid cols-3">
        <label className="field">
          <span>{t('earn.day')}</span>
          <input
            type="date"
            data-testid="earn-rate-day"
            min={firstDay}
            aria-invalid={invalid('day') || undefined}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
          <small className="muted">{t('earn.dayHint', { zone: p.timeZone })}</small>
        </label>
        <Field
          label={t('earn.dailyRate')}
          testId="earn-rate-input"
          value={rate}
          onChange={setRate}
          invalid={invalid('rate')}
          hint={<span data-testid="earn-rate-apr">{rateHint(t, rate)}</span>}
        />
        <div className="field">
          <span>&nbsp;</span>
          <button
            type="submit"
            className="primary"
            data-testid="earn-rate-submit"
            disabled={publishRate.isPending || problems.length > 0}
          >
            {t('earn.publishRate')}
          </button>
        </div>
      </div>
      <FormProblems problems={shown} testId="earn-rate-problems" />
    </form>
  );
}
