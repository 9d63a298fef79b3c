/**
 * The runner's in-memory state of a contract (orders and open positions) and
 * the ledger postings that move a contract's money. Amounts are the risk
 * module's 12-decimal fixed point (`risk.Fixed`), always rounded to the margin
 * asset's decimals before they reach a posting, so the ledger sees exactly
 * what the state says.
 *
 * Where the money sits (all in the user's `contract` wallet, margin asset):
 * - an order's margin and worst-case fee: `frozen`, hold `perp_order:<id>`;
 * - a position's isolated margin: `locked`, hold `perp_position:<id>:<v>`.
 *   Ledger holds cannot grow, so every change of margin releases version v
 *   and opens v+1 in the same posting;
 * - price PnL moves through `perp_pnl` (it returns to zero only when
 *   every position is closed: it is what open positions have not yet
 *   realised); funding through `clearing:funding` (zero after each round);
 * - fees: 90 % to `fees`, 10 % to `security_fund` (spec section 9, as spot);
 * - losses beyond a position's margin: `insurance`.
 */
import { risk, type Command, type Snapshot } from '@exchange/engine';
import type { AccountRef, FilledOrder, Posting, PostingLine } from '../ledger/index.js';
import { trimZeros, type Contract } from './perp.core.js';
import type { MarginMode, PerpAction, PerpDirection, PerpTrigger } from './perp.tables.js';

export type Fixed = bigint;
export type PerpOrderStatus = 'SUBMITTED' | 'PENDING' | 'FILLED' | 'CANCELLED';
export type CloseCause = 'user' | PerpTrigger | 'settlement';

/** Maker and taker fee rates, as `risk.ContractSpec` holds them. */
export interface FeeRates {
  readonly maker: Fixed;
  readonly taker: Fixed;
}

/** The rates a new order of the contract pays. */
export const currentFees = (contract: Contract): FeeRates => ({
  maker: contract.spec.makerFee,
  taker: contract.spec.takerFee,
});

/** The contract as an order's fills see it: priced at the rates the order was placed under. */
export function pricedAt(contract: Contract, rates: FeeRates): Contract {
  const { spec } = contract;
  if (spec.makerFee === rates.maker && spec.takerFee === rates.taker) return contract;
  return { ...contract, spec: { ...spec, makerFee: rates.maker, takerFee: rates.taker } };
}

export interface PerpOrderState {
  readonly id: number;
  readonly userId: number;
  readonly clientOrderId: string | null;
  readonly fingerprint: string;
  readonly direction: PerpDirection;
  readonly action: PerpAction;
  readonly type: 'limit' | 'market';
  readonly timeInForce: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
  /** The user's limit price; null for a market order. */
  readonly price: Fixed | null;
  /** What the engine matches at: the limit, or a market order's protection band. */
  readonly priceTicks: number;
  readonly lots: number;
  remainingLots: number;
  readonly leverage: number;
  /** Initial margin of all lots at the reference price; 0 for a close. */
  readonly margin: Fixed;
  /** Still frozen under `perp_order:<id>`. */
  frozen: Fixed;
  filledLots: number;
  /** Sum of price x lots over fills, for the average price. */
  filledValue: Fixed;
  fee: Fixed;
  realisedPnl: Fixed;
  /**
   * The contract's rates when the order was placed. Its fills pay these, so
   * an operator's later change never needs more than the order froze.
   */
  readonly feeRates: FeeRates;
  readonly takeProfit: Fixed | null;
  readonly stopLoss: Fixed | null;
  readonly trigger: PerpTrigger | null;
  positionId: number | null;
  status: PerpOrderStatus;
  cancelReason: string | null;
  seq: number | null;
  readonly createdAt: number;
  updatedAt: number;
}

export interface PositionState {
  readonly id: number;
  readonly userId: number;
  readonly direction: PerpDirection;
  readonly leverage: number;
  /** Cross: backed by the contract account's free balance too (`perp.cross.ts`). */
  readonly marginMode: MarginMode;
  lots: number;
  closedLots: number;
  entryPrice: Fixed;
  margin: Fixed;
  realisedPnl: Fixed;
  fundingFees: Fixed;
  fees: Fixed;
  takeProfit: Fixed | null;
  stopLoss: Fixed | null;
  /** Sum of price x lots over closing fills. */
  closeValue: Fixed;
  status: 'OPEN' | 'CLOSED';
  closedBy: CloseCause | null;
  /** Version of the margin hold `perp_position:<id>:<v>`; 0 before any margin. */
  holdVersion: number;
  /** Lots promised to pending close orders (not persisted: rebuilt from them). */
  pendingCloseLots: number;
  readonly openedAt: number;
  closedAt: number | null;
  updatedAt: number;
}

export const sideOf = (direction: PerpDirection): risk.PositionSide => direction;

/** The engine side of an order: opening long and closing short buy. */
export const engineSide = (direction: PerpDirection, action: PerpAction): 'buy' | 'sell' =>
  (direction === 'long') === (action === 'open') ? 'buy' : 'sell';

/** The engine command of an order: always a limit, a market order's at its protection band. */
export function commandOf(order: PerpOrderState): Command {
  return {
    kind: 'place',
    type: 'limit',
    orderId: order.id,
    accountId: order.userId,
    side: engineSide(order.direction, order.action),
    priceTicks: order.priceTicks,
    lots: order.lots,
    timeInForce: order.timeInForce,
  };
}

/** Resting orders as the engine's book snapshot: price priority, then time (seq). */
export function bookSnapshot(resting: readonly PerpOrderState[]): Snapshot {
  const side = (s: 'buy' | 'sell') =>
    resting
      .filter((o) => engineSide(o.direction, o.action) === s)
      .sort((a, b) =>
        a.priceTicks === b.priceTicks
          ? (a.seq ?? 0) - (b.seq ?? 0)
          : s === 'buy'
            ? b.priceTicks - a.priceTicks
            : a.priceTicks - b.priceTicks,
      )
      .map((o) => ({
        orderId: o.id,
        accountId: o.userId,
        priceTicks: o.priceTicks,
        lots: o.remainingLots,
      }));
  return { version: 1, bids: side('buy'), asks: side('sell') };
}

export const orderHold = (orderId: number): string => `perp_order:${orderId}`;
export const positionHold = (positionId: number, version: number): string =>
  `perp_position:${positionId}:${version}`;

/** Fixed amount as the ledger's decimal text. */
export const text = (amount: Fixed): string => risk.fxToString(amount);

/** Stored NUMERIC text (trailing zeros up to 18 places) back to Fixed. */
export const fixedOf = (stored: string): Fixed => risk.fx(trimZeros(stored));

/** Rounds a Fixed amount to the margin asset's decimals. */
export function cash(contract: Contract, amount: Fixed, rounding: risk.Rounding): Fixed {
  const unit = 10n ** BigInt(risk.DECIMALS - Math.min(contract.marginDecimals, risk.DECIMALS));
  return risk.mulDiv(amount, 1n, unit, rounding) * unit;
}

const min = (a: Fixed, b: Fixed): Fixed => (a < b ? a : b);
export const max = (a: Fixed, b: Fixed): Fixed => (a > b ? a : b);
export { min as minFx };

/** The 10 % of a fee that goes to the security fund, rounded down (spec section 9). */
export function safuShare(contract: Contract, fee: Fixed): Fixed {
  return cash(contract, fee / 10n, 'floor');
}

export interface Accounts {
  readonly user: (userId: number) => AccountRef;
  readonly system: (code: string) => AccountRef;
}

export function accountsOf(contract: Contract): Accounts {
  const asset = contract.marginAsset;
  return {
    user: (userId) => ({ userId, wallet: contract.wallet, asset }),
    system: (code) => ({ system: code, asset }),
  };
}

type Line = readonly [AccountRef, PostingLine['part'], Fixed];
const lines = (entries: readonly Line[]): PostingLine[] =>
  entries
    .filter(([, , amount]) => amount !== 0n)
    .map(([account, part, amount]) => ({ account, part, amount: text(amount) }));

/**
 * Freezes opening orders' margin and worst-case fee: one posting for a
 * batch's placements, two lines per order naming it (`perp_order:<id>`) and
 * a hold per order, keyed by the batch's first order id (order ids are
 * unique). Orders that freeze nothing (closing orders) are left out.
 */
export function freezePostings(contract: Contract, orders: readonly PerpOrderState[]): Posting[] {
  const own = orders.filter((order) => order.frozen > 0n);
  if (own.length === 0) return [];
  const first = Math.min(...own.map((order) => order.id));
  const { user } = accountsOf(contract);
  return [
    {
      idempotencyKey: `perp:${contract.symbol}:f${first}:freeze`,
      type: 'perpetual_open',
      reference: `perp_batch:${contract.symbol}:f${first}`,
      memo: 'freeze',
      lines: own.flatMap((order) => {
        const reference = `perp_order:${order.id}`;
        const account = user(order.userId);
        return [
          { account, part: 'available' as const, amount: text(-order.frozen), reference },
          { account, part: 'frozen' as const, amount: text(order.frozen), reference },
        ];
      }),
      holds: {
        open: own.map((order) => ({
          key: orderHold(order.id),
          account: user(order.userId),
          part: 'frozen' as const,
          amount: text(order.frozen),
          kind: 'order' as const,
        })),
      },
    },
  ];
}

/**
 * Returns what a batch's finished orders still have frozen to their
 * available balances: one posting, two lines per order naming it, each
 * order's hold closed. After the batch's fills and fees (`perp.settle.ts`).
 */
export function releasePostings(
  contract: Contract,
  orders: readonly PerpOrderState[],
  batchSeq: number,
): Posting[] {
  const own = orders.filter((order) => order.frozen > 0n);
  if (own.length === 0) return [];
  const { user } = accountsOf(contract);
  return [
    {
      idempotencyKey: `perp:${contract.symbol}:b${batchSeq}:release`,
      type: 'perpetual_open',
      reference: `perp_batch:${contract.symbol}:${batchSeq}`,
      memo: 'release',
      lines: own.flatMap((order) => {
        const reference = `perp_order:${order.id}`;
        const account = user(order.userId);
        return [
          { account, part: 'frozen' as const, amount: text(-order.frozen), reference },
          { account, part: 'available' as const, amount: text(order.frozen), reference },
        ];
      }),
      holds: { release: own.map((order) => ({ key: orderHold(order.id) })) },
    },
  ];
}

/**
 * Sets a position's margin hold to `position.margin`, releasing the previous
 * version: the hold part of a posting that changes the margin by `delta`.
 */
export function rollMarginHold(
  contract: Contract,
  position: PositionState,
  delta: Fixed,
): { lines: Line[]; holds: NonNullable<Posting['holds']> } {
  const account = accountsOf(contract).user(position.userId);
  const release =
    position.holdVersion > 0 && position.margin - delta > 0n
      ? [{ key: positionHold(position.id, position.holdVersion) }]
      : [];
  const open =
    position.margin > 0n
      ? [
          {
            key: positionHold(position.id, position.holdVersion + 1),
            account,
            part: 'locked' as const,
            amount: text(position.margin),
            kind: 'position' as const,
          },
        ]
      : [];
  position.holdVersion += 1;
  return { lines: [[account, 'locked', delta]], holds: { release, open } };
}

/** A posting from lines and holds; zero lines are dropped. */
export function posting(
  idempotencyKey: string,
  type: Posting['type'],
  reference: string,
  memo: string,
  entries: readonly Line[],
  holds?: Posting['holds'],
): Posting {
  return {
    idempotencyKey,
    type,
    reference,
    memo,
    lines: lines(entries),
    ...(holds ? { holds } : {}),
  };
}

/** A fee paid from `part` of the user's account: 90 % to fees, 10 % to the security fund. */
export function feeLines(
  contract: Contract,
  userId: number,
  part: 'available' | 'frozen',
  fee: Fixed,
): Line[] {
  const { user, system } = accountsOf(contract);
  const safu = safuShare(contract, fee);
  return [
    [user(userId), part, -fee],
    [system('fees'), 'available', fee - safu],
    [system('security_fund'), 'available', safu],
  ];
}

/** The orders a batch filled completely, for the fee sink (users are told: notifications). */
export function filledOrders(symbol: string, changed: readonly PerpOrderState[]): FilledOrder[] {
  return changed
    .filter((order) => order.status === 'FILLED' && order.filledLots > 0)
    .map((order) => ({
      userId: order.userId,
      orderId: order.id,
      venue: 'perp',
      symbol,
      side: engineSide(order.direction, order.action),
      quantity: String(order.filledLots),
      price: text(risk.mulDiv(order.filledValue, 1n, BigInt(order.filledLots), 'half-even')),
      ...(order.trigger === 'liquidation' ? { liquidation: true } : {}),
    }));
}
