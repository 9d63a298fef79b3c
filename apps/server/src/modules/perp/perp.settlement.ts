/**
 * Delivery (fixed-expiry) series (DESIGN.md section 2: real futures,
 * never fixed-odds bets). When a series' contract expires, every open
 * position settles at the index averaged over the last
 * `settleWindowMinutes` before expiry (the spec's settlement price), every
 * resting order is cancelled ('expired'), and the next contract is listed
 * under the same symbol. Runs as a task of the series' runner.
 *
 * Settlement is a close at the settlement price with no fee: margin share
 * back, price PnL through `perp_pnl`, a loss beyond the margin from the
 * insurance fund (`closeLots`), so it conserves money like any close; with
 * longs equal to shorts, the PnL of one settlement sums to what rounding
 * keeps.
 */
import { risk } from '@exchange/engine';
import type { Posting } from '../ledger/index.js';
import { closeLots } from './perp.close.js';
import { trimZeros } from './perp.core.js';
import { commitDirect } from './perp.direct.js';
import type { ContractRunner } from './perp.runner.js';
import { text, type Fixed } from './perp.state.js';
import type { PerpStore } from './perp.store.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNIT_MS: Readonly<Record<string, number>> = { M: MINUTE, H: HOUR, D: DAY, W: 7 * DAY };
/** Quarterly contracts expire on the last Friday of March, June, September and December, 08:00 UTC. */
const QUARTER_MONTHS = [2, 5, 8, 11];

function lastFriday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 8));
  const back = (last.getUTCDay() - 5 + 7) % 7;
  return last.getTime() - back * DAY;
}

/** The first expiry of a term strictly after `nowMs`. Weekly terms end on Fridays, 08:00 UTC. */
export function nextExpiry(term: string, nowMs: number): number {
  if (term === 'Q') {
    const year = new Date(nowMs).getUTCFullYear();
    for (let y = year; y <= year + 1; y += 1)
      for (const month of QUARTER_MONTHS) {
        const at = lastFriday(y, month);
        if (at > nowMs) return at;
      }
    throw new Error('no quarterly expiry within a year');
  }
  const match = /^(\d+)([MHDW])$/.exec(term);
  if (!match) throw new Error(`unknown delivery term ${term}`);
  const step = Number(match[1]) * (UNIT_MS[match[2] ?? 'M'] ?? MINUTE);
  // Weeks are counted from a Friday 08:00 UTC (1970-01-02 08:00), the rest from the epoch.
  const origin = match[2] === 'W' ? DAY + 8 * HOUR : 0;
  return origin + (Math.floor((nowMs - origin) / step) + 1) * step;
}

/** The expiry before `expiresAt` in a term's series: when the contract expiring then began. */
export function previousExpiry(term: string, expiresAt: number): number {
  if (term === 'Q') {
    const year = new Date(expiresAt).getUTCFullYear();
    let best = -Infinity;
    for (let y = year - 1; y <= year; y += 1)
      for (const month of QUARTER_MONTHS) {
        const at = lastFriday(y, month);
        if (at < expiresAt && at > best) best = at;
      }
    return best;
  }
  const match = /^(\d+)([MHDW])$/.exec(term);
  if (!match) throw new Error(`unknown delivery term ${term}`);
  return expiresAt - Number(match[1]) * (UNIT_MS[match[2] ?? 'M'] ?? MINUTE);
}

export interface SettlementDeps {
  readonly store: PerpStore;
  readonly nowMs: () => number;
  /** The index of a coin averaged over [fromMs, toMs], or null with no sample there. */
  readonly averageIndex: (
    coin: string,
    fromMs: number,
    toMs: number,
  ) => { price: string; samples: number } | null;
}

export interface SettlementOutcome {
  readonly expiresAt: number;
  readonly price: Fixed | null;
  readonly positions: number;
  readonly next: number;
}

/**
 * Settles the series if its contract has expired; returns what it did, or
 * null when nothing was due or no index sample covers the window yet (the
 * next tick retries; positions stay open, and no order can be placed on an
 * expired contract meanwhile).
 */
export async function settleIfDue(
  runner: ContractRunner,
  deps: SettlementDeps,
): Promise<SettlementOutcome | null> {
  const { contract } = runner;
  const expiry = runner.expiresAt;
  const now = deps.nowMs();
  if (contract.product !== 'delivery' || contract.term === null || expiry === null) return null;
  if (now < expiry) return null;
  const next = nextExpiry(contract.term, Math.max(now, expiry));
  const cancels = runner
    .allOrders()
    .filter((o) => o.status === 'PENDING')
    .map((o) => ({ orderId: o.id, reason: 'expired' }));
  if (cancels.length > 0) await runner.submit(() => [], 0, cancels);

  const positions = runner.allPositions().filter((p) => p.lots > 0);
  const { store } = deps;
  if (positions.length === 0) {
    await store.rollSeries(contract.symbol, next, null);
    runner.expiresAt = next;
    // The new contract has not traded: the last price shown must not be the old one's.
    runner.lastPrice = null;
    return { expiresAt: expiry, price: null, positions: 0, next };
  }
  const window = (contract.settleWindowMinutes ?? 1) * MINUTE;
  // No sample in the window means the server was down over the expiry: once the
  // window is long past, the latest window stands in (and is recorded as used).
  const average =
    deps.averageIndex(contract.coin, expiry - window, expiry) ??
    (now >= expiry + window ? deps.averageIndex(contract.coin, now - window, now) : null);
  if (average === null) return null;
  const price = risk.fx(trimZeros(average.price));
  const postings: Posting[] = [];
  let lots = 0;
  for (const p of positions) {
    lots += p.lots;
    const key = `perp:settle:${contract.symbol}:${expiry}:${p.id}`;
    postings.push(...closeLots(contract, p, p.lots, price, 'none', key, now).postings);
    p.closedBy = 'settlement';
  }
  const settled = await commitDirect(runner, {
    orders: [],
    trades: [],
    positions,
    postings,
    extra: async (trx) => {
      const fresh = await store.insertSettlement(trx, {
        contract: contract.symbol,
        expiresAt: expiry,
        price: text(price),
        samples: average.samples,
        positions: positions.length,
        lots,
        settledAt: now,
      });
      if (fresh) await store.rollSeries(contract.symbol, next, text(price), trx);
      return fresh;
    },
  });
  if (!settled) return null;
  runner.expiresAt = next;
  runner.lastSettlementPrice = price;
  runner.lastPrice = null;
  return { expiresAt: expiry, price, positions: positions.length, next };
}
