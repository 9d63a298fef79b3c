import type { AdminSpotMarket } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useMarketActions } from '../api/markets';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import {
  ChangeCount,
  FeeFields,
  FixedFacts,
  FormProblems,
  invalidFields,
  LimitFields,
  TradingFields,
} from './marketFields';
import { spotChanges, spotProblems, spotValuesOf, type SpotValues } from './spotRules';

/** Edits one spot market; only the changed settings are sent. Tick and lot are shown, not edited. */
export function MarketForm(props: { market: AdminSpotMarket; onClose: () => void }) {
  const { t } = useI18n();
  const { saveSpotMarket } = useMarketActions();
  const { market } = props;
  const [values, setValues] = useState(() => spotValuesOf(market));
  const set = (patch: Partial<SpotValues>) => setValues({ ...values, ...patch });
  const problems = spotProblems(values);
  const invalid = invalidFields(problems);
  const change = spotChanges(market, values);
  const count = Object.keys(change).length - 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (count > 0 && problems.length === 0)
      saveSpotMarket.mutate(change, { onSuccess: props.onClose });
  };

  return (
    <Modal
      title={t('markets.editTitle', { symbol: market.symbol })}
      onClose={props.onClose}
      testId="market-form"
    >
      <form className="stack" onSubmit={submit}>
        <FixedFacts
          testId="market-fixed"
          note={t('markets.fixedNote')}
          facts={[
            [t('markets.tick'), `${market.tickSize} ${market.quote}`],
            [t('markets.lot'), `${market.lotSize} ${market.base}`],
          ]}
        />
        <LimitFields
          testIdPrefix="market"
          values={values}
          units={market}
          invalid={invalid}
          onChange={set}
          autoFocus
        />
        <FeeFields
          testIdPrefix="market"
          values={values}
          invalid={invalid}
          note={t('markets.spotFeesNote')}
          onChange={set}
        />
        <TradingFields
          testIdPrefix="market"
          values={values}
          invalid={invalid}
          listed={market}
          onChange={set}
        />
        <FormProblems problems={problems} testId="market-problems" />
        <ChangeCount count={count} testId="market-changes" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="market-submit"
          disabled={saveSpotMarket.isPending || count === 0 || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
