import type { AdminSpotMarket, Coin } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { describeError } from '../api/describe';
import { useCoins } from '../api/config';
import { useMarketActions } from '../api/markets';
import { useI18n } from '../app/context';
import { FormButtons, Modal } from '../components/Modal';
import type { Translate } from '../i18n';
import {
  FeeFields,
  Field,
  FormSection,
  invalidFields,
  LimitFields,
  ListingProblems,
  SelectField,
  TradingFields,
  typedProblems,
} from './marketFields';
import { nextSort } from './marketRules';
import {
  blankListing,
  decimalsCheck,
  listingBody,
  listingProblems,
  listingSymbol,
  STEP_LABELS,
  STEPS,
  type ListingValues,
} from './spotRules';

/**
 * Lists a new spot market of two listed coins. Tick and lot are chosen here
 * once and for all; it is listed suspended unless the operator opens it now.
 */
export function MarketListingForm(props: {
  markets: readonly AdminSpotMarket[];
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { listSpotMarket } = useMarketActions();
  const coins = useCoins();
  const [values, setValues] = useState(() => blankListing(nextSort(props.markets)));
  const set = (patch: Partial<ListingValues>) => setValues({ ...values, ...patch });
  const listed = props.markets.map((market) => market.symbol);
  const coinList = coins.data ?? [];
  const problems = listingProblems(values, coinList, listed);
  const invalid = invalidFields(typedProblems(problems, values));
  const body = listingBody(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body && problems.length === 0) listSpotMarket.mutate(body, { onSuccess: props.onClose });
  };
  const units = { base: values.base, quote: values.quote };
  const decimalsHint = <DecimalsHint values={values} coins={coinList} />;

  return (
    <Modal title={t('markets.listTitle')} onClose={props.onClose} testId="listing-form" wide>
      <form className="stack" onSubmit={submit}>
        <FormSection title={t('markets.pair')} note={t('markets.fixedNote')} testId="listing-pair">
          <div className="form-grid">
            {(['base', 'quote'] as const).map((name, index) => (
              <SelectField
                key={name}
                label={t(`markets.${name}`)}
                testId={`listing-${name}`}
                value={values[name]}
                placeholder={t('markets.choose')}
                options={coinList.map((coin) => coinOption(coin, t))}
                invalid={invalid(name)}
                onChange={(value) => set({ [name]: value })}
                autoFocus={index === 0}
              />
            ))}
            {STEPS.map((name) => (
              <Field
                key={name}
                label={t(STEP_LABELS[name])}
                testId={`listing-${name}`}
                unit={name === 'tickSize' ? values.quote : values.base}
                value={values[name]}
                invalid={invalid(name)}
                hint={name === 'tickSize' ? t('markets.tickHint') : decimalsHint}
                onChange={(value) => set({ [name]: value })}
              />
            ))}
          </div>
          {coins.isError && (
            <p className="form-error" role="alert">
              {describeError(coins.error, t)}
            </p>
          )}
          <p className="muted" data-testid="listing-symbol">
            {t('markets.symbolPreview', { symbol: listingSymbol(values) ?? '—' })}
          </p>
        </FormSection>
        <LimitFields
          testIdPrefix="listing"
          values={values}
          units={units}
          invalid={invalid}
          onChange={set}
        />
        <FeeFields
          testIdPrefix="listing"
          values={values}
          invalid={invalid}
          note={t('markets.listFeesNote')}
          onChange={set}
        />
        <TradingFields testIdPrefix="listing" values={values} invalid={invalid} onChange={set} />
        <ListingProblems problems={problems} values={values} testId="listing-problems" />
        <FormButtons
          submitLabel={t('markets.list')}
          submitTestId="listing-submit"
          disabled={listSpotMarket.isPending || body === null || problems.length > 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}

const coinOption = (coin: Coin, t: Translate) => ({
  value: coin.symbol,
  label: t('markets.coinOption', { symbol: coin.symbol, decimals: coin.decimals }),
});

/** The decimals rule, live: how fine tick and lot are against what the two coins hold. */
function DecimalsHint(props: { values: ListingValues; coins: readonly Coin[] }) {
  const { t } = useI18n();
  const check = decimalsCheck(props.values, props.coins);
  if (!check) return <>{t('markets.lotHint')}</>;
  const { tick, lot, base, quote } = check;
  return (
    <span
      className={check.quoteFits && check.baseFits ? undefined : 'warn-text'}
      data-testid="listing-decimals"
    >
      {t('markets.decimalsHint', {
        tick,
        lot,
        sum: tick + lot,
        quote: quote.symbol,
        quoteDecimals: quote.decimals,
        base: base.symbol,
        baseDecimals: base.decimals,
      })}
    </span>
  );
}
