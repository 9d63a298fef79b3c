/**
 * Market ownership across engine processes (issue 27): a lease per market
 * in PostgreSQL, with a fencing token.
 *
 * An engine process owns a market while its lease is unexpired, and renews
 * it well before it runs out. Every change of owner (a takeover after
 * expiry, or the same process starting again) increases the token, so a
 * process that paused past its lease (a long GC, a partition) and wakes
 * up still believing it owns the market holds an old token.
 *
 * The fence is what makes that harmless: every transaction that writes a
 * market's state first runs `fence`, which reads the lease row FOR SHARE
 * and fails unless the token is current and unexpired. The share lock
 * makes a takeover (an UPDATE of the row) wait for every transaction that
 * passed the fence to finish, so the new owner, which rebuilds from the
 * database after taking over, sees all of the old owner's commits, and no
 * commit of the old owner can follow its takeover.
 *
 * Time is the database's (`clock_timestamp()`), one clock for every
 * process, never a process's own.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../http/app-error.js';

export interface MarketLease {
  readonly market: string;
  readonly owner: string;
  /** Grows with every change of owner; a writer's proof that it still owns the market. */
  readonly token: bigint;
  /** When it runs out, in the database's time (ms since the epoch). */
  readonly expiresAt: number;
}

interface LeaseRow {
  market: string;
  owner: string;
  token: string;
  expires_at: Date;
}

const leaseOf = (row: LeaseRow): MarketLease => ({
  market: row.market,
  owner: row.owner,
  token: BigInt(row.token),
  expiresAt: row.expires_at.getTime(),
});

/**
 * The writer's lease is no longer current: its transaction is rolled back
 * and it must stop. A caller whose command met it is answered MARKET_BUSY,
 * to retry against the new owner.
 */
export class LeaseLostError extends AppError {
  constructor(readonly lease: MarketLease) {
    super('MARKET_BUSY', {}, null, {
      cause: `lease of ${lease.market} (token ${lease.token}) is no longer held by ${lease.owner}`,
    });
  }
}

export function createMarketLeases(db: Kysely<unknown>) {
  const interval = (ms: number) => sql`${ms} * interval '1 millisecond'`;
  return {
    /**
     * Takes the market for `owner` for `ttlMs` if nobody holds it, its
     * lease has run out, or `owner` itself held it (a restart); the token
     * grows. Null while another owner's lease runs.
     */
    async acquire(market: string, owner: string, ttlMs: number): Promise<MarketLease | null> {
      const { rows } = await sql<LeaseRow>`
        insert into market_lease as l (market, owner, token, expires_at)
        values (${market}, ${owner}, 1, clock_timestamp() + ${interval(ttlMs)})
        on conflict (market) do update
          set owner = excluded.owner, token = l.token + 1, expires_at = excluded.expires_at
          where l.expires_at <= clock_timestamp() or l.owner = excluded.owner
        returning market, owner, token, expires_at`.execute(db);
      const row = rows[0];
      return row ? leaseOf(row) : null;
    },

    /** Extends a lease still held; null once it ran out or another owner took the market. */
    async renew(lease: MarketLease, ttlMs: number): Promise<MarketLease | null> {
      const { rows } = await sql<LeaseRow>`
        update market_lease set expires_at = clock_timestamp() + ${interval(ttlMs)}
        where market = ${lease.market} and token = ${String(lease.token)}
          and expires_at > clock_timestamp()
        returning market, owner, token, expires_at`.execute(db);
      const row = rows[0];
      return row ? leaseOf(row) : null;
    },

    /** Gives the market up at once (a clean shutdown), so that another owner need not wait. */
    async release(lease: MarketLease): Promise<void> {
      await sql`update market_lease set expires_at = clock_timestamp()
        where market = ${lease.market} and token = ${String(lease.token)}`.execute(db);
    },

    /** Who holds a market now, if anyone (an expired lease is nobody's). */
    async holder(market: string): Promise<MarketLease | null> {
      const { rows } = await sql<LeaseRow>`
        select market, owner, token, expires_at from market_lease
        where market = ${market} and expires_at > clock_timestamp()`.execute(db);
      const row = rows[0];
      return row ? leaseOf(row) : null;
    },

    /**
     * The first statement of every transaction that writes the market's
     * state: throws LeaseLostError (rolling the transaction back) unless
     * `lease` is current; otherwise holds a share lock on the lease until
     * the transaction ends, so no takeover can commit in between.
     */
    fence,

    /**
     * `db` for the market's single writer: every transaction it opens
     * fences first. `lost` is told (once per refused transaction) so the
     * owner stops serving the market.
     */
    fenced(db: Kysely<unknown>, lease: MarketLease, lost: () => void): Kysely<unknown> {
      const guard = async (trx: Transaction<unknown>) => {
        try {
          await fence(trx, lease);
        } catch (error) {
          if (error instanceof LeaseLostError) lost();
          throw error;
        }
      };
      return fencedKysely(db, guard);
    },
  };
}

async function fence(trx: Transaction<unknown>, lease: MarketLease): Promise<void> {
  const { rows } = await sql<{ token: string }>`
    select token from market_lease
    where market = ${lease.market} and token = ${String(lease.token)}
      and expires_at > clock_timestamp()
    for share`.execute(trx);
  if (rows.length === 0) throw new LeaseLostError(lease);
}

/**
 * `db` whose `transaction()` builders run `guard` as the first statement of
 * every transaction; everything else passes through. The runners write only
 * in transactions, so every write is fenced.
 */
function fencedKysely(
  db: Kysely<unknown>,
  guard: (trx: Transaction<unknown>) => Promise<void>,
): Kysely<unknown> {
  type Builder = ReturnType<Kysely<unknown>['transaction']>;
  const wrap = (builder: Builder): Builder =>
    new Proxy(builder, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property === 'execute')
          return <R>(fn: (trx: Transaction<unknown>) => Promise<R>) =>
            target.execute(async (trx) => {
              await guard(trx);
              return fn(trx);
            });
        if (typeof value !== 'function') return value;
        // setIsolationLevel and the like return a new builder: fence that one too.
        return (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result && typeof result === 'object' && 'execute' in result
            ? wrap(result as Builder)
            : result;
        };
      },
    });
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') return () => wrap(target.transaction());
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export type MarketLeases = ReturnType<typeof createMarketLeases>;
