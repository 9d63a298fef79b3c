import { risk } from '@exchange/engine';
import type { Problem } from '../wallet/transferRules';
import {
  fxOf,
  fxText,
  roePercent,
  shapeQty,
  specOf,
  type PositionShape,
  type RiskConfig,
} from './perpRisk';

/**
 * Take-profit and stop-loss by ROE: the trigger price at which a position's
 * PnL, as the engine computes it (`risk.unrealisedPnl`, rounded down), is a
 * given share of its isolated margin, and back. The server still receives
 * prices only.
 *
 * ROE is typed as a positive percentage: the gain for a take-profit, the loss
 * for a stop-loss. The price is the tick nearest the entry at which the asked
 * ROE is reached, so a take-profit never fires before the gain is made and a
 * stop-loss never before the loss is (the ROE of the price is at least the
 * asked one for a take-profit, at most minus the asked one for a stop-loss,
 * and one tick nearer the entry it no longer is).
 */

type Fixed = bigint;

export type PresetKind = 'takeProfit' | 'stopLoss';
export type PresetMode = 'price' | 'roe';
export const PRESET_MODES: readonly PresetMode[] = ['price', 'roe'];

/**
 * The exact PnL the trigger must reach, in Fixed units, for an ROE of `roe` %
 * (Fixed, positive) of `margin`. The engine's PnL is the exact one rounded
 * down to a whole unit, so it is at least a gain G exactly when the exact PnL
 * is at least ceil(G), and at most a loss −L exactly when the exact PnL is
 * below floor(−L) + 1 (a strict bound, see `priceForRoe`).
 */
function targetPnl(which: PresetKind, margin: Fixed, roe: Fixed): Fixed {
  const hundred = 100n * risk.ONE;
  return which === 'takeProfit'
    ? risk.mulDiv(margin, roe, hundred, 'ceil')
    : risk.mulDiv(margin, -roe, hundred, 'floor') + 1n;
}

/**
 * The trigger price on `tick` for an ROE of `roe` % (Fixed, positive), or null
 * when no positive price reaches it. With Q = lots × contractSize, E the entry
 * and T the target PnL, pnlExact inverted (all in Fixed units, U = 10^12):
 * - linear:  long P = E + T·U²/Q,    short P = E − T·U²/Q
 * - inverse: long P = Q·E/(Q − T·E), short P = Q·E/(Q + T·E)
 * An inverse long's gain is at most Q/E however high the price goes, and an
 * inverse short's loss likewise, so beyond that there is no price.
 */
export function priceForRoe(
  spec: risk.ContractSpec,
  shape: PositionShape,
  which: PresetKind,
  roe: Fixed,
  tick: Fixed,
): Fixed | null {
  if (roe <= 0n || tick <= 0n || shape.margin <= 0n) return null;
  const target = targetPnl(which, shape.margin, roe);
  const face = shapeQty(shape) * spec.contractSize;
  const entry = shape.entry;
  const long = shape.side === 'long';
  let num: bigint;
  let den: bigint;
  if (spec.kind === 'linear') {
    const move = target * risk.ONE * risk.ONE;
    num = long ? entry * face + move : entry * face - move;
    den = face;
  } else {
    num = face * entry;
    den = long ? face - target * entry : face + target * entry;
  }
  if (den <= 0n || num <= 0n) return null;
  // PnL rises with the price for a long: its take-profit is the first tick at
  // or above the exact price, its stop-loss the first strictly below it; a
  // short's the other way round.
  const up = long === (which === 'takeProfit');
  const at = (rounding: risk.Rounding) => risk.mulDiv(num, 1n, den * tick, rounding);
  let ticks: bigint;
  if (which === 'takeProfit') ticks = at(up ? 'ceil' : 'floor');
  else ticks = up ? at('floor') + 1n : at('ceil') - 1n;
  return ticks > 0n ? ticks * tick : null;
}

/** The ROE (percent, two places, half-up) the position would show with the mark at `price`. */
export function roeAtPrice(
  spec: risk.ContractSpec,
  shape: PositionShape,
  price: Fixed,
): string | null {
  if (price <= 0n) return null;
  const pnl = risk.unrealisedPnl(spec, shape.side, shapeQty(shape), shape.entry, price);
  return roePercent(fxText(pnl), fxText(shape.margin));
}

export interface PresetReading {
  /** The price to send: as typed, or worked out from the ROE; '' for none. */
  price: string;
  /** The ROE that price gives the position; null while unknown. */
  roe: string | null;
  problem?: Problem | undefined;
}

/**
 * One take-profit or stop-loss field read in its mode. In price mode the
 * text is the price (checked elsewhere) and the ROE it gives is worked out;
 * in ROE mode the text is the percentage and the price is worked out from
 * `shape`, the position the preset applies to (null while unknown).
 */
export function readPreset(
  which: PresetKind,
  mode: PresetMode,
  text: string,
  config: RiskConfig,
  shape: PositionShape | null,
): PresetReading {
  const spec = specOf(config);
  const tick = fxOf(config.tickSize);
  if (text.trim() === '') return { price: '', roe: null };
  const typed = fxOf(text);
  if (mode === 'price') {
    const roe = spec && shape && typed !== null ? roeAtPrice(spec, shape, typed) : null;
    return { price: text, roe };
  }
  if (typed === null) return { price: '', roe: null, problem: { key: 'trade.error.format' } };
  if (typed <= 0n) return { price: '', roe: null, problem: { key: 'trade.error.positive' } };
  if (spec === null || tick === null || shape === null) {
    return { price: '', roe: null, problem: { key: 'perp.error.roeNoEntry' } };
  }
  const price = priceForRoe(spec, shape, which, typed, tick);
  if (price === null) {
    return { price: '', roe: null, problem: { key: 'perp.error.roeUnreachable' } };
  }
  return { price: fxText(price), roe: roeAtPrice(spec, shape, price) };
}
