import type { AdminContract } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useMarketActions } from '../api/markets';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import {
  Field,
  FormSection,
  invalidFields,
  ListingProblems,
  SelectField,
  SettleWindowField,
  TradingFields,
  typedProblems,
} from './marketFields';
import { nextSort } from './marketRules';
import {
  blankSeries,
  compactTerm,
  seriesBody,
  seriesProblems,
  seriesSymbol,
  type SeriesValues,
} from './seriesRules';

/**
 * Lists a delivery series of a perpetual. The server copies the perpetual's
 * sizes, leverages, tiers, fees and hours (editable afterwards in
 * `ContractForm`) and sets the first expiry; the series is listed suspended
 * unless the operator opens it now.
 */
export function SeriesListingForm(props: {
  contracts: readonly AdminContract[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { listDeliverySeries } = useMarketActions();
  const [values, setValues] = useState(() => blankSeries(nextSort(props.contracts)));
  const set = (patch: Partial<SeriesValues>) => setValues({ ...values, ...patch });
  const perpetuals = props.contracts.filter((c) => c.product === 'perpetual');
  const listed = props.contracts.map((c) => c.symbol);
  const problems = seriesProblems(values, listed);
  const invalid = invalidFields(typedProblems(problems, values));
  const body = seriesBody(values);
  const symbol = seriesSymbol(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body && problems.length === 0)
      listDeliverySeries.mutate(body, { onSuccess: props.onClose });
  };

  return (
    <Modal title={t('contracts.seriesTitle')} onClose={props.onClose} testId="series-form">
      <form className="stack" onSubmit={submit}>
        <FormSection title={t('contracts.series')} note={t('contracts.seriesNote')}>
          <div className="form-grid">
            <SelectField
              label={t('contracts.perpetual')}
              testId="series-perpetual"
              value={values.perpetual}
              placeholder={t('markets.choose')}
              options={perpetuals.map((c) => ({ value: c.symbol, label: c.symbol }))}
              invalid={invalid('perpetual')}
              onChange={(perpetual) => set({ perpetual })}
              autoFocus
            />
            <Field
              label={t('contracts.term')}
              testId="series-term"
              kind="text"
              value={values.term}
              invalid={invalid('term')}
              hint={t('contracts.termHint')}
              onChange={(term) => set({ term: compactTerm(term) })}
            />
          </div>
          <p className={symbol ? undefined : 'muted'} data-testid="series-symbol">
            {symbol ? t('contracts.seriesSymbol', { symbol }) : t('contracts.seriesSymbolPending')}
          </p>
        </FormSection>
        <TradingFields testIdPrefix="series" values={values} invalid={invalid} onChange={set}>
          <SettleWindowField
            testId="series-settle-window"
            value={values.settleWindowMinutes}
            invalid={invalid('settleWindowMinutes')}
            onChange={(settleWindowMinutes) => set({ settleWindowMinutes })}
          />
        </TradingFields>
        <ListingProblems problems={problems} values={values} testId="series-problems" />
        <FormButtons
          submitLabel={t('contracts.listSeries')}
          submitTestId="series-submit"
          disabled={listDeliverySeries.isPending || body === null || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
