import type { MarketSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice, formatQuantity } from '../../market/format';
import { usePlaceOrder } from '../mutations';
import { checkOrder, hasProblems, orderRequest, sizesByTotal } from '../orderRules';
import type { OrderForm as OrderFormState } from '../useOrderForm';
import { useOrderFormSubmit } from '../useOrderFormSubmit';
import { BuyBySwitch, SideSwitch, TypeSwitch } from './FormSwitches';
import { NumberBox } from './NumberBox';
import { FormLine, PlaceOrder, PriceFields } from './OrderFormParts';
import { PercentSlider } from './PercentSlider';

/**
 * Buy or sell: limit or market, price and size, a share of the available
 * balance, the total and the fee rates. The market's rules are checked
 * before sending; guests see everything and are sent to log in on submit.
 */
export function OrderForm({ market, form }: { market: MarketSummary; form: OrderFormState }) {
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
  const availableAsset = draft.side === 'buy' ? market.quote : market.base;
  const availablePlaces = draft.side === 'buy' ? market.pricePrecision : market.amountPrecision;

  return (
    <form
      className={`order-form side-${draft.side}`}
      data-testid="order-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <SideSwitch value={draft.side} onChange={form.setSide} />
      <TypeSwitch value={draft.type} onChange={form.setType} />
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
      <FormLine label={t('trade.available')} testId="available-balance">
        {form.available === undefined
          ? '--'
          : `${formatQuantity(form.available, availablePlaces)} ${availableAsset}`}
      </FormLine>
      <PlaceOrder
        outcome={outcome}
        side={draft.side}
        venue={market}
        pending={place.isPending}
        label={
          !signedIn
            ? t('trade.login')
            : t(draft.side === 'buy' ? 'trade.buyAsset' : 'trade.sellAsset', {
                asset: market.base,
              })
        }
      />
    </form>
  );
}
