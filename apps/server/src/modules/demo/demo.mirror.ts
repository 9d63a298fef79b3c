/**
 * The demo venue's liquidity: its books mirror the live books. For each
 * market a demo user trades, the mirror's accounts quote in the demo book the
 * live book's best levels, price for price and size for size (capped by the
 * demo market's own limits). A demo market order therefore fills at the
 * prices a real one would have met at that moment, and a resting demo order
 * fills when the live market reaches it, without a single order ever
 * entering a live book or a live balance moving: the mirror only reads the
 * live books.
 *
 * Where a live book has no orders on a side, the mirror quotes that side
 * around the index (the contract's mark) as the demo market makers do, so a
 * demo position can always be closed and a demo account always reset.
 *
 * The mirror requotes a market only when the live levels changed, and only
 * markets demo users touched recently; a demo order waits for its market's
 * mirror to catch up first (`sync`). Spot needs one account; contracts need
 * two (one-way mode), `long` bidding and `short` offering, at the lowest
 * leverage so the index's moves never liquidate them.
 */
import { decimal, lt, min, toPlainString } from '@exchange/money';
import { risk } from '@exchange/engine';
import { ladder, type SpotService } from '../spot/index.js';
import { perpLadder, type PerpService } from '../perp/index.js';
import type { PerpPlaceOrder } from '@exchange/contracts';
import type { Ledger } from '../ledger/index.js';

const LEVELS = 8;
/** A market nobody in demo touched for this long stops being mirrored. */
const ACTIVE_MS = 15 * 60_000;
/** The fallback ladders' size factor: about 3x the makers' level value. */
const FALLBACK_SIZE = () => 0.999;
/** Virtual inventory of each mirror account, per asset and wallet: far beyond any demo order. */
const INVENTORY = '1000000000';

type Venue = { readonly spot: SpotService; readonly perp: PerpService };
type Kind = 'spot' | 'perp';

export interface MirrorDeps {
  readonly live: Venue;
  readonly demo: Venue;
  readonly ledger: Ledger;
  readonly assets: readonly string[];
  /** Service accounts of the platform (ids from the users table, so no real user shares them). */
  readonly serviceAccount: (username: string) => Promise<{ id: number }>;
  /** The index price of a coin in USDT (spot fallback quotes). */
  readonly indexPrice: (coin: string) => string | null;
  readonly nowMs: () => number;
  readonly log: (error: unknown, message: string) => void;
}

export function createMirror(deps: MirrorDeps) {
  const ids = { spot: 0, long: 0, short: 0 };
  const touched = new Map<string, number>();
  const signature = new Map<string, string>();
  const queue = new Map<string, Promise<void>>();
  let sequence = 0;
  const clientId = () => `mr${(sequence += 1).toString(36)}${deps.nowMs().toString(36)}`;

  async function fund(userId: number, wallets: readonly ('spot' | 'contract' | 'delivery')[]) {
    for (const wallet of wallets)
      for (const asset of deps.assets)
        await deps.ledger.post({
          // Once per account, wallet and asset ever: a restart is a no-op.
          idempotencyKey: `demo-mirror:${userId}:${wallet}:${asset}`,
          type: 'recharge',
          reference: `demo-mirror:${userId}`,
          memo: 'demo venue mirror inventory (virtual)',
          lines: [
            {
              account: { system: 'custody:DEMO', asset },
              part: 'available',
              amount: `-${INVENTORY}`,
            },
            { account: { userId, wallet, asset }, part: 'available', amount: INVENTORY },
          ],
        });
  }

  async function syncSpot(symbol: string): Promise<void> {
    const depth = deps.live.spot.view.depth(symbol, LEVELS);
    const market = deps.demo.spot.market(symbol);
    const index = deps.indexPrice(market.base);
    const fallback = (side: 'buy' | 'sell'): (readonly [string, string])[] =>
      index === null
        ? []
        : ladder(market, decimal(index), FALLBACK_SIZE)
            .filter((q) => q.side === side)
            .map((q) => [q.price, q.amount] as const);
    const sides = [
      ['buy', depth.bids.length > 0 ? depth.bids : fallback('buy')],
      ['sell', depth.asks.length > 0 ? depth.asks : fallback('sell')],
    ] as const;
    const key = `spot:${symbol}`;
    const next = JSON.stringify(sides);
    if (signature.get(key) === next) return;
    await deps.demo.spot.cancelAll(ids.spot, symbol);
    const cap = decimal(market.maxAmount);
    for (const [side, levels] of sides)
      for (const [price, amount] of levels) {
        if (lt(decimal(amount), decimal(market.minAmount))) continue;
        await deps.demo.spot
          .place(ids.spot, {
            symbol,
            side,
            type: 'limit',
            price,
            amount: toPlainString(min(decimal(amount), cap)),
            timeInForce: 'GTC',
            clientOrderId: clientId(),
          })
          .catch((error: unknown) => deps.log(error, `demo mirror: ${symbol} ${side} ${price}`));
      }
    signature.set(key, next);
  }

  async function syncPerp(symbol: string): Promise<void> {
    const live = deps.live.perp.runner(symbol);
    const depth = live.depth(LEVELS);
    const { contract } = deps.demo.perp.runner(symbol);
    const tick = risk.fx(contract.tick.toString());
    const levels = (
      direction: 'long' | 'short',
      side: readonly (readonly [number, number])[],
    ): (readonly [string, number])[] => {
      if (side.length > 0)
        return side.map(([ticks, lots]) => [risk.fxToString(BigInt(ticks) * tick), lots] as const);
      if (live.mark === null) return [];
      return perpLadder(contract, direction, live.mark, 0, FALLBACK_SIZE).map(
        (q) => [q.price, q.lots] as const,
      );
    };
    const sides = [
      ['long', ids.long, levels('long', depth.bids)],
      ['short', ids.short, levels('short', depth.asks)],
    ] as const;
    const key = `perp:${symbol}`;
    // The demo series rolls on the same grid as the live one; a new expiry is a new book.
    const next = JSON.stringify([live.expiresAt, sides]);
    if (signature.get(key) === next) return;
    const leverage = contract.leverages[0] ?? contract.defaultLeverage;
    for (const [direction, userId, quotes] of sides) {
      await deps.demo.perp.cancelAll(userId, { symbol, contractType: null });
      for (const [price, lots] of quotes) {
        const order: PerpPlaceOrder = {
          symbol,
          direction,
          action: 'open',
          type: 'limit',
          price,
          lots: Math.min(lots, contract.maxOpenLots),
          leverage,
          takeProfit: null,
          stopLoss: null,
          timeInForce: 'GTC',
          clientOrderId: clientId(),
        };
        if (order.lots < contract.minOpenLots) continue;
        await deps.demo.perp
          .place(userId, order, contract.product)
          .catch((error: unknown) => deps.log(error, `demo mirror: ${symbol} ${direction}`));
      }
    }
    signature.set(key, next);
  }

  /**
   * One market's turns, one after another: a sync, then `work` (a demo
   * order) against the book it just left, so a pass can never pull the
   * mirror's quotes from under an order in flight.
   */
  function turn<R>(
    kind: Kind,
    symbol: string,
    work?: () => R | Promise<R>,
  ): Promise<R | undefined> {
    const key = `${kind}:${symbol}`;
    const previous = queue.get(key) ?? Promise.resolve();
    const run = previous
      .then(() => (kind === 'spot' ? syncSpot(symbol) : syncPerp(symbol)))
      .then(() => touched.set(key, deps.nowMs()))
      .then(() => work?.());
    queue.set(
      key,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }

  return {
    /** The mirror's own accounts, funded once with virtual inventory. */
    async start(): Promise<void> {
      ids.spot = (await deps.serviceAccount('demomirrorspot')).id;
      ids.long = (await deps.serviceAccount('demomirrorlong')).id;
      ids.short = (await deps.serviceAccount('demomirrorshort')).id;
      await fund(ids.spot, ['spot']);
      for (const id of [ids.long, ids.short]) await fund(id, ['contract', 'delivery']);
    },

    accounts: (): readonly number[] => [ids.spot, ids.long, ids.short],

    /**
     * Brings one market's demo book level with the live book, then runs
     * `work` in the same turn; the market stays mirrored for a while after.
     */
    within<R>(kind: Kind, symbol: string, work: () => R | Promise<R>): Promise<R> {
      return turn(kind, symbol, work) as Promise<R>;
    },
    sync: (kind: Kind, symbol: string): Promise<void> => turn(kind, symbol).then(() => undefined),

    /** Every recently traded demo market, brought level (a job, every second). */
    async pass(): Promise<void> {
      const now = deps.nowMs();
      for (const [key, at] of touched) {
        if (now - at > ACTIVE_MS) {
          touched.delete(key);
          continue;
        }
        const [kind, symbol] = key.split(/:(.*)/s) as [Kind, string];
        await turn(kind, symbol).catch((error: unknown) => deps.log(error, `demo mirror ${key}`));
      }
    },
  };
}

export type Mirror = ReturnType<typeof createMirror>;
