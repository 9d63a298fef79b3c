/**
 * The ledger postings of spot orders: a batch's freezes at placement, its
 * fills, and the release of what a finished order still holds.
 *
 * A batch's fills are three postings, one per change type, so each user's
 * history shows a `spot_buy` or `spot_sell` and a `fee` with the spec's
 * types: every buyer's side of every fill in the `spot_buy` posting, every
 * seller's in `spot_sell`, both meeting in the `clearing:spot` account,
 * and every fee in `fee`. Each user line names its trade
 * (`spot_trade:<market>:<no>`), so the history still shows each fill; the
 * system lines (clearing, fees, security fund) are summed per coin. One
 * transaction per type and batch instead of four per fill, and 6 user
 * entries per fill plus a few per batch instead of 14 per fill: the
 * durable benchmark counts the rows. Fees are taken from what each side
 * receives (base for the buyer, quote for the seller), rounded up to the
 * coin's decimals per fill, and split 90 % to `fees` and 10 % to the
 * security fund (spec section 9: SAFU is 10 % of trading fees). Releases
 * of what finished orders still hold follow, one posting per order.
 */
import {
  add,
  decimal,
  isPositive,
  isZero,
  mul,
  neg,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { AccountRef, HoldRelease, Posting, PostingLine } from '../ledger/index.js';
import type { Market } from './spot.core.js';
import type { OrderState } from './spot.settle.js';

const CLEARING = 'clearing:spot';
const SAFU_SHARE = decimal('0.1');

export const holdKey = (orderId: number): string => `order:${orderId}`;

/** An order's frozen amount moved between two parts of its account, both lines naming the order. */
function moveLines(
  account: AccountRef,
  order: OrderState,
  from: 'available' | 'frozen',
  to: 'available' | 'frozen',
): PostingLine[] {
  const reference = `spot_order:${order.id}`;
  return [
    { account, part: from, amount: toPlainString(neg(order.frozen)), reference },
    { account, part: to, amount: toPlainString(order.frozen), reference },
  ];
}

/**
 * The freezes of a batch's placements: one posting per side (`spot_buy`
 * freezing quote coins, `spot_sell` base coins) with two lines per order
 * naming it (`spot_order:<id>`) and a hold per order. Keyed by the batch's
 * first order id, unique because order ids are.
 */
export function freezePostings(market: Market, orders: readonly OrderState[]): Posting[] {
  if (orders.length === 0) return [];
  const first = Math.min(...orders.map((order) => order.id));
  return (['buy', 'sell'] as const).flatMap((side): Posting[] => {
    const own = orders.filter((order) => order.side === side);
    if (own.length === 0) return [];
    const asset = side === 'buy' ? market.quote : market.base;
    const accountOf = (order: OrderState): AccountRef => ({
      userId: order.userId,
      wallet: 'spot',
      asset,
    });
    return [
      {
        idempotencyKey: `spot:${market.symbol}:f${first}:${side}`,
        type: side === 'buy' ? 'spot_buy' : 'spot_sell',
        reference: `spot_batch:${market.symbol}:f${first}`,
        memo: 'freeze',
        lines: own.flatMap((order) => moveLines(accountOf(order), order, 'available', 'frozen')),
        holds: {
          open: own.map((order) => ({
            key: holdKey(order.id),
            account: accountOf(order),
            part: 'frozen' as const,
            amount: toPlainString(order.frozen),
            kind: 'order' as const,
          })),
        },
      },
    ];
  });
}

/** Sums per coin, for the system lines of a batch's postings. */
class Totals {
  private readonly totals = new Map<string, Decimal>();
  add(asset: string, amount: Decimal): void {
    this.totals.set(asset, add(this.totals.get(asset) ?? ZERO, amount));
  }
  /** One line per coin into `system`'s available part; none for a zero total. */
  lines(system: string): PostingLine[] {
    return [...this.totals].flatMap(([asset, total]) =>
      isZero(total)
        ? []
        : [
            {
              account: { system, asset },
              part: 'available' as const,
              amount: toPlainString(total),
            },
          ],
    );
  }
}

/** A batch's fills as its `spot_buy`, `spot_sell` and `fee` postings (see the file's comment). */
export class FillPostings {
  private readonly buy: PostingLine[] = [];
  private readonly sell: PostingLine[] = [];
  private readonly fee: PostingLine[] = [];
  private readonly buyReleases: HoldRelease[] = [];
  private readonly sellReleases: HoldRelease[] = [];
  private readonly bought = new Totals();
  private readonly sold = new Totals();
  private readonly kept = new Totals();
  private readonly safu = new Totals();

  constructor(
    private readonly market: Market,
    private readonly batchSeq: number,
  ) {}

  add(
    reference: string,
    buyer: OrderState,
    seller: OrderState,
    amount: Decimal,
    quote: Decimal,
    fees: { readonly buyer: Decimal; readonly seller: Decimal },
  ): void {
    const { base, quote: quoteAsset } = this.market;
    const q = toPlainString(quote);
    const a = toPlainString(amount);
    const user = (order: OrderState, asset: string): AccountRef => ({
      userId: order.userId,
      wallet: 'spot',
      asset,
    });
    this.buy.push(
      { account: user(buyer, quoteAsset), part: 'frozen', amount: `-${q}`, reference },
      { account: user(buyer, base), part: 'available', amount: a, reference },
    );
    this.buyReleases.push({ key: holdKey(buyer.id), amount: q });
    this.bought.add(quoteAsset, quote);
    this.bought.add(base, neg(amount));
    this.sell.push(
      { account: user(seller, base), part: 'frozen', amount: `-${a}`, reference },
      { account: user(seller, quoteAsset), part: 'available', amount: q, reference },
    );
    this.sellReleases.push({ key: holdKey(seller.id), amount: a });
    this.sold.add(base, amount);
    this.sold.add(quoteAsset, neg(quote));
    this.charge(user(buyer, base), fees.buyer, reference);
    this.charge(user(seller, quoteAsset), fees.seller, reference);
  }

  private charge(payer: AccountRef, fee: Decimal, reference: string): void {
    if (isZero(fee)) return;
    const safu = round(mul(fee, SAFU_SHARE), 18, 'down');
    this.fee.push({
      account: payer,
      part: 'available',
      amount: toPlainString(neg(fee)),
      reference,
    });
    this.kept.add(payer.asset, sub(fee, safu));
    this.safu.add(payer.asset, safu);
  }

  postings(): Posting[] {
    if (this.buy.length === 0) return [];
    const key = `spot:${this.market.symbol}:b${this.batchSeq}`;
    const reference = `spot_batch:${this.market.symbol}:${this.batchSeq}`;
    const postings: Posting[] = [
      {
        idempotencyKey: `${key}:buy`,
        type: 'spot_buy',
        reference,
        lines: [...this.buy, ...this.bought.lines(CLEARING)],
        holds: { release: this.buyReleases },
      },
      {
        idempotencyKey: `${key}:sell`,
        type: 'spot_sell',
        reference,
        lines: [...this.sell, ...this.sold.lines(CLEARING)],
        holds: { release: this.sellReleases },
      },
    ];
    if (this.fee.length > 0)
      postings.push({
        idempotencyKey: `${key}:fee`,
        type: 'fee',
        reference,
        lines: [...this.fee, ...this.kept.lines('fees'), ...this.safu.lines('security_fund')],
      });
    return postings;
  }
}

/**
 * What a batch's finished orders still hold, back to available: one posting
 * per side, two lines per order naming it, each order's hold closed. They
 * follow the fills (`settle`), which take from the same holds first.
 */
export function releasePostings(
  market: Market,
  orders: readonly OrderState[],
  batchSeq: number,
): Posting[] {
  return (['buy', 'sell'] as const).flatMap((side): Posting[] => {
    const own = orders.filter((order) => order.side === side && isPositive(order.frozen));
    if (own.length === 0) return [];
    const asset = side === 'buy' ? market.quote : market.base;
    return [
      {
        idempotencyKey: `spot:${market.symbol}:b${batchSeq}:release:${side}`,
        type: side === 'buy' ? 'spot_buy' : 'spot_sell',
        reference: `spot_batch:${market.symbol}:${batchSeq}`,
        memo: 'unfreeze',
        lines: own.flatMap((order) =>
          moveLines({ userId: order.userId, wallet: 'spot', asset }, order, 'frozen', 'available'),
        ),
        holds: { release: own.map((order) => ({ key: holdKey(order.id) })) },
      },
    ];
  });
}
