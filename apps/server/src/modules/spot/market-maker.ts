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
/** Requote when the index moved more than this since the last ladder. */
const MOVE_UP = decimal('1.001');
const MOVE_DOWN = decimal('0.999');

/** A ladder of quotes around `index`, prices on the tick grid, amounts on the lot grid. */
export function ladder(market: MarketConfig, index: Decimal, random: () => number): Quote[] {
  const tick = decimal(market.tickSize);
  const lot = decimal(market.lotSize);
  const minimum = decimal(market.minAmount);
  const quotes: Quote[] = [];
  for (let level = 0; level < LEVELS; level += 1) {
    const away = add(HALF_SPREAD, mul(STEP, decimal(String(level))));
    for (const side of ['buy', 'sell'] as const) {
      const raw = mul(index, side === 'buy' ? sub(ONE, away) : add(ONE, away));
      // Bids round down and asks up, so the ladder never crosses the index.
      const price = mul(div(raw, tick, 0, side === 'buy' ? ROUNDING.floor : ROUNDING.ceil), tick);
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
  let sequence = 0;
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

  return {
    async start(): Promise<void> {
      maker = (await deps.serviceAccount('demomarketmaker')).id;
      taker = (await deps.serviceAccount('demotaker')).id;
      await fund(maker);
      await fund(taker);
    },

    /** Requotes a market whose index moved more than a step since the last ladder. */
    async quote(): Promise<void> {
      if (maker === undefined) return;
      for (const market of deps.spot.markets()) {
        if (!market.enabled) continue;
        const index = deps.indexPrice(market.base);
        if (index === null) continue;
        const last = centre.get(market.symbol);
        const ratio = last === undefined ? null : div(index, last, 8, ROUNDING.half_up);
        const moved = ratio === null || gt(ratio, MOVE_UP) || gt(MOVE_DOWN, ratio);
        if (!moved) continue;
        centre.set(market.symbol, index);
        await deps.spot.cancelAll(maker, market.symbol);
        for (const q of ladder(market, index, deps.random)) {
          await deps.spot
            .place(maker, {
              symbol: market.symbol,
              type: 'limit',
              timeInForce: 'GTC',
              clientOrderId: clientId('mm'),
              ...q,
            })
            .catch(() => undefined);
        }
      }
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
