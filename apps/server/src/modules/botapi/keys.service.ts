/**
 * API keys: made, changed, disabled, deleted in the security centre, and
 * turned back into a caller by the bot API (`authenticate`).
 *
 * A key's secret never leaves the server twice: an HMAC secret is shown
 * once and stored sealed; an Ed25519 key is only its public half. Making a
 * key, or loosening one (a scope added, the allowlist changed, a disabled
 * key enabled), spends a step-up token in the same transaction.
 */
import { createPublicKey, randomBytes, type KeyObject } from 'node:crypto';
import {
  API_KEY_IDLE_DAYS,
  API_KEY_MAX_PER_USER,
  API_KEY_TRADE_WITHOUT_IP_DAYS,
  type ApiKey,
  type CreateApiKeyBody,
  type CreatedApiKey,
  type UpdateApiKeyBody,
} from '@exchange/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountService, RequestContext, SecurityService } from '../account/index.js';
import type { ApiKeyTable as ApiKeyColumns, BotApiTables } from './botapi.tables.js';

type ApiKeyTable = Selectable<ApiKeyColumns>;
import { ed25519PublicKey, ipMatcher, normaliseIpEntry } from './sign.core.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A key's row is read again after this long, so a disable or a lock stops it at once across requests. */
const KEY_CACHE_MS = 1_000;

export interface KeysDeps {
  readonly db: Kysely<BotApiTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
  readonly accounts: AccountService;
  readonly security: SecurityService;
  readonly log: (error: unknown, message: string) => void;
}

/** A key as the bot API checks a request against it. */
export interface KeyCaller {
  readonly keyId: number;
  /** The key's public name, as sent in `X-MBX-APIKEY`. */
  readonly apiKey: string;
  readonly userId: number;
  readonly label: string;
  readonly kind: 'hmac' | 'ed25519';
  /** The HMAC secret, opened; null for Ed25519. */
  readonly secret: string | null;
  readonly publicKey: KeyObject | null;
  readonly trade: boolean;
  readonly withdraw: boolean;
  readonly ipAllowed: (ip: string) => boolean;
}

export type KeyRefusal = 'unknown' | 'disabled' | 'expired' | 'user_inactive';

export function createKeys(deps: KeysDeps) {
  const { db, clock, box } = deps;
  const cache = new Map<string, { at: number; caller: KeyCaller | KeyRefusal }>();
  /** Uses already written this hour (key, address), so a busy bot writes once an hour. */
  const usedThisHour = new Set<string>();
  let usedHour = 0;

  const idleExpiry = (row: ApiKeyTable) =>
    (row.last_used_at ?? row.created_at).getTime() + API_KEY_IDLE_DAYS * DAY_MS;
  const tradeUntil = (row: ApiKeyTable) =>
    row.trade && row.ip_allowlist.length === 0
      ? row.created_at.getTime() + API_KEY_TRADE_WITHOUT_IP_DAYS * DAY_MS
      : null;

  function view(row: ApiKeyTable): ApiKey {
    const nowMs = clock.nowMs();
    const until = tradeUntil(row);
    const expired = idleExpiry(row) <= nowMs;
    return {
      id: row.id,
      label: row.label,
      kind: row.kind,
      apiKey: row.api_key,
      publicKey: row.public_key,
      scopes: {
        read: true,
        trade: row.trade && (until === null || nowMs < until),
        withdraw: row.withdraw,
      },
      tradeRequested: row.trade,
      ipAllowlist: row.ip_allowlist,
      status: expired ? 'expired' : row.disabled_at ? 'disabled' : 'active',
      tradeUntil: until,
      idleExpiresAt: idleExpiry(row),
      createdAt: row.created_at.getTime(),
      lastUsedAt: row.last_used_at?.getTime() ?? null,
      lastUsedIp: row.last_used_ip,
    };
  }

  function allowlist(entries: readonly string[]): string[] {
    const normal = new Set<string>();
    for (const entry of entries) {
      const ip = normaliseIpEntry(entry);
      if (ip === null) throw new AppError('API_KEY_IP_INVALID', { ip: entry.slice(0, 49) });
      normal.add(ip);
    }
    return [...normal];
  }

  async function own(userId: number, id: number, trx: Kysely<BotApiTables> = db) {
    const row = await trx
      .selectFrom('api_key')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    return row;
  }

  const forget = (apiKey: string) => cache.delete(apiKey);
  const keyLabel = (row: Pick<ApiKeyTable, 'label' | 'api_key'>) =>
    `API key “${row.label}” (${row.api_key.slice(0, 8)}…)`;
  const logged = (userId: number, event: string, context: RequestContext, row: ApiKeyTable) =>
    deps.accounts.log({ id: userId }, event, { ...context, userAgent: keyLabel(row) });
  /** After a change of a key: its cached caller dropped, the change logged, its view. */
  async function changed(
    row: ApiKeyTable | undefined,
    event: string,
    context: RequestContext,
  ): Promise<ApiKey> {
    if (!row) throw new AppError('API_KEY_NOT_FOUND');
    forget(row.api_key);
    await logged(row.user_id, event, context, row);
    return view(row);
  }

  return {
    async list(userId: number): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_key')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(view);
    },

    /** Errors: STEP_UP_REQUIRED, API_KEY_LIMIT, API_KEY_PUBLIC_KEY_INVALID, API_KEY_IP_INVALID, API_KEY_WITHDRAW_NEEDS_IP. */
    async create(
      userId: number,
      input: CreateApiKeyBody,
      context: RequestContext,
    ): Promise<CreatedApiKey> {
      const ips = allowlist(input.ipAllowlist ?? []);
      const withdraw = input.withdraw ?? false;
      if (withdraw && ips.length === 0) throw new AppError('API_KEY_WITHDRAW_NEEDS_IP');
      let publicKey: string | null = null;
      let secret: string | null = null;
      if (input.kind === 'ed25519') {
        const parsed = input.publicKey ? ed25519PublicKey(input.publicKey) : null;
        if (!parsed) throw new AppError('API_KEY_PUBLIC_KEY_INVALID');
        publicKey = parsed.pem;
      } else secret = randomBytes(48).toString('base64url');
      const row = await db.transaction().execute(async (trx) => {
        // Serialises one user's creations, so two at once cannot both pass the limit.
        await sql`select pg_advisory_xact_lock(hashtext(${`api_key:${userId}`}))`.execute(trx);
        const { n } = await trx
          .selectFrom('api_key')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= API_KEY_MAX_PER_USER)
          throw new AppError('API_KEY_LIMIT', { max: API_KEY_MAX_PER_USER });
        await deps.security.consumeStepUp(userId, input.stepUpToken, trx);
        return trx
          .insertInto('api_key')
          .values({
            user_id: userId,
            label: input.label,
            kind: input.kind,
            api_key: randomBytes(48).toString('base64url').slice(0, 64),
            secret_sealed: secret === null ? null : box.seal(secret),
            public_key: publicKey,
            trade: input.trade ?? false,
            withdraw,
            ip_allowlist: JSON.stringify(ips) as unknown as string[],
            created_at: new Date(clock.nowMs()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      await logged(userId, 'api_key_create', context, row);
      return { key: view(row), secret };
    },

    /**
     * Relabels a key, or changes its scopes or allowlist (step-up needed
     * for those). Errors: API_KEY_NOT_FOUND, STEP_UP_REQUIRED,
     * API_KEY_IP_INVALID, API_KEY_WITHDRAW_NEEDS_IP.
     */
    async update(
      userId: number,
      input: UpdateApiKeyBody,
      context: RequestContext,
    ): Promise<ApiKey> {
      const ips = input.ipAllowlist === undefined ? undefined : allowlist(input.ipAllowlist);
      const row = await db.transaction().execute(async (trx) => {
        const current = await own(userId, input.id, trx);
        const next = {
          label: input.label ?? current.label,
          trade: input.trade ?? current.trade,
          withdraw: input.withdraw ?? current.withdraw,
          ip_allowlist: ips ?? current.ip_allowlist,
        };
        if (next.withdraw && next.ip_allowlist.length === 0)
          throw new AppError('API_KEY_WITHDRAW_NEEDS_IP');
        const sameIps =
          next.ip_allowlist.length === current.ip_allowlist.length &&
          next.ip_allowlist.every((ip) => current.ip_allowlist.includes(ip));
        const loosened =
          (next.trade && !current.trade) || (next.withdraw && !current.withdraw) || !sameIps;
        if (loosened) await deps.security.consumeStepUp(userId, input.stepUpToken, trx);
        return trx
          .updateTable('api_key')
          .set({ ...next, ip_allowlist: JSON.stringify(next.ip_allowlist) as unknown as string[] })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return changed(row, 'api_key_update', context);
    },

    /** Stops a key at once; it stays listed. Errors: API_KEY_NOT_FOUND. */
    async disable(userId: number, id: number, context: RequestContext): Promise<ApiKey> {
      const row = await db
        .updateTable('api_key')
        .set((eb) => ({
          disabled_at: eb.fn.coalesce('disabled_at', eb.val(new Date(clock.nowMs()))),
        }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      return changed(row, 'api_key_disable', context);
    },

    /** Errors: API_KEY_NOT_FOUND, API_KEY_EXPIRED, STEP_UP_REQUIRED. */
    async enable(
      userId: number,
      id: number,
      stepUpToken: string | undefined,
      context: RequestContext,
    ): Promise<ApiKey> {
      const row = await db.transaction().execute(async (trx) => {
        const current = await own(userId, id, trx);
        if (idleExpiry(current) <= clock.nowMs()) throw new AppError('API_KEY_EXPIRED');
        await deps.security.consumeStepUp(userId, stepUpToken, trx);
        return trx
          .updateTable('api_key')
          .set({ disabled_at: null })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return changed(row, 'api_key_enable', context);
    },

    /** An operator stops a key (any user's), logged in its owner's security log. Errors: API_KEY_NOT_FOUND. */
    async disableAny(id: number, context: RequestContext): Promise<ApiKey> {
      const row = await db
        .updateTable('api_key')
        .set((eb) => ({
          disabled_at: eb.fn.coalesce('disabled_at', eb.val(new Date(clock.nowMs()))),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return changed(row, 'api_key_disable', context);
    },

    /** A key row as its owner sees it. */
    view,

    /** Errors: API_KEY_NOT_FOUND. */
    async remove(userId: number, id: number, context: RequestContext): Promise<void> {
      const row = await db
        .deleteFrom('api_key')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      await changed(row, 'api_key_delete', context);
    },

    /**
     * The key named by `X-MBX-APIKEY`, or why it cannot act: unknown (or
     * deleted), disabled, expired, or its user locked or frozen. Read
     * again after a second, so a lock or a disable stops a bot at once.
     */
    async caller(apiKey: string): Promise<KeyCaller | KeyRefusal> {
      const nowMs = clock.nowMs();
      const cached = cache.get(apiKey);
      if (cached && nowMs - cached.at < KEY_CACHE_MS) return cached.caller;
      const row = await db
        .selectFrom('api_key')
        .selectAll()
        .where('api_key', '=', apiKey)
        .executeTakeFirst();
      let caller: KeyCaller | KeyRefusal;
      if (!row) caller = 'unknown';
      else if (row.disabled_at) caller = 'disabled';
      else if (idleExpiry(row) <= nowMs) caller = 'expired';
      else {
        const user = (await deps.accounts.summaries([row.user_id])).get(row.user_id);
        if (!user || user.status !== 'active' || user.is_demo) caller = 'user_inactive';
        else {
          const until = tradeUntil(row);
          caller = {
            keyId: row.id,
            apiKey: row.api_key,
            userId: row.user_id,
            label: row.label,
            kind: row.kind,
            secret: row.secret_sealed === null ? null : box.open(row.secret_sealed),
            publicKey: row.public_key === null ? null : createPublicKey(row.public_key),
            trade: row.trade && (until === null || nowMs < until),
            withdraw: row.withdraw,
            ipAllowed: row.ip_allowlist.length === 0 ? () => true : ipMatcher(row.ip_allowlist),
          };
        }
      }
      if (cache.size > 10_000) cache.clear();
      cache.set(apiKey, { at: nowMs, caller });
      return caller;
    },

    /**
     * Records a verified request: the key's last use, and the security
     * log's line the first time in an hour a key is used from an address.
     */
    async used(caller: KeyCaller, ip: string): Promise<void> {
      const nowMs = clock.nowMs();
      const hour = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
      if (hour !== usedHour) {
        usedHour = hour;
        usedThisHour.clear();
      }
      const mark = `${caller.keyId}:${ip}`;
      if (usedThisHour.has(mark)) return;
      usedThisHour.add(mark);
      try {
        const first = await db
          .insertInto('api_key_use')
          .values({ key_id: caller.keyId, ip, hour: new Date(hour) })
          .onConflict((oc) => oc.doNothing())
          .returning('key_id')
          .executeTakeFirst();
        const row = await db
          .updateTable('api_key')
          .set({ last_used_at: new Date(nowMs), last_used_ip: ip })
          .where('id', '=', caller.keyId)
          .returningAll()
          .executeTakeFirst();
        if (first && row)
          await logged(
            caller.userId,
            'api_key_use',
            { ip, userAgent: undefined, locale: 'en_US' },
            row,
          );
      } catch (error) {
        // The request itself was valid; a failed record is retried on the next one.
        usedThisHour.delete(mark);
        deps.log(error, 'api key use not recorded');
      }
    },
  };
}

export type Keys = ReturnType<typeof createKeys>;
