/**
 * Funding: every `fundingIntervalHours` (8 by default, at 00:00, 08:00 and
 * 16:00 UTC) longs pay shorts, or shorts pay longs, the value of their
 * position at the mark price times the rate. The rate is the engine's
 * `risk.fundingRate` of the premium index averaged over the interval (one
 * sample per mark-price tick; the best bid and ask stand in for the impact
 * prices). Payments move each position's isolated margin through
 * `clearing:funding`; what rounding keeps (the engine's residual, plus the
 * rounding to the margin asset's decimals, both in the exchange's favour)
 * goes to the insurance fund, so a round sums to exactly zero. A payer whose
 * margin cannot cover the payment pays what it has (the fund covers the
 * rest) and is liquidated on the next tick.
 */
import { risk } from '@exchange/engine';
import type { Posting } from '../ledger/index.js';
import { lotsFx } from './perp.core.js';
import { commitDirect } from './perp.direct.js';
import type { ContractRunner } from './perp.runner.js';
import { accountsOf, cash, posting, rollMarginHold, type Fixed } from './perp.state.js';
import type { PerpStore } from './perp.store.js';

const HOUR_MS = 3_600_000;

/** The first funding time strictly after `nowMs` (intervals are aligned to UTC midnight). */
export function nextFundingTime(nowMs: number, intervalHours: number): number {
  const interval = intervalHours * HOUR_MS;
  return (Math.floor(nowMs / interval) + 1) * interval;
}

/** The running mean of premium-index samples over one interval. */
export class PremiumAverage {
  private sum = 0n;
  private count = 0n;

  add(sample: Fixed): void {
    this.sum += sample;
    this.count += 1n;
  }

  /** Zero before any sample: the rate is then the interest rate alone. */
  mean(): Fixed {
    return this.count === 0n ? 0n : this.sum / this.count;
  }

  reset(): void {
    this.sum = 0n;
    this.count = 0n;
  }
}

/** The premium sample of one tick: zero while either side of the book is empty. */
export function premiumSample(runner: ContractRunner, index: Fixed): Fixed {
  const { bids, asks } = runner.depth(1);
  const tick = risk.fx(runner.contract.tick.toString());
  const bid = bids[0];
  const ask = asks[0];
  if (!bid || !ask) return 0n;
  return risk.premiumIndex(BigInt(bid[0]) * tick, BigInt(ask[0]) * tick, index);
}

/**
 * Settles one round at `at` with `rate`, inside a task of the runner.
 * Returns false when there is no mark price yet or the round was already
 * settled (the `perp_funding` row for `at` exists): it is never paid twice.
 */
export async function settleFundingRound(
  runner: ContractRunner,
  store: PerpStore,
  at: number,
  rate: Fixed,
): Promise<boolean> {
  const mark = runner.mark;
  if (mark === null) return false;
  const { contract } = runner;
  const positions = runner.allPositions().filter((p) => p.lots > 0);
  const { payments } = risk.settleFunding(
    contract.spec,
    positions.map((p) => ({ side: p.direction, qty: lotsFx(p.lots) })),
    mark,
    rate,
  );
  const { system } = accountsOf(contract);
  const clearing = system('clearing:funding');
  const reference = `perp_funding:${contract.symbol}:${at}`;
  const postings: Posting[] = [];
  let total = 0n;
  positions.forEach((p, i) => {
    let pay = cash(contract, payments[i] ?? 0n, 'floor');
    if (pay < -p.margin) pay = -p.margin;
    if (pay === 0n) return;
    p.margin += pay;
    p.fundingFees += pay;
    total += pay;
    const roll = rollMarginHold(contract, p, pay);
    postings.push(
      posting(
        `${reference}:${p.id}`,
        'funding_fee',
        reference,
        'funding',
        [...roll.lines, [clearing, 'available', -pay]],
        roll.holds,
      ),
    );
  });
  if (total !== 0n)
    postings.push(
      posting(`${reference}:residual`, 'funding_fee', reference, 'funding residual', [
        [clearing, 'available', total],
        [system('insurance'), 'available', -total],
      ]),
    );
  const longLots = positions.filter((p) => p.direction === 'long').reduce((s, p) => s + p.lots, 0);
  const shortLots = positions
    .filter((p) => p.direction === 'short')
    .reduce((s, p) => s + p.lots, 0);
  return commitDirect(runner, {
    orders: [],
    trades: [],
    positions,
    postings,
    extra: (trx) =>
      store.insertFunding(trx, {
        contract: contract.symbol,
        at,
        rate,
        mark,
        longLots,
        shortLots,
        residual: -total,
      }),
  });
}
