/**
 * The module contract: what a server module hands the platform, and what
 * the platform hands it. A module's `index.ts` exports one `ServerModule`
 * (see `defineModule`); `modules.ts` lists them; `app.ts` builds each in
 * order and wires what it returns: user routes into the API scope (each
 * declaring its access, `http/user-routes.ts`), console routes into the
 * console (each with its permission and audit, `admin.secure.ts`),
 * recurring jobs into the durable queue, and its invariant checks into the
 * console's check and `npm run ledger:check` (`checks.ts`).
 */
import type { Locale, Permission } from '@exchange/contracts';
import type { Decimal } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Api } from './http/types.js';
import type { Clock } from './lib/clock.js';
import type { SecretBox } from './lib/secret-box.js';
import type { AccountService, SecurityService } from './modules/account/index.js';
import type { Secured } from './modules/admin/index.js';
import type { CustodyReader } from './modules/chain/index.js';
import type { Events } from './modules/events/index.js';
import type { FilesService } from './modules/files/index.js';
import type { Flows } from './modules/flows/index.js';
import type { IdentityQuery } from './modules/identity/index.js';
import type { JobHandler, JsonValue } from './modules/jobs/index.js';
import type { Violation } from './modules/ledger/index.js';
import type { MarketDataService } from './modules/market/index.js';
import type { ConnectOptions, HubConnection, HubSocket } from './modules/realtime/index.js';
import type { Venue } from './venue.js';

/**
 * What modules offer one another and the platform, by name. A module
 * `provides` its entries; every module's context sees them in `services`
 * once built (at request time, all are there).
 */
export interface ModuleServices {
  /** A user's verification level and its limits (the identity module). */
  readonly identity: IdentityQuery;
  /**
   * Whether a merchant has open ads, orders or appeals, which keep the
   * business deposit locked (peer-to-peer trading), read in the caller's
   * transaction when it passes one.
   */
  readonly merchantActivity: (userId: number, trx?: Kysely<unknown>) => Promise<boolean>;
  /**
   * The USD value of coins a user bought through P2P still within their
   * payment method's chargeback hold, and when the last hold ends (p2p).
   */
  readonly p2pHold: (userId: number) => Promise<{ usd: Decimal; until: Date } | null>;
  /** A pricing (fiat) currency's rate per 1 USD and its decimals (the currency module). */
  readonly fiat: (code: string) => Promise<{ rate: Decimal; decimals: number } | null>;
  /**
   * A user's miner level: mining machine units they rent now, the trial
   * machine's excepted (earn). The referral programme may pay a rebate only
   * when the referrer's is at least the invitee's (the spec's rule).
   */
  readonly minerLevels: (userIds: readonly number[]) => Promise<Map<number, number>>;
  /**
   * Fingerprints of users' P2P payment accounts (a keyed hash of type and
   * account, never the account): the referral programme compares inviters' and invitees'.
   */
  readonly paymentFingerprints: (userIds: readonly number[]) => Promise<Map<number, string[]>>;
  /** Whether a user may refer others (the referral module's per-user switch). */
  readonly referral: { mayRefer(userId: number): Promise<boolean> };
  /**
   * Promotional credit's check on coins leaving a user (withdrawal, P2P
   * sale, red packet, transfer to another user), in the transaction that
   * makes the outflow: PROMO_TURNOVER_REQUIRED while credit still locks
   * the value it would take (promotions).
   */
  readonly promoCredit: { ensureOutflow: OutflowCheck };
  /** A user's P2P order, for a support conversation about it (p2p). */
  readonly p2pOrderRecord: RecordLookup;
  /** A user's pledge loan, for a support conversation about it (lending). */
  readonly loanRecord: RecordLookup;
  /** Published help articles and FAQ answers that match a question, best first (content). */
  readonly helpSearch: (locale: Locale, question: string, limit: number) => Promise<HelpHit[]>;
  /**
   * Whether a user's notification preferences show P2P records of a kind:
   * order events, appeal events, chat messages (notifications). P2P flags
   * its live pushes by it.
   */
  readonly notificationWanted: (
    userId: number,
    category: 'order' | 'appeal' | 'chat',
  ) => Promise<boolean>;
}

/** A help article or an FAQ entry that answers a question, in the asker's language. */
export interface HelpHit {
  readonly kind: 'help' | 'faq';
  readonly id: number;
  readonly title: string;
  /** An FAQ entry's answer, as plain text; null for an article (linked instead). */
  readonly answer: string | null;
}

/** A user's record that a support conversation can be about, in one line for the agent. */
export interface RecordBrief {
  readonly title: string;
  readonly status: string;
  readonly createdAt: number;
  /** A P2P order with an appeal: its support chat is evidence, never withdrawn from. */
  readonly appealed: boolean;
}

/** The user's record `ref`, or null when they have none by that reference. */
export type RecordLookup = (userId: number, ref: string) => Promise<RecordBrief | null>;

/**
 * A private realtime topic's snapshot (`modules/realtime/`), or null when
 * it is not the viewer's; `seq` is the last event it covers, for a topic
 * that numbers its events.
 */
export type TopicServer = (
  param: string | undefined,
  viewerId: number,
  since: number | undefined,
) => Promise<{ data: unknown; seq?: number } | null>;

/** An event's number on a topic that numbers its own, and the number before it. */
export interface Numbered {
  readonly seq: number;
  readonly prevSeq: number;
}

/** A user-socket private topic a module publishes to: `p2p`, `notifications`, `support:<conversation id>`. */
export type UserTopicName = 'p2p' | 'notifications' | `support:${number}`;

/**
 * A check on `amount` of `asset` about to leave `userId` for someone else,
 * run in the transaction that moves it (promotional credit's turnover).
 * `reservedUsd` is value the caller already keeps in the account for
 * another reason (a withdrawal's P2P chargeback hold), weighed with it.
 */
export type OutflowCheck = (
  userId: number,
  asset: string,
  amount: Decimal,
  trx: Kysely<unknown>,
  reservedUsd?: Decimal,
) => Promise<void>;

/**
 * The durable queue's one-off jobs (`modules/jobs/`), as a module uses them:
 * it defines each by a name prefixed with its own (`p2p.expire`), and
 * enqueues it at a time, in its own transaction when the job belongs to a
 * change it commits. Handlers must be idempotent: a job may run twice.
 */
export interface ModuleJobQueue {
  define(name: string, handler: JobHandler, options?: { maxAttempts?: number }): void;
  enqueue<C>(
    name: string,
    payload: JsonValue,
    options: { readonly key: string; readonly runAtMs?: number; readonly trx?: Transaction<C> },
  ): Promise<boolean>;
}

/** Where a day's mining hash price comes from when no operator published one (`config.ts`). */
export type HashPriceFeedOption =
  | { readonly kind: 'simulated' }
  | { readonly kind: 'http'; readonly url: string }
  | { readonly kind: 'none' };

/** What every module may use: the platform's primitives and the services modules share. */
export interface PlatformContext<Tables> {
  /** The live database, typed to the module's own tables: it touches no other. */
  readonly db: Kysely<Tables>;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
  /** Seals secrets at rest with the key kept outside the database. */
  readonly box: SecretBox;
  /** Users and their security factors (routes get the caller from their declaration). */
  readonly accounts: AccountService;
  readonly security: SecurityService;
  /** The live venue: its ledger, coins, spot, contracts, wallet and flash exchange. */
  readonly live: Venue;
  /** The live spot markets' public data: tickers, depth, trades, candles. */
  readonly marketData: MarketDataService;
  /** What custody holds on the chains that can be read (proof of reserves). */
  readonly custody: CustodyReader;
  readonly flows: Flows;
  readonly events: Events;
  readonly files: FilesService;
  /**
   * What the platform's withdrawals tell modules: the USD value withdrawn
   * today (UTC), and the addresses users withdrew to or saved (`chain:address`).
   */
  readonly withdrawals: {
    usedTodayUsd(userId: number): Promise<string>;
    addressesOf(userIds: readonly number[]): Promise<Map<number, string[]>>;
  };
  /** A coin's index price in USD now, or null when none is fresh. */
  readonly usdPrice: (asset: string) => Decimal | null;
  /** One-off durable jobs; recurring ones are `ModuleParts.jobs`. */
  readonly jobs: ModuleJobQueue;
  /**
   * Sends a user an email or SMS through the platform's messenger, to their
   * bound address or phone; false when they have none bound.
   */
  readonly messages: {
    send(userId: number, channel: 'email' | 'sms', subject: string, text: string): Promise<boolean>;
  };
  /**
   * Pushes updates to open sockets (`modules/realtime/`): a user's private
   * topic, or a console topic to every operator subscribed to it; and
   * whether an operator has the console's socket open.
   */
  readonly realtime: {
    toUser(userId: number, topic: UserTopicName, data: unknown, numbered?: Numbered): void;
    toStaff(topic: string, data: unknown, numbered?: Numbered): void;
    staffOnline(operatorId: number): boolean;
    /**
     * Opens an in-process connection to the users' hub, as a socket would:
     * the bot API adapts its topics to the dialect's streams.
     */
    connect(socket: HubSocket, options: ConnectOptions): HubConnection;
  };
  /**
   * The platform's records a support conversation can be about, each the
   * user's own or null: spot orders, withdrawals, deposits.
   */
  readonly records: {
    readonly spot_order: RecordLookup;
    readonly withdrawal: RecordLookup;
    readonly deposit: RecordLookup;
  };
  /**
   * Where mining machines' hash prices come from when no operator published
   * one: the simulated feed (labelled so) outside production, a configured
   * HTTP feed, or none. Absent means simulated (tests).
   */
  readonly hashPriceFeed?: HashPriceFeedOption;
  /** Other modules' services, filled in as they are built (see `ModuleServices`). */
  readonly services: Partial<ModuleServices>;
}

/** A recurring job, run once per slot across every server process (`modules/jobs/`). */
export interface ModuleJob {
  /** Unique within the module; the queue knows it as `<module>.<name>`. */
  readonly name: string;
  readonly everyMs: number;
  readonly run: () => Promise<unknown>;
}

/** Invariants over a module's own tables, each rule reported by name. */
export interface InvariantCheck<Tables = unknown> {
  readonly rules: readonly string[];
  readonly run: (db: Kysely<Tables>) => Promise<Violation[]>;
}

/** What a module returns once built; every part is optional. */
export interface ModuleParts {
  /** Registers its user routes; each declares `config.access`. */
  readonly userRoutes?: (api: Api) => void;
  /**
   * Registers routes outside the API prefix, in a scope of their own with
   * their own authentication and error format (the bot API's `/api/v3`).
   */
  readonly rootRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Registers its console routes through `secured` (permission, audit). */
  readonly consoleRoutes?: (secured: Secured) => void;
  readonly jobs?: readonly ModuleJob[];
  /** Services it offers other modules and the platform. */
  readonly provides?: Partial<ModuleServices>;
  /**
   * Snapshots of the private realtime topics it serves, by kind (`support`
   * answers `support:<id>`): on the user's socket, and on the console's,
   * where the operator must hold the permission.
   */
  readonly topics?: {
    readonly user?: Readonly<Record<string, TopicServer>>;
    readonly staff?: Readonly<
      Record<string, { readonly permission: Permission; readonly snapshot: TopicServer }>
    >;
  };
  /** Releases what it holds when the app closes. */
  readonly close?: () => Promise<void>;
}

export interface ServerModule<Tables = unknown> {
  /** One word, its folder's name; prefixes its job names. */
  readonly name: string;
  /** Checked by the console and `npm run ledger:check` without building the app. */
  readonly checks?: readonly InvariantCheck<Tables>[];
  create(context: PlatformContext<Tables>): ModuleParts | Promise<ModuleParts>;
}

/**
 * Declares a module. `Tables` types the database it is handed and its
 * checks; the list holds modules of every shape, so the type is erased
 * there (the platform hands each the same database).
 */
export const defineModule = <Tables>(module: ServerModule<Tables>): ServerModule =>
  module as unknown as ServerModule;
