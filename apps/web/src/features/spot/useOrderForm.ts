import type { MarketConfig, OrderSide, SpotTimeInForce } from '@exchange/contracts';
import { parseDecimal, ROUNDING, toFixed } from '@exchange/money';
import { useState } from 'react';
import { normaliseAmountInput } from '../wallet/transferRules';
import { amountForPercent, orderTotal, totalForPercent, type PercentStop } from './orderMath';
import { sizesByTotal, type BuyBy, type OrderDraft, type OrderType } from './orderRules';

interface FormState {
  side: OrderSide;
  type: OrderType;
  buyBy: BuyBy;
  timeInForce: SpotTimeInForce;
  /** Null until the user sets a price: the field then shows the best price and follows it. */
  price: string | null;
  amount: string;
  total: string;
  /** The chosen share of the available balance; the size follows it until typed over. */
  percent: PercentStop | null;
}

export interface PriceHints {
  bestBid: string | null;
  bestAsk: string | null;
  last: string | null;
}

export interface OrderFormInput {
  market: MarketConfig;
  hints: PriceHints;
  /** Quote available for a buy, base for a sell; undefined for guests or while loading. */
  available: { buy: string | undefined; sell: string | undefined };
  initialSide: OrderSide;
}

/** The price a side starts from: the best opposite price it would trade against, else the last. */
function defaultPrice(side: OrderSide, hints: PriceHints): string | null {
  return (side === 'buy' ? hints.bestAsk : hints.bestBid) ?? hints.last;
}

/** Written with the market's price decimals, as the user would type it. */
function asInput(price: string | null, market: MarketConfig): string {
  const value = price === null ? null : parseDecimal(price.trim());
  return value === null ? '' : toFixed(value, market.pricePrecision, ROUNDING.half_up);
}

/**
 * The order form's state and what follows from it. The price defaults to the
 * best price and the size to the chosen percentage, both worked out at each
 * render from live figures until the user types over them, so no effect has
 * to chase the market.
 */
export function useOrderForm({ market, hints, available, initialSide }: OrderFormInput) {
  const [state, setState] = useState<FormState>({
    side: initialSide,
    type: 'limit',
    buyBy: 'amount',
    timeInForce: 'GTC',
    price: null,
    amount: '',
    total: '',
    percent: null,
  });
  const patch = (next: Partial<FormState>) => setState((current) => ({ ...current, ...next }));
  const cleared = { amount: '', total: '', percent: null };

  const price = state.price ?? asInput(defaultPrice(state.side, hints), market);
  const sideAvailable = state.side === 'buy' ? available.buy : available.sell;
  const byTotal = sizesByTotal(state);
  // A market order fills at the book's prices; the opposite best price estimates it.
  const sizingPrice = state.type === 'limit' ? price : defaultPrice(state.side, hints);

  let amount = state.amount;
  let total = state.total;
  if (state.percent !== null && sideAvailable !== undefined) {
    if (byTotal) total = totalForPercent(state.percent, sideAvailable, market.pricePrecision);
    else {
      amount =
        amountForPercent({
          percent: state.percent,
          side: state.side,
          available: sideAvailable,
          price: sizingPrice,
          lotSize: market.lotSize,
        }) ?? '';
    }
  }

  const draft: OrderDraft = { ...state, price, amount, total };
  /** What the order costs or yields in the quote currency, exact; estimated for market orders. */
  const value = byTotal ? total : orderTotal(sizingPrice ?? '', amount);

  return {
    draft,
    value,
    available: sideAvailable,
    percent: state.percent,
    setSide: (side: OrderSide) => patch({ side, ...cleared }),
    setType: (type: OrderType) => patch({ type, ...cleared }),
    setBuyBy: (buyBy: BuyBy) => patch({ buyBy, ...cleared }),
    setTimeInForce: (timeInForce: SpotTimeInForce) => patch({ timeInForce }),
    setPrice: (text: string) => patch({ price: normaliseAmountInput(text) }),
    setAmount: (text: string) => patch({ amount: normaliseAmountInput(text), percent: null }),
    setTotal: (text: string) => patch({ total: normaliseAmountInput(text), percent: null }),
    setPercent: (percent: PercentStop) =>
      patch(percent === 0 ? cleared : { percent, amount: '', total: '' }),
    /** A tapped book level: a limit order at that price. */
    pickPrice: (picked: string) =>
      patch({
        type: 'limit',
        price: asInput(picked, market),
        ...(state.type === 'market' ? cleared : {}),
      }),
    /** After a placed order: keep side, type and price, clear the size. */
    reset: () => patch(cleared),
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
