import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { CoinService } from '../coin/index.js';
import type { FeeSink, Ledger } from '../ledger/index.js';
import type { IndexAverage } from '../price/index.js';
import type { MarginCallSink } from './perp.risk.js';
import { createPerpService } from './perp.service.js';

/**
 * The contracts service wired to the rest of the platform: the price index
 * (mark prices, delivery settlement), the ledger's insurance balance and
 * funding sums.
 */
export function createPerpFromPlatform<T>(deps: {
  readonly db: Kysely<T>;
  readonly writer: Kysely<T>;
  readonly clock: Clock;
  readonly coins: CoinService;
  readonly index: {
    price(coin: string): { readonly price: string } | null;
    averageOver(coin: string, fromMs: number, toMs: number): IndexAverage | null;
  };
  readonly ledger: Ledger;
  readonly log: (error: unknown, message: string) => void;
  readonly fees?: FeeSink;
  readonly marginCall?: MarginCallSink;
}) {
  const { index, ledger } = deps;
  return createPerpService({
    ...(deps.fees ? { fees: deps.fees } : {}),
    ...(deps.marginCall ? { marginCall: deps.marginCall } : {}),
    db: deps.db,
    writer: deps.writer,
    clock: deps.clock,
    coins: deps.coins,
    indexPrice: (coin) => index.price(coin)?.price ?? null,
    averageIndex: (coin, fromMs, toMs) => index.averageOver(coin, fromMs, toMs),
    freeBalance: (userId, wallet, asset) => ledger.balance({ userId, wallet, asset }),
    insurance: async (asset) => (await ledger.balance({ system: 'insurance', asset })).available,
    fundingTotals: (userId, fromMs, toMs) =>
      ledger.sumsBySubject(userId, 'funding_fee', fromMs, toMs),
    log: deps.log,
  });
}
