import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../market/format';
import { usePlaceOrder } from '../mutations';
import { checkOrder, hasProblems, orderRequest, sizesByTotal } from '../orderRules';
import type { OrderForm as OrderFormState } from '../useOrderForm';
import { useOrderFormSubmit } from '../useOrderFormSubmit';
import { chooseKind, chooseSide, type StopForm } from '../useStopForm';
import { BuyBySwitch, FormHead } from './FormSwitches';
import { NumberBox } from './NumberBox';
import { AvailableLine, FormLine, PlaceOrder, PriceFields, usePlaceLabel } from './OrderFormParts';
import { PercentSlider } from './PercentSlider';

/**
 * Buy or sell: limit or market, price and size, a share of the available
 * balance, the total and the fee rates. The market's rules are checked
 * before sending; guests see everything and are sent to log in on submit.
 */
export function OrderForm({
  market,
  form,
  stop,
}: {
  market: MarketSummary;
  form: OrderFormState;
  /** The conditional form, which the type picker hands over to. */
  stop: StopForm;
}) {
  const { t } = useTranslation();
  const place = usePlaceOrder();
  const { draft } = form;
  const byTotal = sizesByTotal(draft);
  const problems = checkOrder(draft, { market, available: form.available });
  const { signedIn, outcome, shown, onSubmit } = useOrderFormSubmit({
    send: place.mutateAsync,
    pending: place.isPending,
    valid: !hasProblems(problems),
    request: () => orderRequest(draft, market.symbol),
    reset: form.reset,
  });
  // A limit order's value problem (minimum value, balance) shows under its total.
  const valueError = shown(draft.amount, problems.total);
  const placeLabel = usePlaceLabel(signedIn, draft.side, market.base);

  return (
    <form
      className={`order-form side-${draft.side}`}
      data-testid="order-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <FormHead
        side={draft.side}
        kind={draft.type}
        onSide={(side) => chooseSide(side, form, stop)}
        onKind={(kind) => chooseKind(kind, form, stop)}
      />
      <PriceFields
        draft={draft}
        form={form}
        unit={market.quote}
        tickSize={market.tickSize}
        error={shown(draft.price, problems.price)}
      />
      {draft.type === 'market' && draft.side === 'buy' && (
        <BuyBySwitch value={draft.buyBy} onChange={form.setBuyBy} />
      )}
      {byTotal ? (
        <NumberBox
          label={t('trade.total')}
          value={draft.total}
          onChange={form.setTotal}
          unit={market.quote}
          error={shown(draft.total, problems.total)}
          testId="order-total-input"
        />
      ) : (
        <NumberBox
          label={t('trade.amount')}
          value={draft.amount}
          onChange={form.setAmount}
          unit={market.base}
          step={market.lotSize}
          error={shown(draft.amount, problems.amount)}
          testId="order-amount"
        />
      )}
      <PercentSlider
        value={form.percent}
        onChange={form.setPercent}
        disabled={form.available === undefined}
      />
      {!byTotal && (
        <FormLine label={t('trade.total')} testId="order-total">
          {form.value === null
            ? '--'
            : draft.type === 'market'
              ? t('trade.estimated', {
                  value: formatPrice(form.value, market.pricePrecision),
                  asset: market.quote,
                })
              : `${formatPrice(form.value, market.pricePrecision)} ${market.quote}`}
        </FormLine>
      )}
      {!byTotal && valueError && (
        <div className="number-error" role="alert">
          {valueError}
        </div>
      )}
      <AvailableLine market={market} side={draft.side} available={form.available} />
      <PlaceOrder
        outcome={outcome}
        side={draft.side}
        venue={market}
        pending={place.isPending}
        label={placeLabel}
      />
    </form>
  );
}
