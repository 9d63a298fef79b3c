/**
 * The demo market maker: two ordinary accounts that give the demo markets
 * depth and trades from the first minute. `demomarketmaker` quotes a ladder
 * around the index price; `demotaker` now and then sends a small market
 * order into it (self-trade prevention stops one account from trading with
 * itself). Both trade through the public spot service, pay fees like anyone,
 * and hold inventory credited by a deposit on the simulated network: the
 * demo's custody, so the ledger's invariants hold as for every user.
 *
 * Never run in production: prices there come from real users' orders.
 */
import {
  ONE,
  ROUNDING,
  add,
  decimal,
  div,
  fromBigInt,
  gt,
  isPositive,
  max,
  mul,
  round,
  sub,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import type { MarketConfig } from '@exchange/contracts';
import type { Ledger } from '../ledger/index.js';
import type { SpotService } from './spot.service.js';

export interface Quote {
  readonly side: 'buy' | 'sell';
  readonly price: string;
  readonly amount: string;
}

/** Levels per side, the half-spread at the touch and the step between levels, as fractions of the index. */
const LEVELS = 8;
const HALF_SPREAD = decimal('0.0005');
const STEP = decimal('0.001');
/** Quote value per level in USDT, before a random factor of 1-3. */
const LEVEL_VALUE = decimal('300');
/**
 * Requote when the index moved more than 0.2 % since the last ladder: two
 * grid steps. The ladder's orders rest on the grid, so a wider threshold
 * means fewer, larger moves, and the index's back-and-forth within it costs
 * no orders at all (the demo's history grows with every order placed).
 */
const MOVE_UP = decimal('1.002');
const MOVE_DOWN = decimal('0.998');
/** Even with a still index, look for levels users took this often (in quote passes). */
const REFILL_PASSES = 8;

/**
 * The price step between levels: STEP of the index, on the tick grid. A
 * market keeps the grid it started with, so a ladder moved with the index
 * shares most of its prices with the last one (see `quote`).
 */
export function gridStep(market: MarketConfig, index: Decimal): Decimal {
  const tick = decimal(market.tickSize);
  return max(tick, mul(div(mul(index, STEP), tick, 0, ROUNDING.floor), tick));
}

/**
 * A ladder of quotes around `index` on the price grid `step`: bids from
 * the grid point at or below index x (1 - half spread) down, asks from the
 * point at or above index x (1 + half spread) up, amounts on the lot grid.
 */
export function ladder(
  market: MarketConfig,
  index: Decimal,
  random: () => number,
  step: Decimal = gridStep(market, index),
): Quote[] {
  const lot = decimal(market.lotSize);
  const minimum = decimal(market.minAmount);
  const touch = {
    // Bids round down and asks up, so the ladder never crosses the index.
    buy: mul(div(mul(index, sub(ONE, HALF_SPREAD)), step, 0, ROUNDING.floor), step),
    sell: mul(div(mul(index, add(ONE, HALF_SPREAD)), step, 0, ROUNDING.ceil), step),
  };
  const quotes: Quote[] = [];
  for (let level = 0; level < LEVELS; level += 1) {
    for (const side of ['buy', 'sell'] as const) {
      const away = mul(step, decimal(String(level)));
      const price = side === 'buy' ? sub(touch.buy, away) : add(touch.sell, away);
      if (!isPositive(price)) continue;
      // 1.00 to 2.99 times the level value, drawn in whole hundredths.
      const value = mul(LEVEL_VALUE, fromBigInt(BigInt(100 + Math.floor(random() * 200)), 2));
      const lots = div(value, mul(price, lot), 0, ROUNDING.down);
      const amount = max(mul(lots, lot), minimum);
      quotes.push({ side, price: toPlainString(price), amount: toPlainString(amount) });
    }
  }
  return quotes;
}

/** Inventory credited once per account and asset on the simulated network. */
const INVENTORY: Readonly<Record<string, string>> = {
  USDT: '2000000',
  BTC: '20',
  ETH: '500',
  SOL: '10000',
  XRP: '500000',
  DOGE: '5000000',
  ADA: '1000000',
  LTC: '10000',
  TRX: '5000000',
  USDC: '1000000',
};

export interface MarketMakerDeps {
  readonly spot: SpotService;
  readonly ledger: Ledger;
  readonly serviceAccount: (username: string) => Promise<{ id: number }>;
  /** Index price of a base coin in USDT, null when the index has none. */
  readonly indexPrice: (base: string) => Decimal | null;
  readonly random: () => number;
}

export function createMarketMaker(deps: MarketMakerDeps) {
  let maker: number | undefined;
  let taker: number | undefined;
  const centre = new Map<string, Decimal>();
  const grid = new Map<string, Decimal>();
  let sequence = 0;
  let pass = 0;
  const clientId = (prefix: string) =>
    `${prefix}${Date.now().toString(36)}${(sequence += 1).toString(36)}`;

  async function fund(userId: number): Promise<void> {
    for (const [asset, amount] of Object.entries(INVENTORY)) {
      // One deposit per account and asset ever: the key makes a restart a no-op.
      await deps.ledger.post({
        idempotencyKey: `demo-inventory:${userId}:${asset}`,
        type: 'recharge',
        reference: `demo-inventory:${userId}`,
        memo: 'demo market-maker inventory on the simulated network',
        lines: [
          {
            account: { system: 'custody:SIMULATED', asset },
            part: 'available',
            amount: `-${amount}`,
          },
          { account: { userId, wallet: 'spot', asset }, part: 'available', amount },
        ],
      });
    }
  }

  /** Brings the maker's resting orders in `market` to `quotes`, touching only the difference. */
  async function requote(userId: number, market: MarketConfig, quotes: readonly Quote[]) {
    const key = (side: string, price: string) => `${side}@${toPlainString(decimal(price))}`;
    const wanted = new Map(quotes.map((q) => [key(q.side, q.price), q]));
    const open = await deps.spot.orders(userId, { symbol: market.symbol, open: true }, 1, 100);
    for (const order of open.list) {
      const at = order.price === null ? null : key(order.side, order.price);
      if (at !== null && wanted.delete(at)) continue;
      await deps.spot.cancel(userId, order.orderId).catch(() => undefined);
    }
    for (const q of wanted.values())
      await deps.spot
        .place(userId, {
          symbol: market.symbol,
          type: 'limit',
          timeInForce: 'GTC',
          clientOrderId: clientId('mm'),
          ...q,
        })
        .catch(() => undefined);
  }

  return {
    async start(): Promise<void> {
      maker = (await deps.serviceAccount('demomarketmaker')).id;
      taker = (await deps.serviceAccount('demotaker')).id;
      await fund(maker);
      await fund(taker);
    },

    /**
     * Requotes a market whose index moved more than a step since the last
     * ladder, and now and then one whose levels users took. Only what
     * changed is sent: resting orders at a price the new ladder still quotes
     * stay, the others are cancelled and the missing levels placed. A move
     * of one step is then a few orders, not the whole ladder cancelled and
     * placed again: every order placed and cancelled is a row and two ledger
     * postings, which on the embedded demo database added up to tens of
     * megabytes an hour before `forget` deleted them.
     */
    async quote(): Promise<void> {
      if (maker === undefined) return;
      const refill = (pass += 1) % REFILL_PASSES === 0;
      for (const market of deps.spot.markets()) {
        if (!market.enabled) continue;
        const index = deps.indexPrice(market.base);
        if (index === null) continue;
        const last = centre.get(market.symbol);
        const ratio = last === undefined ? null : div(index, last, 8, ROUNDING.half_up);
        const moved = ratio === null || gt(ratio, MOVE_UP) || gt(MOVE_DOWN, ratio);
        if (!moved && !refill) continue;
        if (moved) centre.set(market.symbol, index);
        const at = centre.get(market.symbol) ?? index;
        const step = grid.get(market.symbol) ?? gridStep(market, at);
        grid.set(market.symbol, step);
        await requote(maker, market, ladder(market, at, deps.random, step));
      }
    },

    /**
     * Deletes the two accounts' orders cancelled before `beforeMs` without a
     * fill, with their freeze and release: a requote's churn, which nobody
     * reads (these are the platform's own demo liquidity, not a user's
     * history) and which otherwise grew the demo database for good. Only
     * this maker's accounts are named, so no user's order can be touched.
     */
    async forget(beforeMs: number): Promise<number> {
      const own = [maker, taker].filter((id) => id !== undefined);
      return deps.spot.forgetCancelled(own, beforeMs);
    },

    /** One small market order into a random market, so there are trades to see. */
    async take(): Promise<void> {
      if (taker === undefined) return;
      const markets = deps.spot.markets().filter((m) => m.enabled);
      const market = markets[Math.floor(deps.random() * markets.length)];
      if (!market) return;
      const side = deps.random() < 0.5 ? 'buy' : 'sell';
      const index = deps.indexPrice(market.base);
      if (index === null) return;
      const lot = decimal(market.lotSize);
      const value = decimal(String(20 + Math.floor(deps.random() * 200)));
      const lots = div(div(value, index, 18, ROUNDING.down), lot, 0, ROUNDING.ceil);
      const amount = max(mul(lots, lot), decimal(market.minAmount));
      await deps.spot
        .place(taker, {
          symbol: market.symbol,
          side,
          type: 'market',
          timeInForce: 'GTC',
          clientOrderId: clientId('tk'),
          ...(side === 'buy'
            ? { quoteAmount: toPlainString(round(mul(amount, index), 2, ROUNDING.up)) }
            : { amount: toPlainString(amount) }),
        })
        .catch(() => undefined);
    },
  };
}
