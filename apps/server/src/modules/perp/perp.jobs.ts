/**
 * The clockwork of perpetuals: each tick recomputes every contract's mark
 * price (index + the book's basis, smoothed and clamped by the engine's
 * `risk.markPrice`), samples the premium index, and runs the risk pass
 * (liquidations, take-profit, stop-loss) on the new mark; the funding job
 * settles a round when its time has come.
 *
 * Why a spike in one index source liquidates nobody: the index is the median
 * of several sources (`price.service.ts`), so one source alone cannot move
 * it, and the mark stays within MARK_CLAMP of the index whatever the book
 * does.
 */
import { risk } from '@exchange/engine';
import { trimZeros, type Contract } from './perp.core.js';
import {
  nextFundingTime,
  PremiumAverage,
  premiumSample,
  settleFundingRound,
} from './perp.funding.js';
import { riskTick, type RiskDeps, type RiskOutcome } from './perp.risk.js';
import { settleIfDue, type SettlementDeps } from './perp.settlement.js';
import type { ContractRunner } from './perp.runner.js';
import type { Fixed } from './perp.state.js';
import type { PerpStore } from './perp.store.js';

/** The mark price stays within 0.5 % of the index, whatever the book does. */
export const MARK_CLAMP = risk.fx('0.005');
/** Weight of a new basis sample in the mark's moving average (1/10 per tick). */
const EMA = [1n, 10n] as const;

export interface MarkState {
  index: Fixed | null;
  basis: Fixed | null;
  readonly premium: PremiumAverage;
  nextFunding: number;
}

export interface PerpJobDeps extends RiskDeps, SettlementDeps {
  readonly indexPrice: (coin: string) => string | null;
  readonly store: PerpStore;
}

export function createPerpJobs(runners: () => Iterable<ContractRunner>, deps: PerpJobDeps) {
  const states = new Map<string, MarkState>();
  const stateOf = (contract: Contract): MarkState => {
    let state = states.get(contract.symbol);
    if (!state) {
      state = {
        index: null,
        basis: null,
        premium: new PremiumAverage(),
        nextFunding: nextFundingTime(deps.nowMs(), contract.fundingIntervalHours),
      };
      states.set(contract.symbol, state);
    }
    return state;
  };

  /** Sets the runner's mark from the index; a contract without an index keeps its last mark. */
  function refreshMark(runner: ContractRunner): void {
    const state = stateOf(runner.contract);
    const text = deps.indexPrice(runner.contract.coin);
    if (text === null) return;
    const index = risk.fx(trimZeros(text));
    const { bids, asks } = runner.depth(1);
    const tick = risk.fx(runner.contract.tick.toString());
    const bid = bids[0];
    const ask = asks[0];
    const sample = bid && ask ? ((BigInt(bid[0]) + BigInt(ask[0])) * tick) / 2n - index : 0n;
    state.basis = risk.emaBasis(state.basis ?? sample, sample, EMA[0], EMA[1]);
    state.index = index;
    state.premium.add(premiumSample(runner, index));
    runner.mark = risk.markPrice(index, state.basis, MARK_CLAMP);
  }

  return {
    state: stateOf,
    refreshMark,

    /** Settles a delivery series whose contract expired (tests; the tick does it every second). */
    settle: (runner: ContractRunner) => runner.exclusive(() => settleIfDue(runner, deps)),

    /** One risk pass at the runner's current mark, without touching the mark (operators, tests). */
    riskPass: (runner: ContractRunner) => runner.exclusive(() => riskTick(runner, deps)),

    /** Settles one round now at `rate` (operators, tests); false when already settled. */
    fundingRound: (runner: ContractRunner, at: number, rate: Fixed) =>
      runner.exclusive(() => settleFundingRound(runner, deps.store, at, rate)),

    /** The rate the next round would settle at, from the samples so far. */
    predictedRate(contract: Contract): Fixed {
      return risk.fundingRate(stateOf(contract).premium.mean());
    },

    /** New marks, then one risk pass per contract, each as a task of its runner. */
    async tick(): Promise<Map<string, RiskOutcome>> {
      const outcomes = new Map<string, RiskOutcome>();
      for (const runner of runners()) {
        refreshMark(runner);
        outcomes.set(
          runner.contract.symbol,
          await runner.exclusive(async () => {
            await settleIfDue(runner, deps);
            return riskTick(runner, deps);
          }),
        );
      }
      return outcomes;
    },

    /** Settles every round that is due; a round missed while down is settled once, late. */
    async funding(): Promise<void> {
      const now = deps.nowMs();
      for (const runner of runners()) {
        const state = stateOf(runner.contract);
        if (runner.contract.product === 'delivery') continue;
        if (now < state.nextFunding || runner.mark === null) continue;
        const at = state.nextFunding;
        const rate = risk.fundingRate(state.premium.mean());
        await runner.exclusive(() => settleFundingRound(runner, deps.store, at, rate));
        state.premium.reset();
        state.nextFunding = nextFundingTime(now, runner.contract.fundingIntervalHours);
      }
    },
  };
}

export type PerpJobs = ReturnType<typeof createPerpJobs>;
