import {
  CHANGE_TYPES,
  STATEMENT_PRODUCTS,
  USER_WALLETS,
  type ChangeType,
  type UserWalletName,
  type WalletHistoryEntry,
  type walletHistoryQuery,
} from '@exchange/contracts';
import { add, decimal, isZero, neg, toPlainString, ZERO, type Decimal } from '@exchange/money';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import { FLASH_ORDER_PREFIX } from '../flash/index.js';

/**
 * The user's statement: one line per thing they did or received, built from
 * their ledger entries at read time (the ledger stays the only record).
 *
 * - A wallet event (deposit, withdrawal, transfer, correction, demo grant)
 *   is its one posting: their references repeat (every transfer from spot
 *   to contract shares one). A market event is the postings of one
 *   reference at one moment, which is one matching batch (a spot fill and
 *   its fee; a contract fill's margin, PnL and fee; one funding round).
 *   Every fill of one flash exchange is one event, found through its
 *   orders' client ids.
 * - Its changes are the entries netted per account and coin. A freeze, its
 *   release, or margin moving between the parts of one account nets to
 *   zero: such an event changes no balance and is no line (orders and
 *   withdrawals show what is frozen), except a business security deposit's
 *   lock and release, shown as what left or returned to the available
 *   balance. The detail view lists every entry of
 *   a line's event, parts included.
 * - Its product is the wallet's own (deposits, withdrawals, transfers,
 *   corrections, demo grants, P2P trades released) or the market's: spot, flash, or the contract
 *   account that moved (contract: perpetual; delivery: delivery).
 *
 * The query reads all of one user's entries; see ARCHITECTURE.md on when
 * that wants a summary table.
 */
const WALLET_TYPES: readonly ChangeType[] = [
  'recharge',
  'withdraw',
  'transfer',
  'manual_deposit',
  'manual_withdrawal',
  'activity_reward',
  'merchant_deposit',
  'p2p_trade',
  'other',
];

interface Row {
  event: string;
  product: string;
  type: string;
  entry_id: string;
  transaction_id: string;
  change_type: string;
  reference: string;
  memo: string;
  asset: string;
  wallet: string;
  part: string;
  amount: string;
  balance_after: string;
  created_at: Date;
  subject: string | null;
}

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`));

export function createStatement<T>(database: Kysely<T>) {
  // Raw SQL over the ledger's, spot's, flash's and contracts' tables: Kysely<DB>
  // does not widen to Kysely<unknown> (see ARCHITECTURE.md).
  const db = database as unknown as Kysely<unknown>;
  /** The user's entries, each with the event it belongs to. */
  function keyed(userId: number): RawBuilder<unknown> {
    const prefix = `${FLASH_ORDER_PREFIX}%`;
    // The quote id sits between the prefix and the leg's one digit.
    const from = FLASH_ORDER_PREFIX.length + 1;
    return sql`
      select e.id as entry_id, e.transaction_id, t.change_type, r.reference, t.memo,
        t.created_at, a.asset, a.wallet, e.part, e.amount, e.balance_after,
        coalesce(
          (select 'flash:' || f.quote_id
            from spot_trade st
            join spot_order o on o.id = case when st.taker_user_id = ${userId}
              then st.taker_order_id else st.maker_order_id end
            join flash_exchange f on f.user_id = ${userId}
              and f.quote_id = substr(o.client_order_id, ${from}, length(o.client_order_id) - ${from})
            where r.reference like 'spot_trade:%'
              and st.market = split_part(r.reference, ':', 2)
              and st.trade_no = case when r.reference like 'spot_trade:%'
                then cast(split_part(r.reference, ':', 3) as bigint) end
              and o.client_order_id like ${prefix}),
          case when t.change_type in (${list(WALLET_TYPES)}) then 'tx:' || t.id
            else r.reference || '@' || cast(floor(extract(epoch from t.created_at) * 1000) as bigint)
          end
        ) as event
      from ledger_account a
      join ledger_entry e on e.account_id = a.id
      join ledger_transaction t on t.id = e.transaction_id
      -- A line of a batch's posting names its own event (a spot fill).
      cross join lateral (select coalesce(e.reference, t.reference) as reference) r
      where a.user_id = ${userId}`;
  }

  /** Events that changed a balance, with their product and type, newest first. */
  function events(userId: number, query: z.output<typeof walletHistoryQuery>) {
    const netFilter = [
      query.asset ? sql`and asset = ${query.asset}` : sql``,
      query.wallet ? sql`and wallet = ${query.wallet}` : sql``,
    ];
    return sql`
      with keyed as (${keyed(userId)}),
      moved as (
        select event from keyed
        group by event, asset, wallet
        having (sum(amount) <> 0 or bool_or(change_type = 'merchant_deposit'))
          ${sql.join(netFilter, sql` `)}
      ),
      events as (
        select k.event, max(k.transaction_id) as last_tx,
          case
            when k.event like 'flash:%' then 'flash'
            when bool_or(k.change_type in (${list(WALLET_TYPES)})) then 'wallet'
            when bool_or(k.wallet = 'contract') then 'perpetual'
            when bool_or(k.wallet = 'delivery') then 'delivery'
            else 'spot'
          end as product,
          (array_agg(k.change_type order by k.change_type = 'fee', k.transaction_id))[1] as type
        from keyed k
        where k.event in (select event from moved)
        group by k.event
      ),
      chosen as (
        select * from events
        where true
          ${query.product ? sql`and product = ${query.product}` : sql``}
          ${query.historyType ? sql`and type = ${query.historyType}` : sql``}
      )`;
  }

  return {
    async page(
      userId: number,
      query: z.output<typeof walletHistoryQuery>,
    ): Promise<{ list: WalletHistoryEntry[]; total: number; pageNo: number; pageSize: number }> {
      const offset = (query.pageNo - 1) * query.pageSize;
      const [{ rows }, counted] = await Promise.all([
        sql<Row>`
          ${events(userId, query)},
          page as (select * from chosen order by last_tx desc limit ${query.pageSize} offset ${offset})
          select p.event, p.product, p.type, k.entry_id, k.transaction_id, k.change_type,
            k.reference, k.memo, k.asset, k.wallet, k.part, k.amount, k.balance_after, k.created_at,
            case
              when p.event like 'flash:%' then (select f.from_coin || '>' || f.to_coin
                from flash_exchange f where f.quote_id = substr(p.event, 7) and f.user_id = ${userId})
              when k.reference like 'user-transfer:%' then 'UID ' || replace(
                split_part(k.reference, ':', 2), '->', '->UID ')
              when k.reference like 'spot_trade:%' or k.reference like 'perp_funding:%'
                then split_part(k.reference, ':', 2)
              when k.reference like 'perp_position:%' then (select contract from perp_position
                where id = cast(split_part(k.reference, ':', 2) as bigint))
              when k.reference like 'perp_order:%' then (select contract from perp_order
                where id = cast(split_part(k.reference, ':', 2) as bigint))
            end as subject
          from page p join keyed k on k.event = p.event
          order by p.last_tx desc, k.entry_id`.execute(db),
        sql<{ n: string }>`${events(userId, query)} select count(*) as n from chosen`.execute(db),
      ]);
      return {
        list: lines(rows),
        total: Number(counted.rows[0]?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  };
}

export type Statement = ReturnType<typeof createStatement>;

const isIn =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);
const isChangeType = isIn(CHANGE_TYPES);
const isWallet = isIn(USER_WALLETS);
const isProduct = isIn(STATEMENT_PRODUCTS);

/** Rows (ordered by event, then entry) to statement lines. */
function lines(rows: readonly Row[]): WalletHistoryEntry[] {
  const byEvent = new Map<string, Row[]>();
  for (const row of rows) {
    const group = byEvent.get(row.event);
    if (group) group.push(row);
    else byEvent.set(row.event, [row]);
  }
  return [...byEvent.values()].flatMap((group) => {
    const first = group[0];
    if (!first || !isChangeType(first.type) || !isProduct(first.product)) return [];
    const own = group.filter((r) => isWallet(r.wallet) && isChangeType(r.change_type));
    return [
      {
        id: first.event,
        type: first.type,
        product: first.product,
        subject: group.find((r) => r.subject)?.subject ?? '',
        // A business security deposit moves between the parts of one
        // account, yet the user must see it go and come back: its line is
        // what left or returned to the available balance.
        changes: netted(
          first.type === 'merchant_deposit' ? own.filter((r) => r.part === 'available') : own,
        ),
        fees: feesOf(own),
        note: noteOf(own),
        createdAt: latest(group).toISOString(),
        entries: own.map((r) => ({
          id: String(r.entry_id),
          transactionId: String(r.transaction_id),
          type: r.change_type as ChangeType,
          asset: r.asset,
          wallet: r.wallet as UserWalletName,
          part: r.part === 'frozen' || r.part === 'locked' ? r.part : 'available',
          amount: toPlainString(decimal(r.amount)),
          balanceAfter: toPlainString(decimal(r.balance_after)),
          createdAt: r.created_at.toISOString(),
        })),
      },
    ];
  });
}

function netted(rows: readonly Row[]): WalletHistoryEntry['changes'] {
  const sums = new Map<string, { asset: string; wallet: UserWalletName; amount: Decimal }>();
  for (const r of rows) {
    const key = `${r.wallet}:${r.asset}`;
    const sum = sums.get(key) ?? {
      asset: r.asset,
      wallet: r.wallet as UserWalletName,
      amount: ZERO,
    };
    sum.amount = add(sum.amount, decimal(r.amount));
    sums.set(key, sum);
  }
  return [...sums.values()]
    .filter((s) => !isZero(s.amount))
    .map((s) => ({ asset: s.asset, wallet: s.wallet, amount: toPlainString(s.amount) }));
}

/** What the event paid in fees: the user's side of its fee postings. */
function feesOf(rows: readonly Row[]): WalletHistoryEntry['fees'] {
  const sums = new Map<string, Decimal>();
  for (const r of rows.filter((r) => r.change_type === 'fee'))
    sums.set(r.asset, add(sums.get(r.asset) ?? ZERO, neg(decimal(r.amount))));
  return [...sums]
    .filter(([, amount]) => !isZero(amount))
    .map(([asset, amount]) => ({ asset, amount: toPlainString(amount) }));
}

/**
 * Memos are the ledger's own words ("freeze", "realised pnl") except on an
 * operator's correction, where the memo is the reason the user is owed.
 */
function noteOf(rows: readonly Row[]): string {
  const manual = rows.find(
    (r) => r.change_type === 'manual_deposit' || r.change_type === 'manual_withdrawal',
  );
  return manual?.memo ?? '';
}

function latest(rows: readonly Row[]): Date {
  return rows.reduce((at, r) => (r.created_at > at ? r.created_at : at), new Date(0));
}
