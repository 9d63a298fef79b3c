import { isUniqueViolation } from '../../db/errors.js';
import type {
  Withdrawal,
  WithdrawAddressCheck,
  WithdrawalStatus,
  withdrawBody,
} from '@exchange/contracts';
import {
  add,
  decimal,
  gt,
  isNegative,
  mul,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { utcDayStart, type Clock } from '../../lib/clock.js';
import { type RequestContext, type UserRow, type SecurityService } from '../account/index.js';
import { isValidAddress } from '../chain/index.js';
import type { CoinService, CoinChainRow } from '../coin/index.js';
import type { Events } from '../events/index.js';
import type { Flows } from '../flows/index.js';
import type { Ledger } from '../ledger/index.js';
import { createAddressBook } from './withdrawal.addressbook.js';
import { amountProblem, canMove, inWindow } from './withdrawal.core.js';
import { createReads } from './withdrawal.reads.js';
import { createSending, type WithdrawalSigner } from './withdrawal.send.js';
import type { WithdrawalTable, WithdrawalTables } from './withdrawal.tables.js';
import { toView } from './withdrawal.view.js';
import type { OutflowCheck } from '../../module.js';

export type { SentStatus, WithdrawalSigner } from './withdrawal.send.js';

export const NEW_ADDRESS_HOLD_MS = 24 * 3_600_000;

/** Runs inside a console decision's transaction, after its change (the audit entry). */
type Within = (trx: Kysely<unknown>) => Promise<void>;

type Row = Selectable<WithdrawalTable>;

/**
 * Withdrawals: the spec's rules at request time, funds frozen under a hold,
 * review by an operator, sending by a signer job, settlement through the
 * ledger. Each step's posting commits in one transaction with the status it
 * moves the withdrawal to, under its own idempotency key: there is never a
 * hold without its withdrawal, or a status without its money.
 */
export function createWithdrawalService<T>(deps: {
  db: Kysely<T>;
  ledger: Ledger;
  coins: CoinService;
  chains: () => Promise<CoinChainRow[]>;
  security: SecurityService;
  signer: WithdrawalSigner;
  /** Sending runs as a flow: signed, then recorded, resumed after a crash between the two. */
  flows: Flows;
  /** `withdrawal.settled` is published with each settlement. */
  events: Events;
  clock: Clock;
  newAddressHoldMs?: number;
  /**
   * The user's daily withdrawal limit in USD by verification level (null:
   * unlimited). Absent: no limit by level (a platform built without the
   * identity module).
   */
  dailyLimitUsd?: (userId: number) => Promise<string | null>;
  /** An asset's USD price now; null when it has none. */
  usdPrice?: (asset: string) => Decimal | null;
  /**
   * The value (USD) of coins the user bought through P2P that are still
   * within their payment method's chargeback hold, with when the last hold
   * ends; null when none is (the P2P module's answer).
   */
  p2pHold?: (userId: number) => Promise<{ usd: Decimal; until: Date } | null>;
  /** What the user's wallets are worth in USD now (priced assets only). */
  walletUsd?: (userId: number) => Promise<Decimal>;
  /** Promotional credit's check on coins leaving the user, in the withdrawal's transaction. */
  outflow?: OutflowCheck;
}) {
  // See ledger.service.ts on Kysely's subset typing.
  const db = deps.db as unknown as Kysely<WithdrawalTables>;
  const { ledger, clock } = deps;
  const now = () => new Date(clock.nowMs());
  const holdMs = deps.newAddressHoldMs ?? NEW_ADDRESS_HOLD_MS;
  const inFlight = new Map<string, Promise<Withdrawal>>();
  const reads = createReads(db);
  // The address book shares the new-address hold: a save under the whitelist waits as long.
  const addressBook = createAddressBook({
    db,
    chains: deps.chains,
    security: deps.security,
    clock,
    holdMs,
  });

  /** Moves a withdrawal between statuses atomically; refuses anything the table does not allow. */
  async function move(
    trx: Transaction<WithdrawalTables>,
    id: number,
    from: WithdrawalStatus,
    to: WithdrawalStatus,
    extra: Partial<{ reject_reason: string; txid: string }> = {},
  ): Promise<Row> {
    if (!canMove(from, to)) throw new AppError('WITHDRAW_STATE');
    const row = await trx
      .updateTable('withdrawal')
      .set({ status: to, updated_at: now(), ...extra })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError('WITHDRAW_STATE');
    return row;
  }

  /** Gives frozen funds back to the available balance (reject, cancel), in the caller's transaction. */
  function unfreeze(
    trx: Transaction<WithdrawalTables>,
    row: { user_id: number; symbol: string; amount: string; hold_key: string },
    key: string,
  ) {
    const amount = toPlainString(decimal(row.amount));
    const account = { userId: row.user_id, wallet: 'spot' as const, asset: row.symbol };
    return ledger.post(
      {
        idempotencyKey: key,
        type: 'withdraw',
        reference: row.hold_key,
        lines: [
          { account, part: 'frozen', amount: `-${amount}` },
          { account, part: 'available', amount },
        ],
        holds: { release: [{ key: row.hold_key }] },
      },
      { trx },
    );
  }

  /** Moves a withdrawal to a closed status and gives its funds back, in one commit. */
  function close(
    id: number,
    from: WithdrawalStatus,
    to: 'cancelled' | 'review_failed',
    key: string,
    extra: Partial<{ reject_reason: string }> = {},
  ): Promise<Row> {
    return db.transaction().execute(async (trx) => {
      const moved = await move(trx, id, from, to, extra);
      await unfreeze(trx, moved, key);
      if (to === 'review_failed') await reviewed(trx, moved, false);
      return moved;
    });
  }

  /** An operator's decision, a fact the user is told of (notifications), in its transaction. */
  function reviewed(trx: Transaction<WithdrawalTables>, row: Row, approved: boolean) {
    return deps.events.publish(trx, 'withdrawal.reviewed', `withdrawal.reviewed:${row.id}`, {
      withdrawalId: row.id,
      userId: row.user_id,
      asset: row.symbol,
      chain: row.chain,
      amount: toPlainString(decimal(row.amount)),
      approved,
      reason: approved ? null : row.reject_reason || null,
    });
  }

  function byRequest(userId: number, requestId: string) {
    return db
      .selectFrom('withdrawal')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
  }

  const sameRequest = (row: Row, input: z.output<typeof withdrawBody>) =>
    row.symbol === input.symbol &&
    row.chain === input.chain &&
    row.address === input.address &&
    toPlainString(decimal(row.amount)) === toPlainString(decimal(input.amount));

  async function byId(id: number): Promise<Row> {
    const row = await db
      .selectFrom('withdrawal')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('WITHDRAW_NOT_FOUND');
    return row;
  }

  /** The request itself: every rule, then the row, its address and the freeze in one commit. */
  async function applyOnce(
    user: UserRow,
    input: z.output<typeof withdrawBody>,
    context: RequestContext,
  ): Promise<Withdrawal> {
    if (user.is_demo) throw new AppError('DEMO_RESTRICTED');

    const previous = await byRequest(user.id, input.requestId);
    if (previous) {
      if (!sameRequest(previous, input)) throw new AppError('IDEMPOTENCY_CONFLICT');
      return toView(previous);
    }
    const chain = (await deps.chains()).find(
      (c) => c.symbol === input.symbol && c.chain === input.chain,
    );
    if (!chain) throw new AppError('DEPOSIT_CHAIN_WRONG');
    if (!chain.withdraw_enabled || chain.family === 'none') throw new AppError('CHANNEL_NOT_OPEN');
    const secured =
      user.fund_password_hash !== null &&
      (user.google_secret !== null || (user.email !== null && user.phone !== null));
    if (!secured) throw new AppError('WITHDRAW_SECURITY_REQUIRED');
    if (!isValidAddress(chain.family, input.address))
      throw new AppError('WITHDRAW_ADDRESS_INVALID');
    await addressBook.ensureAllowed(user.id, input.chain, input.address);
    const coin = await deps.coins.get(input.symbol);
    const amount = decimal(input.amount);
    const problem = amountProblem(amount, {
      withdrawMin: toPlainString(decimal(chain.withdraw_min)),
      withdrawMax: toPlainString(decimal(chain.withdraw_max)),
      withdrawFee: toPlainString(decimal(chain.withdraw_fee)),
      decimals: coin.decimals,
    });
    if (problem) throw new AppError(problem.key, problem.params);
    if (!inWindow(chain.withdraw_window, clock.nowMs()))
      throw new AppError('WITHDRAW_OUTSIDE_WINDOW', { window: chain.withdraw_window });
    const pending = await db
      .selectFrom('withdrawal')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', 'in', ['applied', 'review_passed'])
      .executeTakeFirst();
    if (pending) throw new AppError('WITHDRAW_PENDING_EXISTS');
    const today = await db
      .selectFrom('withdrawal')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.id)
      .where('symbol', '=', input.symbol)
      .where('chain', '=', input.chain)
      .where('status', 'not in', ['cancelled', 'review_failed'])
      .where('created_at', '>=', utcDayStart(clock.nowMs()))
      .executeTakeFirstOrThrow();
    if (Number(today.n) >= chain.withdraw_daily_count) throw new AppError('WITHDRAW_DAILY_COUNT');
    // One withdrawal in progress per user (the index below), so what is
    // counted here cannot grow before this one's row is written.
    const usdValue = await checkLevelLimit(user.id, input.symbol, amount);
    const p2pHeld = await checkP2pHold(user.id, input.symbol, amount);
    await deps.security.verifyFundPassword(user.id, input.fundPassword, context);

    const known = await reads.usedBefore(user.id, input.chain, input.address);
    const holdUntil = known ? null : new Date(clock.nowMs() + holdMs);
    const holdKey = `withdrawal:${user.id}:${input.requestId}`;
    const plainAmount = toPlainString(amount);
    const account = { userId: user.id, wallet: 'spot' as const, asset: input.symbol };
    // The withdrawal row, its address and the freeze commit together or not
    // at all: no hold without its withdrawal, no withdrawal without its hold.
    // The row goes first, so a concurrent second request waits on the
    // one-in-progress index instead of freezing funds it would give back.
    try {
      const row = await db.transaction().execute(async (trx) => {
        // The step-up token is spent with the withdrawal: a refused or failed
        // request (no address, insufficient balance) leaves it for the retry.
        await deps.security.consumeStepUp(user.id, input.stepUpToken, trx);
        // The spec's "a further traded amount is needed": promotional credit waiting for its turnover.
        // Weighed together with the P2P hold: both keep value in the account.
        await deps.outflow?.(
          user.id,
          input.symbol,
          amount,
          trx as unknown as Kysely<unknown>,
          p2pHeld,
        );
        const row = await trx
          .insertInto('withdrawal')
          .values({
            user_id: user.id,
            request_id: input.requestId,
            symbol: input.symbol,
            chain: input.chain,
            address: input.address,
            amount: plainAmount,
            fee: chain.withdraw_fee,
            hold_key: holdKey,
            status: 'applied',
            hold_until: holdUntil,
            usd_value: usdValue === null ? null : toPlainString(usdValue),
            created_at: now(),
            updated_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('withdrawal_address')
          .values({
            user_id: user.id,
            chain: input.chain,
            address: input.address,
            first_used_at: now(),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await ledger.post(
          {
            idempotencyKey: holdKey,
            type: 'withdraw',
            reference: holdKey,
            lines: [
              { account, part: 'available', amount: `-${plainAmount}` },
              { account, part: 'frozen', amount: plainAmount },
            ],
            holds: {
              open: [
                {
                  key: holdKey,
                  account,
                  part: 'frozen',
                  amount: plainAmount,
                  kind: 'withdrawal',
                },
              ],
            },
          },
          { trx },
        );
        return row;
      });
      return toView(row);
    } catch (error) {
      if (isUniqueViolation(error, 'withdrawal_one_pending'))
        throw new AppError('WITHDRAW_PENDING_EXISTS');
      // A twin of this request committed first: answer as a repeat would.
      if (isUniqueViolation(error, 'withdrawal_user_id_request_id_key')) {
        const twin = await byRequest(user.id, input.requestId);
        if (twin && sameRequest(twin, input)) return toView(twin);
        throw new AppError('IDEMPOTENCY_CONFLICT');
      }
      throw error;
    }
  }

  /** What a withdrawal is worth in USD now, to the cent above; null when the coin has no price. */
  function valueNow(symbol: string, amount: Decimal): Decimal | null {
    const price = deps.usdPrice?.(symbol) ?? null;
    return price === null ? null : round(mul(amount, price), 2, 'up');
  }

  /**
   * USD withdrawn today (UTC day): every request not refused, cancelled or
   * returned, at its value when requested (earlier rows at today's price;
   * an unpriced one counts nothing, as nothing can be said of it).
   */
  async function usedTodayUsd(userId: number): Promise<Decimal> {
    const rows = await db
      .selectFrom('withdrawal')
      .select(['symbol', 'amount', 'usd_value'])
      .where('user_id', '=', userId)
      .where('status', 'in', ['applied', 'review_passed', 'success'])
      .where('created_at', '>=', utcDayStart(clock.nowMs()))
      .execute();
    return rows.reduce(
      (total, row) =>
        add(
          total,
          row.usd_value !== null
            ? decimal(row.usd_value)
            : (valueNow(row.symbol, decimal(row.amount)) ?? ZERO),
        ),
      ZERO,
    );
  }

  /**
   * The value of this request, checked against the level's daily limit.
   * Errors: WITHDRAW_UNPRICED (a finite limit and no price), WITHDRAW_LEVEL_LIMIT.
   */
  async function checkLevelLimit(userId: number, symbol: string, amount: Decimal) {
    const value = valueNow(symbol, amount);
    const limit = (await deps.dailyLimitUsd?.(userId)) ?? null;
    if (limit === null) return value;
    if (value === null) throw new AppError('WITHDRAW_UNPRICED', { coin: symbol });
    const left = sub(decimal(limit), await usedTodayUsd(userId));
    if (gt(value, left))
      throw new AppError('WITHDRAW_LEVEL_LIMIT', {
        limit: toPlainString(decimal(limit)),
        remaining: toPlainString(isNegative(left) ? ZERO : left),
      });
    return value;
  }

  /**
   * Coins bought through P2P stay in the platform for their payment
   * method's hold (a bank transfer can be reversed after the release): a
   * withdrawal may not take the wallets' value below what is still held,
   * whichever coin it is in (a conversion does not lift it). Returns the
   * USD value held (zero when none). Errors: WITHDRAW_P2P_HOLD, WITHDRAW_UNPRICED.
   */
  async function checkP2pHold(userId: number, symbol: string, amount: Decimal): Promise<Decimal> {
    const hold = (await deps.p2pHold?.(userId)) ?? null;
    if (hold === null || !deps.walletUsd) return ZERO;
    const value = valueNow(symbol, amount);
    if (value === null) throw new AppError('WITHDRAW_UNPRICED', { coin: symbol });
    const free = sub(await deps.walletUsd(userId), hold.usd);
    if (gt(value, free))
      throw new AppError('WITHDRAW_P2P_HOLD', {
        held: toPlainString(round(hold.usd, 2, 'up')),
        until: hold.until.toISOString(),
      });
    return hold.usd;
  }

  const sending = createSending({
    db,
    ledger,
    flows: deps.flows,
    events: deps.events,
    signer: deps.signer,
    clock,
    byId,
    move,
    unfreeze,
    async confirmationsOf(symbol, chain) {
      const row = (await deps.chains()).find((c) => c.symbol === symbol && c.chain === chain);
      // A network delisted after sending still needs its transaction followed: one block then.
      return row?.confirmations ?? 1;
    },
  });

  return {
    /** USD withdrawn today (UTC day), counted against the level's limit. */
    usedTodayUsd: async (userId: number) => toPlainString(await usedTodayUsd(userId)),

    /**
     * Every address each user has withdrawn to or saved, as `chain:address`
     * (EVM addresses in lower case): what the referral programme compares
     * between an inviter and an invitee.
     */
    async addressesOf(userIds: readonly number[]): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (userIds.length === 0) return result;
      const ids = [...new Set(userIds)];
      const rows = [
        ...(await db
          .selectFrom('withdrawal')
          .select(['user_id', 'chain', 'address'])
          .where('user_id', 'in', ids)
          .execute()),
        ...(await db
          .selectFrom('withdrawal_address')
          .select(['user_id', 'chain', 'address'])
          .where('user_id', 'in', ids)
          .execute()),
      ];
      for (const row of rows) {
        const address = row.address.startsWith('0x') ? row.address.toLowerCase() : row.address;
        const list = result.get(row.user_id) ?? [];
        list.push(`${row.chain}:${address}`);
        result.set(row.user_id, list);
      }
      return result;
    },

    /**
     * Whether an address typed into the withdrawal form can receive on the
     * chosen network, whether it is new to this user there (its first
     * withdrawal is held 24 h), and whether it is in the address book and
     * the whitelist holds: asked as the user types, before any second
     * factor or fund password. Errors: DEPOSIT_CHAIN_WRONG, CHANNEL_NOT_OPEN.
     */
    async checkAddress(
      user: UserRow,
      query: { symbol: string; chain: string; address: string },
    ): Promise<WithdrawAddressCheck> {
      const chain = (await deps.chains()).find(
        (c) => c.symbol === query.symbol && c.chain === query.chain,
      );
      if (!chain) throw new AppError('DEPOSIT_CHAIN_WRONG');
      if (!chain.withdraw_enabled || chain.family === 'none')
        throw new AppError('CHANNEL_NOT_OPEN');
      const known = await reads.usedBefore(user.id, query.chain, query.address);
      const book = await addressBook.lookup(user.id, query.chain, query.address);
      return { valid: isValidAddress(chain.family, query.address), newAddress: !known, ...book };
    },

    /**
     * Errors: DEMO_RESTRICTED, IDEMPOTENCY_CONFLICT, DEPOSIT_CHAIN_WRONG, CHANNEL_NOT_OPEN,
     * WITHDRAW_SECURITY_REQUIRED, WITHDRAW_ADDRESS_INVALID, WITHDRAW_ADDRESS_NOT_SAVED,
     * WITHDRAW_ADDRESS_NOT_YET_USABLE (the whitelist), AMOUNT_PRECISION, WITHDRAW_NOT_ABOVE_FEE,
     * WITHDRAW_BELOW_MIN, WITHDRAW_ABOVE_MAX, WITHDRAW_OUTSIDE_WINDOW, WITHDRAW_PENDING_EXISTS,
     * WITHDRAW_DAILY_COUNT, WITHDRAW_UNPRICED, WITHDRAW_LEVEL_LIMIT, FUND_PASSWORD_*,
     * STEP_UP_REQUIRED, INSUFFICIENT_BALANCE.
     */
    async apply(
      user: UserRow,
      input: z.output<typeof withdrawBody>,
      context: RequestContext,
    ): Promise<Withdrawal> {
      // A twin of a request still in flight (a double tap) waits for the first
      // and gets its answer, instead of spending the second factor again.
      const key = `${user.id}:${input.requestId}`;
      const pending = inFlight.get(key);
      if (pending) {
        const first = await pending.catch(() => null);
        const row = first ? await byRequest(user.id, input.requestId) : undefined;
        if (!row) throw new AppError('DUPLICATE_SUBMISSION');
        if (!sameRequest(row, input)) throw new AppError('IDEMPOTENCY_CONFLICT');
        return toView(row);
      }
      const result = applyOnce(user, input, context);
      inFlight.set(key, result);
      try {
        return await result;
      } finally {
        inFlight.delete(key);
      }
    },

    async cancel(user: UserRow, id: number): Promise<Withdrawal> {
      const row = await byId(id);
      if (row.user_id !== user.id) throw new AppError('WITHDRAW_NOT_FOUND');
      return toView(await close(id, row.status, 'cancelled', `withdrawal-cancel:${id}`));
    },

    /**
     * An operator's approval: the withdrawal goes on to be sent. `within`
     * runs in the same transaction after the change (the console spends the
     * operator's code and writes the audit entry there), so a refusal by it
     * leaves the withdrawal waiting. Errors: WITHDRAW_STATE.
     */
    async approve(id: number, within?: Within): Promise<Withdrawal> {
      return toView(
        await db.transaction().execute(async (trx) => {
          const row = await move(trx, id, 'applied', 'review_passed');
          await within?.(trx as unknown as Kysely<unknown>);
          await reviewed(trx, row, true);
          return row;
        }),
      );
    },

    /** Any user's withdrawal, for the console. Errors: WITHDRAW_NOT_FOUND. */
    async find(id: number): Promise<Withdrawal & { userId: number }> {
      const row = await byId(id);
      return { ...toView(row), userId: row.user_id };
    },

    async reject(id: number, reason: string): Promise<Withdrawal> {
      return toView(
        await close(id, 'applied', 'review_failed', `withdrawal-reject:${id}`, {
          reject_reason: reason.slice(0, 500),
        }),
      );
    },

    /** The signer job: broadcasts approved withdrawals whose new-address hold has passed. */
    sendApproved: () => sending.sendApproved(),
    /** The signer job: settles broadcast withdrawals the network confirmed, returns reverted ones. */
    confirmSent: () => sending.confirmSent(),

    /** Saved addresses and the whitelist (withdrawal.addressbook.ts). */
    addressBook,

    list: reads.list,
    queue: reads.queue,
    counts: reads.counts,

    async detail(userId: number, id: number): Promise<Withdrawal> {
      const row = await byId(id);
      if (row.user_id !== userId) throw new AppError('WITHDRAW_NOT_FOUND');
      return toView(row);
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService<unknown>>;
