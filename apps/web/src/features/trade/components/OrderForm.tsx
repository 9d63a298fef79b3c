import type { MarketSummary } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { formatFeeRate, formatPrice, formatQuantity } from '../../market/format';
import { useProblemText } from '../../wallet/useProblemText';
import { usePlaceOrder } from '../mutations';
import { checkOrder, hasProblems, orderRequest, sizesByTotal } from '../orderRules';
import type { OrderForm as OrderFormState } from '../useOrderForm';
import { useOrderSubmit } from '../useOrderSubmit';
import { BuyBySwitch, SideSwitch, TimeInForceSelect, TypeSwitch } from './FormSwitches';
import { NumberBox } from './NumberBox';
import { PercentSlider } from './PercentSlider';

/**
 * Buy or sell: limit or market, price and size, a share of the available
 * balance, the total and the fee rates. The market's rules are checked
 * before sending; guests see everything and are sent to log in on submit.
 */
export function OrderForm({ market, form }: { market: MarketSummary; form: OrderFormState }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  const place = usePlaceOrder();
  const { submit, outcome } = useOrderSubmit(place.mutateAsync);
  const [tried, setTried] = useState(false);
  const { draft } = form;
  const byTotal = sizesByTotal(draft);
  const problems = checkOrder(draft, { market, available: form.available });
  // Problems show once a field has text, or for every field after a submit was tried.
  const shown = (text: string, problem: (typeof problems)['price']) =>
    text.trim() !== '' || tried ? problemText(problem) : undefined;
  // A limit order's value problem (minimum value, balance) shows under its total.
  const valueError = shown(draft.amount, problems.total);
  const availableAsset = draft.side === 'buy' ? market.quote : market.base;
  const availablePlaces = draft.side === 'buy' ? market.pricePrecision : market.amountPrecision;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      navigate(loginRedirect(`${location.pathname}${location.search}`));
      return;
    }
    if (place.isPending) return;
    setTried(true);
    if (hasProblems(problems)) return;
    const order = await submit(orderRequest(draft, market.symbol));
    if (order === null) return;
    notify.info(t('trade.placed'));
    form.reset();
    setTried(false);
  };

  return (
    <form
      className={`order-form side-${draft.side}`}
      data-testid="order-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <SideSwitch value={draft.side} onChange={form.setSide} />
      <TypeSwitch value={draft.type} onChange={form.setType} />
      {draft.type === 'limit' ? (
        <NumberBox
          label={t('trade.price')}
          value={draft.price}
          onChange={form.setPrice}
          unit={market.quote}
          step={market.tickSize}
          error={shown(draft.price, problems.price)}
          testId="order-price"
        />
      ) : (
        <div className="number-box static" data-testid="order-price-market">
          {t('trade.marketPrice')}
        </div>
      )}
      {draft.type === 'limit' && (
        <TimeInForceSelect value={draft.timeInForce} onChange={form.setTimeInForce} />
      )}
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
        <div className="form-line">
          <span className="muted">{t('trade.total')}</span>
          <span className="num" data-testid="order-total">
            {form.value === null
              ? '--'
              : draft.type === 'market'
                ? t('trade.estimated', {
                    value: formatPrice(form.value, market.pricePrecision),
                    asset: market.quote,
                  })
                : `${formatPrice(form.value, market.pricePrecision)} ${market.quote}`}
          </span>
        </div>
      )}
      {!byTotal && valueError && (
        <div className="number-error" role="alert">
          {valueError}
        </div>
      )}
      <div className="form-line">
        <span className="muted">{t('trade.available')}</span>
        <span className="num" data-testid="available-balance">
          {form.available === undefined
            ? '--'
            : `${formatQuantity(form.available, availablePlaces)} ${availableAsset}`}
        </span>
      </div>
      {outcome === 'unknown' && <p className="form-unknown">{t('trade.unknown')}</p>}
      <Button
        type="submit"
        block
        shape="rounded"
        className={`place-order ${draft.side}`}
        disabled={!market.enabled}
        loading={place.isPending}
        data-testid="place-order"
      >
        {!signedIn
          ? t('trade.login')
          : t(draft.side === 'buy' ? 'trade.buyAsset' : 'trade.sellAsset', { asset: market.base })}
      </Button>
      <p className="fee-hint muted">
        {t('trade.fee', {
          maker: formatFeeRate(market.makerFee),
          taker: formatFeeRate(market.takerFee),
        })}
      </p>
    </form>
  );
}
