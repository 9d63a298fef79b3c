/**
 * The demo market maker of perpetual and delivery contracts, like spot's
 * (`spot/market-maker.ts`): ordinary accounts trading through the public
 * service, paying fees, with inventory credited on the simulated network.
 * One-way mode allows one direction per account and contract, so two
 * accounts share the work: `demoperplong` bids (opening longs) and
 * `demoperpshort` offers (opening shorts), each at 2x so the simulated
 * index's moves never liquidate them. Each also offers back part of what it
 * holds as close orders, so its position stays bounded however users trade.
 *
 * Never run in production.
 */
import { risk } from '@exchange/engine';
import type { PerpPlaceOrder } from '@exchange/contracts';
import type { Ledger } from '../ledger/index.js';
import { trimZeros, type Contract } from './perp.core.js';
import { ticksOf } from './perp.place.js';
import type { PerpService } from './perp.service.js';
import type { Fixed } from './perp.state.js';

const LEVELS = 6;
const HALF_SPREAD = risk.fx('0.0005');
const STEP = risk.fx('0.001');
/** Value per level in USD, before a random factor of 1-3. */
const LEVEL_USD = 400n;
const LEVERAGE = 2;
/**
 * Requote when the centre (the index) moved more than 0.2 % since the last
 * ladder (two grid steps; see the spot maker's MOVE_UP).
 */
const MOVE = risk.fx('0.002');

/** Contracts requoted per pass (every two seconds). */
const PER_PASS = 2;

const INVENTORY: Readonly<Record<string, string>> = { USDT: '5000000', BTC: '50', ETH: '1000' };

export interface PerpQuote {
  readonly direction: 'long' | 'short';
  readonly action: 'open' | 'close';
  readonly price: string;
  /** The same price in ticks: the key a resting order is matched by. */
  readonly ticks: number;
  readonly lots: number;
}

/** Lots worth about `usd` at `price`: face value for an inverse contract. */
function lotsFor(contract: Contract, usd: bigint, price: Fixed): number {
  const size = contract.spec.contractSize;
  const lots =
    contract.kind === 'linear'
      ? risk.mulDiv(usd, risk.ONE * risk.ONE, size * price, 'floor')
      : risk.mulDiv(usd, risk.ONE, size, 'floor');
  return Math.max(contract.minOpenLots, Math.min(Number(lots), contract.maxOpenLots));
}

/**
 * The price step between levels in ticks: STEP of `centre`. A contract
 * keeps the grid it started with, so a ladder moved with the index shares
 * most of its prices with the last one.
 */
export function gridTicks(contract: Contract, centre: Fixed): number {
  return Math.max(1, ticksOf(contract, risk.mulDiv(centre, STEP, risk.ONE, 'floor'), 'floor'));
}

/**
 * One side's ladder around `centre` (the index) on the price grid `step`
 * (in ticks): bids for the long account from the grid point at or below
 * centre x (1 - half spread) down, offers for the short one from the point
 * at or above centre x (1 + half spread) up, never crossing the centre;
 * then up to a third of what the account holds offered back on the other
 * side.
 */
export function perpLadder(
  contract: Contract,
  direction: 'long' | 'short',
  centre: Fixed,
  held: number,
  random: () => number,
  step: number = gridTicks(contract, centre),
): PerpQuote[] {
  const quotes: PerpQuote[] = [];
  const bid = direction === 'long';
  const tick = risk.fx(contract.tick.toString());
  const touch = (below: boolean) => {
    const raw = risk.mulDiv(
      centre,
      below ? risk.ONE - HALF_SPREAD : risk.ONE + HALF_SPREAD,
      risk.ONE,
      'floor',
    );
    const ticks = ticksOf(contract, raw, below ? 'floor' : 'ceil');
    return (below ? Math.floor(ticks / step) : Math.ceil(ticks / step)) * step;
  };
  const near = touch(bid);
  for (let level = 0; level < LEVELS; level += 1) {
    const ticks = bid ? near - level * step : near + level * step;
    if (ticks < 1) continue;
    const usd = (LEVEL_USD * BigInt(100 + Math.floor(random() * 200))) / 100n;
    quotes.push({
      direction,
      action: 'open',
      price: risk.fxToString(BigInt(ticks) * tick),
      ticks,
      lots: lotsFor(contract, usd, BigInt(ticks) * tick),
    });
  }
  const back = Math.floor(held / 3);
  if (back >= contract.minCloseLots) {
    const ticks = bid ? touch(false) + step : touch(true) - step;
    if (ticks >= 1)
      quotes.push({
        direction,
        action: 'close',
        price: risk.fxToString(BigInt(ticks) * tick),
        ticks,
        lots: back,
      });
  }
  return quotes;
}

export interface PerpMakerDeps {
  readonly perp: PerpService;
  readonly ledger: Ledger;
  readonly serviceAccount: (username: string) => Promise<{ id: number }>;
  /**
   * The coin's index price. The ladder is centred on it, not on the mark:
   * the mark follows the book's mid, so a ladder centred on the mark keeps
   * whatever basis it once had (a trending index left the mark 0.3-0.5 %
   * behind and funding at -0.2 % for hours). Centred on the index, the mid
   * sits on the index and basis and funding stay near their baseline.
   */
  readonly indexPrice: (coin: string) => string | null;
  readonly random: () => number;
}

export function createPerpMaker(deps: PerpMakerDeps) {
  const accounts = new Map<'long' | 'short', number>();
  const centre = new Map<string, Fixed>();
  const grid = new Map<string, number>();
  let sequence = 0;
  let next = 0;

  async function fund(userId: number): Promise<void> {
    // Perpetual margin lives in the contract wallet, delivery margin in the delivery wallet.
    for (const wallet of ['contract', 'delivery'] as const)
      for (const [asset, amount] of Object.entries(INVENTORY)) {
        const key =
          wallet === 'contract'
            ? `demo-perp-inventory:${userId}:${asset}`
            : `demo-perp-inventory:${userId}:${wallet}:${asset}`;
        await deps.ledger.post({
          idempotencyKey: key,
          type: 'recharge',
          reference: `demo-perp-inventory:${userId}`,
          memo: 'demo contract market-maker inventory on the simulated network',
          lines: [
            {
              account: { system: 'custody:SIMULATED', asset },
              part: 'available',
              amount: `-${amount}`,
            },
            { account: { userId, wallet, asset }, part: 'available', amount },
          ],
        });
      }
  }

  return {
    async start(): Promise<void> {
      for (const direction of ['long', 'short'] as const) {
        const { id } = await deps.serviceAccount(`demoperp${direction}`);
        accounts.set(direction, id);
        await fund(id);
      }
    },

    /**
     * Deletes the two accounts' orders cancelled before `beforeMs` without a
     * fill, with their freeze and release (see the spot maker's `forget`).
     */
    forget: (beforeMs: number): Promise<number> =>
      deps.perp.forgetCancelled([...accounts.values()], beforeMs),

    /** Requotes each contract whose index moved more than a step since its last ladder. */
    async quote(): Promise<void> {
      const all = { symbol: null, contractType: null };
      const contracts = [...deps.perp.config(all), ...deps.perp.config(all, 'delivery')];
      // A few contracts per pass, in turn: each requote is a dozen placements, and
      // the embedded demo database serves every request from one thread.
      const turn = contracts
        .slice(next % contracts.length)
        .concat(contracts)
        .slice(0, PER_PASS);
      next = (next + PER_PASS) % Math.max(1, contracts.length);
      for (const config of turn) {
        const runner = deps.perp.runner(config.symbol);
        const index = deps.indexPrice(runner.contract.coin);
        const at = index === null ? runner.mark : risk.fx(trimZeros(index));
        if (!config.enabled || at === null) continue;
        const last = centre.get(config.symbol);
        // Requote when the index moved, or when users took whole levels: a
        // ladder left short would stay short until the index happened to move.
        // Only the opening ladder counts: the close order an account offers back is extra.
        const intact = [...accounts.values()].every(
          (id) =>
            runner.ordersOf(id).filter((o) => o.status === 'PENDING' && o.action === 'open')
              .length >= LEVELS,
        );
        if (
          last !== undefined &&
          intact &&
          risk.mulDiv(at > last ? at - last : last - at, risk.ONE, last, 'floor') <= MOVE
        )
          continue;
        centre.set(config.symbol, at);
        const step = grid.get(config.symbol) ?? gridTicks(runner.contract, at);
        grid.set(config.symbol, step);
        // Only the difference is sent: orders at a price (and, closing, a
        // size) the new ladder still quotes stay. Every order placed and
        // cancelled is a row and ledger postings until `forget`. Both
        // accounts' stale orders go before either places: a new bid placed
        // while the other account's old offer still rested could cross it,
        // and the two makers would trade with each other.
        const key = (action: string, ticks: number, lots: number) =>
          action === 'open' ? `open@${ticks}` : `close@${ticks}x${lots}`;
        const missing: [number, PerpQuote][] = [];
        for (const [direction, userId] of accounts) {
          const held = runner.position(userId)?.lots ?? 0;
          const quotes = perpLadder(runner.contract, direction, at, held, deps.random, step);
          const wanted = new Map(quotes.map((q) => [key(q.action, q.ticks, q.lots), q]));
          for (const order of runner.ordersOf(userId)) {
            if (order.status !== 'PENDING') continue;
            if (wanted.delete(key(order.action, order.priceTicks, order.lots))) continue;
            await runner.cancel(userId, order.id).catch(() => undefined);
          }
          for (const q of wanted.values()) missing.push([userId, q]);
        }
        for (const [userId, q] of missing) {
          const order: PerpPlaceOrder = {
            symbol: config.symbol,
            direction: q.direction,
            action: q.action,
            type: 'limit',
            price: q.price,
            lots: q.lots,
            leverage: q.action === 'open' ? LEVERAGE : null,
            takeProfit: null,
            stopLoss: null,
            timeInForce: 'GTC',
            clientOrderId: `pm${(sequence += 1).toString(36)}${Date.now().toString(36)}`,
          };
          await deps.perp.place(userId, order, config.product).catch(() => undefined);
        }
      }
    },
  };
}
