import {
  ADDRESS_BOOK_MAX,
  type AddressBook,
  type SavedAddress,
  type Whitelist,
  type addressBookAddBody,
  type whitelistBody,
} from '@exchange/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { RequestContext, SecurityService, UserRow } from '../account/index.js';
import { isValidAddress } from '../chain/index.js';
import type { CoinChainRow } from '../coin/index.js';
import {
  addressKey,
  switched,
  usableAt,
  whitelistEnforced,
  whitelistProblem,
  type WhitelistState,
} from './withdrawal.addressbook.core.js';
import type { WithdrawalAddressBookTable, WithdrawalTables } from './withdrawal.tables.js';

type Entry = Selectable<WithdrawalAddressBookTable>;
type Db = Kysely<WithdrawalTables>;

/**
 * The withdrawal address book: a user's saved addresses with labels, per
 * network, and the whitelist that holds withdrawals to them. Adding an
 * address and switching the whitelist need the fund password, as a
 * withdrawal does; a label change or a deletion only narrows where money
 * may go, so neither does. One user's adds and switches take turns (an
 * advisory lock per user), so the limit and "was the whitelist on when
 * this was saved" are decided on what is committed.
 */
export function createAddressBook(deps: {
  db: Db;
  chains: () => Promise<CoinChainRow[]>;
  security: SecurityService;
  clock: Clock;
  /** The module's new-address hold: how long a save under the whitelist, and a switch-off, wait. */
  holdMs: number;
}) {
  const { db, clock, holdMs } = deps;

  const refuseDemo = (user: UserRow) => {
    if (user.is_demo) throw new AppError('DEMO_RESTRICTED');
  };

  const lockUser = (trx: Db, userId: number) =>
    sql`select pg_advisory_xact_lock(hashtext(${`withdrawal_address_book:${userId}`}))`.execute(
      trx,
    );

  const whitelistRow = (trx: Db, userId: number): Promise<WhitelistState | undefined> =>
    trx
      .selectFrom('withdrawal_whitelist')
      .select(['enabled', 'enforced_until'])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  function whitelistView(state: WhitelistState | undefined): Whitelist {
    const enforced = whitelistEnforced(state, clock.nowMs());
    return {
      enabled: state?.enabled ?? false,
      enforced,
      enforcedUntil:
        enforced && state && !state.enabled ? (state.enforced_until?.toISOString() ?? null) : null,
      holdHours: holdMs / 3_600_000,
    };
  }

  const view = (row: Entry): SavedAddress => ({
    id: row.id,
    chain: row.chain,
    address: row.address,
    label: row.label,
    createdAt: row.created_at.toISOString(),
    usableAt: row.usable_at.toISOString(),
    usable: row.usable_at.getTime() <= clock.nowMs(),
  });

  const savedEntry = (userId: number, chain: string, address: string) =>
    db
      .selectFrom('withdrawal_address_book')
      .selectAll()
      .where('user_id', '=', userId)
      .where('chain', '=', chain)
      .where('address_key', '=', addressKey(address))
      .executeTakeFirst();

  /**
   * The network a saved address is for: a known one on which some coin can
   * be withdrawn now, and the address family it pays. Errors: ADDRESS_BOOK_NETWORK.
   */
  async function networkFamily(chain: string) {
    const open = (await deps.chains()).find(
      (c) => c.chain === chain && c.withdraw_enabled && c.family !== 'none',
    );
    if (!open || open.family === 'none') throw new AppError('ADDRESS_BOOK_NETWORK');
    return open.family;
  }

  /** Room for one more, and not saved already. Errors: ADDRESS_BOOK_FULL, ADDRESS_BOOK_DUPLICATE. */
  async function checkRoom(trx: Db, userId: number, chain: string, address: string) {
    const { n } = await trx
      .selectFrom('withdrawal_address_book')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= ADDRESS_BOOK_MAX)
      throw new AppError('ADDRESS_BOOK_FULL', { max: ADDRESS_BOOK_MAX });
    const twin = await trx
      .selectFrom('withdrawal_address_book')
      .select('id')
      .where('user_id', '=', userId)
      .where('chain', '=', chain)
      .where('address_key', '=', addressKey(address))
      .executeTakeFirst();
    if (twin) throw new AppError('ADDRESS_BOOK_DUPLICATE');
  }

  return {
    /** The user's saved addresses (optionally one network's) and the whitelist. */
    async list(user: UserRow, chain?: string): Promise<AddressBook> {
      refuseDemo(user);
      let rows = db.selectFrom('withdrawal_address_book').where('user_id', '=', user.id);
      if (chain !== undefined) rows = rows.where('chain', '=', chain);
      const [entries, count, state] = await Promise.all([
        rows.selectAll().orderBy('chain').orderBy('id').execute(),
        db
          .selectFrom('withdrawal_address_book')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow(),
        whitelistRow(db, user.id),
      ]);
      return {
        whitelist: whitelistView(state),
        addresses: entries.map(view),
        total: Number(count.n),
        max: ADDRESS_BOOK_MAX,
      };
    },

    /**
     * Saves an address, checked as a withdrawal checks it, usable at once
     * or after the hold (see `usableAt`). Errors: DEMO_RESTRICTED,
     * ADDRESS_BOOK_NETWORK, WITHDRAW_ADDRESS_INVALID, ADDRESS_BOOK_FULL,
     * ADDRESS_BOOK_DUPLICATE, FUND_PASSWORD_*.
     */
    async add(
      user: UserRow,
      input: z.output<typeof addressBookAddBody>,
      context: RequestContext,
    ): Promise<SavedAddress> {
      refuseDemo(user);
      const family = await networkFamily(input.chain);
      if (!isValidAddress(family, input.address)) throw new AppError('WITHDRAW_ADDRESS_INVALID');
      // Said before the fund password is asked, so no try is spent on a save that cannot be.
      await checkRoom(db, user.id, input.chain, input.address);
      await deps.security.verifyFundPassword(user.id, input.fundPassword, context);
      try {
        const row = await db.transaction().execute(async (trx) => {
          await lockUser(trx, user.id);
          await checkRoom(trx, user.id, input.chain, input.address);
          const now = clock.nowMs();
          const enforced = whitelistEnforced(await whitelistRow(trx, user.id), now);
          return trx
            .insertInto('withdrawal_address_book')
            .values({
              user_id: user.id,
              chain: input.chain,
              address: input.address,
              label: input.label,
              created_at: new Date(now),
              usable_at: usableAt(enforced, now, holdMs),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return view(row);
      } catch (error) {
        if (isUniqueViolation(error, 'withdrawal_address_book_unique'))
          throw new AppError('ADDRESS_BOOK_DUPLICATE');
        throw error;
      }
    },

    /** A new label for one of the user's addresses. Errors: DEMO_RESTRICTED, ADDRESS_BOOK_NOT_FOUND. */
    async rename(user: UserRow, id: number, label: string): Promise<SavedAddress> {
      refuseDemo(user);
      const row = await db
        .updateTable('withdrawal_address_book')
        .set({ label })
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('ADDRESS_BOOK_NOT_FOUND');
      return view(row);
    },

    /** Deletes one of the user's addresses. Errors: DEMO_RESTRICTED, ADDRESS_BOOK_NOT_FOUND. */
    async remove(user: UserRow, id: number): Promise<{ id: number }> {
      refuseDemo(user);
      const row = await db
        .deleteFrom('withdrawal_address_book')
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('ADDRESS_BOOK_NOT_FOUND');
      return row;
    },

    /**
     * Switches the whitelist: on at once, off once the hold has passed (see
     * `switched` for why). Errors: DEMO_RESTRICTED, FUND_PASSWORD_*.
     */
    async setWhitelist(
      user: UserRow,
      input: z.output<typeof whitelistBody>,
      context: RequestContext,
    ): Promise<Whitelist> {
      refuseDemo(user);
      await deps.security.verifyFundPassword(user.id, input.fundPassword, context);
      const state = await db.transaction().execute(async (trx) => {
        await lockUser(trx, user.id);
        const current = await whitelistRow(trx, user.id);
        const now = clock.nowMs();
        const next = switched(current, input.enabled, now, holdMs);
        const same =
          current !== undefined &&
          current.enabled === next.enabled &&
          current.enforced_until?.getTime() === next.enforced_until?.getTime();
        if (same) return current;
        await trx
          .insertInto('withdrawal_whitelist')
          .values({ user_id: user.id, ...next, changed_at: new Date(now) })
          .onConflict((oc) =>
            oc.column('user_id').doUpdateSet({ ...next, changed_at: new Date(now) }),
          )
          .execute();
        return next;
      });
      return whitelistView(state);
    },

    /**
     * Refuses a withdrawal to an address the whitelist does not allow now,
     * before anything is frozen. Errors: WITHDRAW_ADDRESS_NOT_SAVED,
     * WITHDRAW_ADDRESS_NOT_YET_USABLE.
     */
    async ensureAllowed(userId: number, chain: string, address: string): Promise<void> {
      const now = clock.nowMs();
      const enforced = whitelistEnforced(await whitelistRow(db, userId), now);
      if (!enforced) return;
      const problem = whitelistProblem(enforced, await savedEntry(userId, chain, address), now);
      if (problem) throw new AppError(problem.key, problem.params);
    },

    /** For the address check as the user types: the saved entry, if any, and whether the whitelist holds. */
    async lookup(userId: number, chain: string, address: string) {
      const [saved, state] = await Promise.all([
        savedEntry(userId, chain, address),
        whitelistRow(db, userId),
      ]);
      return {
        saved: saved
          ? {
              id: saved.id,
              label: saved.label,
              usableAt: saved.usable_at.toISOString(),
              usable: saved.usable_at.getTime() <= clock.nowMs(),
            }
          : null,
        whitelist: whitelistEnforced(state, clock.nowMs()),
      };
    },
  };
}

export type AddressBookService = ReturnType<typeof createAddressBook>;
