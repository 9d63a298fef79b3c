import type {
  MarginMode,
  PerpAction,
  PerpConfig,
  PerpDirection,
  PerpOrderType,
  PerpPosition,
  PerpTimeInForce,
} from '@exchange/contracts';
import { parseDecimal, ROUNDING, toFixed } from '@exchange/money';
import { useState } from 'react';
import type { PercentStop } from '../spot/orderMath';
import { normaliseAmountInput } from '../wallet/transferRules';
import { closeLotsForShare, lotsForShare } from './perpMath';
import { fxText, openingEstimate } from './perpRisk';
import { buys, lotsOf, referencePrice, type PerpDraft } from './perpRules';
import { readPreset, type PresetKind, type PresetMode } from './presetRoe';

interface FormState {
  action: PerpAction;
  direction: PerpDirection;
  type: PerpOrderType;
  timeInForce: PerpTimeInForce;
  /** Null until the user sets a price: the field then shows the best price and follows it. */
  price: string | null;
  lots: string;
  /** The chosen share; the lots follow it until typed over. */
  percent: PercentStop | null;
  /** Null until picked: the open position's leverage, else the last one chosen, else the contract's default. */
  leverage: number | null;
  presets: boolean;
  takeProfit: string;
  stopLoss: string;
  /** Whether each preset is typed as a price or as an ROE %. */
  modes: Record<PresetKind, PresetMode>;
}

export interface BookHints {
  bestBid: string | null;
  bestAsk: string | null;
}

export interface PerpFormInput {
  config: PerpConfig;
  defaultLeverage: number;
  hints: BookHints;
  /** The contract account's available margin asset; undefined for guests or while loading. */
  available: string | undefined;
  /** The user's OPEN position in this contract, if any. */
  position: PerpPosition | undefined;
  /** Decimals of the margin asset (the server rounds margins to them); undefined while loading. */
  marginDecimals?: number | undefined;
  /** The contract's margin mode (isolated when left out): cross counts the free balance. */
  marginMode?: MarginMode | undefined;
}

/** What a market order's estimates are priced at: the best opposite book price, else the mark. */
export type EstimateBasis = 'limit' | 'book' | 'mark';

const leverageKey = (symbol: string) => `perp.leverage.${symbol}`;

/**
 * The leverage the user last chose for a contract, kept in this browser so
 * that closing a position (or leaving the screen) does not fall back to
 * the default. Ignored when the contract no longer offers it.
 */
export function rememberedLeverage(config: PerpConfig): number | null {
  try {
    const value = Number(window.localStorage.getItem(leverageKey(config.symbol)));
    if (!Number.isInteger(value) || value <= 0) return null;
    return config.leverages.length === 0 || config.leverages.includes(value) ? value : null;
  } catch {
    return null; // storage refused (private mode): nothing remembered
  }
}

function rememberLeverage(symbol: string, leverage: number): void {
  try {
    window.localStorage.setItem(leverageKey(symbol), String(leverage));
  } catch {
    // storage refused: the choice lasts as long as the screen
  }
}

/** Written with the contract's price decimals, as the user would type it. */
function asInput(price: string | null, config: PerpConfig): string {
  const value = price === null ? null : parseDecimal(price.trim());
  return value === null ? '' : toFixed(value, config.pricePrecision, ROUNDING.half_up);
}

/** The best opposite price the order would trade against, else the last or mark price. */
function defaultPrice(draft: Pick<PerpDraft, 'action' | 'direction'>, input: PerpFormInput) {
  const best = buys(draft) ? input.hints.bestAsk : input.hints.bestBid;
  return best ?? input.config.lastPrice ?? input.config.markPrice;
}

/**
 * The contract form's state and what follows from it. Price, leverage and
 * lots default to live figures, worked out at each render until the user
 * types over them, so no effect has to chase the market.
 */
export function usePerpForm(input: PerpFormInput) {
  const { config, position, available } = input;
  const [state, setState] = useState<FormState>({
    action: 'open',
    direction: 'long',
    type: 'limit',
    timeInForce: 'GTC',
    price: null,
    lots: '',
    percent: null,
    leverage: null,
    presets: false,
    takeProfit: '',
    stopLoss: '',
    modes: { takeProfit: 'price', stopLoss: 'price' },
  });
  const patch = (next: Partial<FormState>) => setState((current) => ({ ...current, ...next }));
  const cleared = { lots: '', percent: null };

  const price = state.price ?? asInput(defaultPrice(state, input), config);
  const leverage =
    state.leverage ?? position?.leverage ?? rememberedLeverage(config) ?? input.defaultLeverage;
  const opening = state.action === 'open';
  const sizingPrice = referencePrice({ type: state.type, price }, config);
  const closable =
    position !== undefined && position.direction === state.direction ? position.closableLots : 0;

  let lots = state.lots;
  if (state.percent !== null && opening && available !== undefined) {
    const share = lotsForShare({
      percent: state.percent,
      available,
      price: sizingPrice,
      leverage,
      spec: config,
    });
    lots = share === null ? '' : String(share);
  } else if (state.percent !== null && !opening) {
    lots = String(closeLotsForShare(state.percent, closable));
  }
  // A market order fills first at the best opposite price; with an empty
  // book side the mark price is the best guess.
  const best = buys(state) ? input.hints.bestAsk : input.hints.bestBid;
  const basis: EstimateBasis = state.type === 'limit' ? 'limit' : best !== null ? 'book' : 'mark';
  const estimate = opening
    ? openingEstimate({
        config,
        marginDecimals: input.marginDecimals,
        side: state.direction,
        lots: lotsOf(lots),
        price: basis === 'limit' ? price : basis === 'book' ? best : config.markPrice,
        leverage,
        position,
        crossAvailable: input.marginMode === 'cross' ? (available ?? '0') : undefined,
      })
    : null;
  const withPresets = opening && state.presets;
  const read = (which: PresetKind) =>
    readPreset(
      which,
      state.modes[which],
      withPresets ? state[which] : '',
      config,
      estimate?.shape ?? null,
    );
  const presetReadings = { takeProfit: read('takeProfit'), stopLoss: read('stopLoss') };
  const draft: PerpDraft = {
    ...state,
    price,
    lots,
    leverage,
    takeProfit: presetReadings.takeProfit.price,
    stopLoss: presetReadings.stopLoss.price,
  };

  return {
    draft,
    /** Initial margin of an opening order, in the margin asset; estimated for a market order. */
    margin: estimate === null ? null : fxText(estimate.margin),
    /** The opening estimate: margin, resulting position and its liquidation price. */
    estimate,
    basis,
    /** What was typed in each preset box (a price or an ROE %), and what it reads as. */
    presetTexts: { takeProfit: state.takeProfit, stopLoss: state.stopLoss },
    presetModes: state.modes,
    presetReadings,
    available,
    closable,
    percent: state.percent,
    presets: state.presets,
    /** The percentage stops have something to share out. */
    canShare: opening ? available !== undefined : closable > 0,
    setAction: (action: PerpAction) => patch({ action, ...cleared }),
    setDirection: (direction: PerpDirection) => patch({ direction, ...cleared }),
    setType: (type: PerpOrderType) => patch({ type, ...cleared }),
    setTimeInForce: (timeInForce: PerpTimeInForce) => patch({ timeInForce }),
    setPrice: (text: string) => patch({ price: normaliseAmountInput(text) }),
    setLots: (text: string) => patch({ lots: text.trim(), percent: null }),
    setPercent: (percent: PercentStop) => patch(percent === 0 ? cleared : { percent, lots: '' }),
    setLeverage: (next: number) => {
      rememberLeverage(config.symbol, next);
      patch({ leverage: next });
    },
    setPresets: (presets: boolean) => patch({ presets }),
    setTakeProfit: (text: string) => patch({ takeProfit: normaliseAmountInput(text) }),
    setStopLoss: (text: string) => patch({ stopLoss: normaliseAmountInput(text) }),
    /** Switches a preset between price and ROE %; the price worked out so far is kept. */
    setPresetMode: (which: PresetKind, mode: PresetMode) =>
      patch({
        modes: { ...state.modes, [which]: mode },
        [which]: mode === 'price' ? presetReadings[which].price : '',
      }),
    /** A tapped book level: a limit order at that price. */
    pickPrice: (picked: string) =>
      patch({
        type: 'limit',
        price: asInput(picked, config),
        ...(state.type === 'market' ? cleared : {}),
      }),
    /** After a placed order: keep the choices, clear the size and the presets. */
    reset: () => patch({ ...cleared, takeProfit: '', stopLoss: '' }),
  };
}

export type PerpForm = ReturnType<typeof usePerpForm>;
