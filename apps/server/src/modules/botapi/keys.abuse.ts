/**
 * What the console sees of bot API abuse: refused signed requests, counted
 * in memory per presented key name, address and reason and written every
 * few seconds as hourly rows (`api_key_refusal`), so a flood of bad
 * signatures costs a counter, not a write per request; and the addresses
 * the request-weight limiter has banned. The key list for operators, with
 * each key's refusals, is here too.
 */
import {
  API_KEY_IDLE_DAYS,
  type AdminApiKey,
  type ApiKeyAbuse,
  type ApiKeyRefusal,
} from '@exchange/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { AccountService } from '../account/index.js';
import type { Clock } from '../../lib/clock.js';
import type { ApiKeyTable, BotApiTables } from './botapi.tables.js';
import type { Keys } from './keys.service.js';
import type { Weights } from './weights.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Distinct (key, address, reason) counted between writes; beyond it, new ones are dropped. */
const MAX_PENDING = 10_000;
/** Refusal rows are kept this long. */
const KEEP_DAYS = 30;
/** Longest key name stored: names that are not ours may be anything. */
const KEY_CHARS = 64;
/** How often this process writes its counts. */
const FLUSH_MS = 5_000;

interface Pending {
  hour: number;
  apiKey: string;
  ip: string;
  reason: ApiKeyRefusal;
  count: number;
  firstAt: number;
  lastAt: number;
}

export function createKeyAbuse(deps: {
  db: Kysely<BotApiTables>;
  clock: Clock;
  keys: Keys;
  weights: Weights;
  accounts: Pick<AccountService, 'summaries' | 'findByUid' | 'findByLoginName'>;
  log: (error: unknown, message: string) => void;
}) {
  const { db, clock } = deps;
  let pending = new Map<string, Pending>();
  // The counts are this process's own, so each process writes them on its own timer.
  let timer: NodeJS.Timeout | undefined;
  const write = () => {
    if (pending.size === 0) {
      // Quiet: the next refusal starts the timer again.
      clearInterval(timer);
      timer = undefined;
      return;
    }
    flush().catch((error: unknown) => deps.log(error, 'api key refusals not written'));
  };

  /** Writes the counts gathered since the last call, and forgets rows past their keeping. */
  async function flush(): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length > 0)
      await db
        .insertInto('api_key_refusal')
        .values(
          batch.map((p) => ({
            hour: new Date(p.hour),
            api_key: p.apiKey,
            ip: p.ip,
            reason: p.reason,
            count: p.count,
            first_at: new Date(p.firstAt),
            last_at: new Date(p.lastAt),
          })),
        )
        .onConflict((oc) =>
          oc.columns(['hour', 'api_key', 'ip', 'reason']).doUpdateSet({
            count: sql`api_key_refusal.count + excluded.count`,
            last_at: sql`greatest(api_key_refusal.last_at, excluded.last_at)`,
          }),
        )
        .execute();
    await db
      .deleteFrom('api_key_refusal')
      .where('last_at', '<', new Date(clock.nowMs() - KEEP_DAYS * DAY_MS))
      .execute();
  }

  /** Key rows as operators see them: owner, status, and the last day's refusals. */
  async function adminViews(rows: readonly Selectable<ApiKeyTable>[]): Promise<AdminApiKey[]> {
    const users = await deps.accounts.summaries([...new Set(rows.map((r) => r.user_id))]);
    const counts = await db
      .selectFrom('api_key_refusal')
      .select((eb) => ['api_key', eb.fn.sum<string>('count').as('count')])
      .where('last_at', '>=', new Date(clock.nowMs() - DAY_MS))
      .where('api_key', 'in', rows.length > 0 ? rows.map((r) => r.api_key) : [''])
      .groupBy('api_key')
      .execute();
    const refusals = new Map(counts.map((c) => [c.api_key, Number(c.count)]));
    return rows.map((row) => {
      const { publicKey: _publicKey, ...key } = deps.keys.view(row);
      return {
        ...key,
        userId: row.user_id,
        uid: users.get(row.user_id)?.uid ?? '',
        refusals24h: refusals.get(row.api_key) ?? 0,
      };
    });
  }

  /** Key ids and owners' UIDs of key names. */
  async function owners(apiKeys: readonly string[]) {
    const rows =
      apiKeys.length === 0
        ? []
        : await db
            .selectFrom('api_key')
            .select(['id', 'api_key', 'user_id'])
            .where('api_key', 'in', apiKeys)
            .execute();
    const users = await deps.accounts.summaries([...new Set(rows.map((r) => r.user_id))]);
    return new Map(
      rows.map((r) => [r.api_key, { keyId: r.id, uid: users.get(r.user_id)?.uid ?? null }]),
    );
  }

  return {
    /** Counts a refused request (never throws, never waits). */
    refused(apiKey: string, ip: string, reason: ApiKeyRefusal): void {
      const nowMs = clock.nowMs();
      const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
      const name = apiKey.slice(0, KEY_CHARS);
      const mark = `${hour}|${name}|${ip}|${reason}`;
      const entry = pending.get(mark);
      if (entry) {
        entry.count += 1;
        entry.lastAt = nowMs;
      } else if (pending.size < MAX_PENDING)
        pending.set(mark, {
          hour,
          apiKey: name,
          ip,
          reason,
          count: 1,
          firstAt: nowMs,
          lastAt: nowMs,
        });
      if (!timer) {
        timer = setInterval(write, FLUSH_MS);
        timer.unref();
      }
    },

    flush,

    /** Stops the timer and writes what is left (the module's close). */
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await flush().catch((error: unknown) => deps.log(error, 'api key refusals not written'));
    },

    /** The last day's refusals, most first, and the addresses banned now. */
    async abuse(): Promise<ApiKeyAbuse> {
      await flush();
      const nowMs = clock.nowMs();
      const rows = await db
        .selectFrom('api_key_refusal')
        .select((eb) => [
          'api_key',
          'ip',
          'reason',
          eb.fn.sum<string>('count').as('count'),
          eb.fn.min('first_at').as('first_at'),
          eb.fn.max('last_at').as('last_at'),
        ])
        .where('last_at', '>=', new Date(nowMs - DAY_MS))
        .groupBy(['api_key', 'ip', 'reason'])
        .orderBy('count', 'desc')
        .limit(200)
        .execute();
      const known = await owners([...new Set(rows.map((r) => r.api_key))]);
      return {
        refusals: rows.map((r) => ({
          apiKey: r.api_key,
          keyId: known.get(r.api_key)?.keyId ?? null,
          uid: known.get(r.api_key)?.uid ?? null,
          ip: r.ip,
          reason: r.reason as ApiKeyRefusal,
          count: Number(r.count),
          firstAt: new Date(r.first_at).getTime(),
          lastAt: new Date(r.last_at).getTime(),
        })),
        bans: deps.weights.bans(nowMs),
      };
    },

    /** Keys for operators: by owner (UID, e-mail, phone) or key name, and status; newest first. */
    async list(query: {
      q?: string | undefined;
      status?: AdminApiKey['status'] | undefined;
      limit: number;
    }): Promise<AdminApiKey[]> {
      await flush();
      let select = db.selectFrom('api_key').selectAll().orderBy('id', 'desc');
      const q = query.q?.trim();
      if (q) {
        const owner =
          (await deps.accounts.findByUid(q)) ?? (await deps.accounts.findByLoginName(q));
        select = select.where((eb) =>
          eb.or([eb('api_key', '=', q), ...(owner ? [eb('user_id', '=', owner.id)] : [])]),
        );
      }
      if (query.status) {
        // The view's status in SQL: expired once unused for the idle days, else disabled or active.
        const lastSeen = sql<Date>`coalesce(last_used_at, created_at)`;
        const cutoff = new Date(clock.nowMs() - API_KEY_IDLE_DAYS * DAY_MS);
        select =
          query.status === 'expired'
            ? select.where(lastSeen, '<=', cutoff)
            : select
                .where(lastSeen, '>', cutoff)
                .where('disabled_at', query.status === 'disabled' ? 'is not' : 'is', null);
      }
      return adminViews(await select.limit(query.limit).execute());
    },

    /** One key as the console shows it. Errors: API_KEY_NOT_FOUND. */
    async one(id: number): Promise<AdminApiKey> {
      const row = await db
        .selectFrom('api_key')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('API_KEY_NOT_FOUND');
      const [view] = await adminViews([row]);
      return view as AdminApiKey;
    },
  };
}

export type KeyAbuse = ReturnType<typeof createKeyAbuse>;
