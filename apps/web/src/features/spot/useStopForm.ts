import type { MarketConfig, OrderSide, SpotStopKind } from '@exchange/contracts';
import { parseDecimal, ROUNDING, toFixed } from '@exchange/money';
import { useState } from 'react';
import { normaliseAmountInput } from '../wallet/transferRules';
import { amountForPercent, totalForPercent, type PercentStop } from './orderMath';
import type { OrderType } from './orderRules';
import { stopSizesByTotal, stopSizingPrice, type StopDraft, type StopField } from './stopRules';
import type { OrderForm } from './useOrderForm';

/** What the form's type picker offers: the two ordinary orders and the four conditional ones. */
export type FormKind = OrderType | SpotStopKind;
export const FORM_KINDS: readonly FormKind[] = [
  'limit',
  'market',
  'stop_limit',
  'stop_market',
  'trailing',
  'oco',
];

/** The callback rates offered with one tap, in percent. */
export const CALLBACK_PRESETS = ['1', '2', '5'] as const;

type Fields = Omit<StopDraft, 'kind' | 'side'>;
const EMPTY: Fields = {
  stopPrice: '',
  price: '',
  stopLimitPrice: '',
  amount: '',
  total: '',
  callbackRate: '',
  activationPrice: '',
};

interface StopState extends Fields {
  /** Null while an ordinary order (limit or market) is chosen. */
  kind: SpotStopKind | null;
  /** The chosen share of the available balance; the size follows it until typed over. */
  percent: PercentStop | null;
}

export interface StopFormInput {
  market: MarketConfig;
  /** The side is the order form's: one buy/sell switch for every kind. */
  side: OrderSide;
  /** Quote available for a buy, base for a sell (the order form's, for `side`). */
  available: string | undefined;
}

/**
 * The conditional order form's state. Sizes from a percentage are worked
 * out at each render from the live balance, as in useOrderForm.
 */
export function useStopForm({ market, side, available }: StopFormInput) {
  const [state, setState] = useState<StopState>({ ...EMPTY, kind: null, percent: null });
  const patch = (next: Partial<StopState>) => setState((current) => ({ ...current, ...next }));
  const cleared = { amount: '', total: '', percent: null };
  const kind = state.kind ?? 'stop_limit';

  let { amount, total } = state;
  if (state.percent !== null && available !== undefined) {
    if (stopSizesByTotal({ kind, side })) {
      total = totalForPercent(state.percent, available, market.pricePrecision);
    } else {
      amount =
        amountForPercent({
          percent: state.percent,
          side,
          available,
          price: stopSizingPrice({ ...state, kind }),
          lotSize: market.lotSize,
        }) ?? '';
    }
  }
  const draft: StopDraft = { ...state, kind, side, amount, total };

  return {
    kind: state.kind,
    draft,
    percent: state.percent,
    setKind: (next: SpotStopKind | null) => patch({ kind: next, ...cleared }),
    set: (field: StopField, text: string) =>
      patch(
        field === 'amount' || field === 'total'
          ? { [field]: normaliseAmountInput(text), percent: null }
          : { [field]: normaliseAmountInput(text) },
      ),
    setPercent: (percent: PercentStop) =>
      patch(percent === 0 ? cleared : { percent, amount: '', total: '' }),
    /** A tapped book level: the price the kind is mostly set by. */
    pickPrice: (picked: string) => {
      const value = parseDecimal(picked.trim());
      if (value === null) return;
      const text = toFixed(value, market.pricePrecision, ROUNDING.half_up);
      patch(
        kind === 'trailing'
          ? { activationPrice: text }
          : kind === 'oco'
            ? { price: text }
            : { stopPrice: text },
      );
    },
    /** The side changed: a size worked out for the other side means nothing now. */
    clearSize: () => patch(cleared),
    /** After a placed order: keep kind and prices, clear the size. */
    reset: () => patch(cleared),
  };
}

export type StopForm = ReturnType<typeof useStopForm>;

/** The type picker's choice: an ordinary type goes to the order form, a conditional kind here. */
export function chooseKind(kind: FormKind, form: OrderForm, stop: StopForm): void {
  if (kind === 'limit' || kind === 'market') {
    stop.setKind(null);
    form.setType(kind);
  } else {
    stop.setKind(kind);
  }
}

/** The side switch: both forms follow it, and both forget their size. */
export function chooseSide(side: OrderSide, form: OrderForm, stop: StopForm): void {
  form.setSide(side);
  stop.clearSize();
}
