import type { FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './app-error.js';
import type { Api } from './types.js';

/**
 * How a user route says who may call it. `public`: anyone, no session
 * read. `session`: a signed-in user, authenticated once before anything of
 * the request is parsed or validated. `apiKey` is reserved for the bot API,
 * which will bring its own authenticator; declaring it today fails at start.
 */
export type Auth = 'public' | 'session' | 'apiKey';

/**
 * What a demo account's call does. `venue`: runs in the caller's own venue
 * (a demo account's orders and balances are the demo venue's). `refuse`:
 * DEMO_RESTRICTED (real money and identity: deposits, withdrawals, security
 * settings, documents). `owner`: runs as the real account the demo account
 * belongs to, in the live venue (only reads that show the owner's own
 * settings).
 */
export type DemoPolicy = 'venue' | 'refuse' | 'owner';

/** The two venues: the live one, and the demo venue on its sibling database. */
export type VenueName = 'live' | 'demo';

/** A service as each venue has it; routes pick the caller's. */
export type ByVenue<S> = (venue: VenueName) => S;

export type Access =
  { readonly auth: 'public' } | { readonly auth: 'session' | 'apiKey'; readonly demo: DemoPolicy };

/** The authenticated caller a session route's handler is handed. */
export interface Caller {
  readonly user: CallerUser;
  readonly venue: VenueName;
}

export interface CallerUser {
  readonly id: number;
  readonly is_demo: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every route under the API prefix declares it; registration fails without. */
    access?: Access;
  }
  interface FastifyRequest {
    /** Set for `session` routes before the handler runs; read it with `callerOf`. */
    caller: Caller | undefined;
  }
}

export interface UserRouteDeps<U extends CallerUser> {
  /** A session token to its user; throws the session's AppError when it is not valid. */
  readonly authenticate: (token: string | undefined) => Promise<U>;
  /** The real account a demo account belongs to. */
  readonly ownerOf: (demoUser: U) => Promise<U>;
}

/** A declared route, as the access test walks them. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly access: Access;
}

/**
 * Codes a demo venue answers that the spec words as "demo balance
 * insufficient": the fix is a demo reset, never a deposit or a transfer in.
 */
const DEMO_BALANCE_CODES = new Set(['INSUFFICIENT_BALANCE', 'MARGIN_INSUFFICIENT']);

/**
 * Declarative user routes, the user side of the console's `admin.secure.ts`.
 * Call on the API scope before any route is registered: every route in it
 * must carry `config.access`; a session route is authenticated once, its
 * demo policy applied, and the caller (user and venue) set on the request.
 * Returns the list of declared routes for the tests that prove each policy.
 */
export function declareUserRoutes<U extends CallerUser>(
  api: Api,
  deps: UserRouteDeps<U>,
): readonly DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  api.decorateRequest('caller', undefined);
  api.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = [route.method].flat();
    if (methods.every((m) => m === 'HEAD')) return;
    if (!access)
      throw new Error(`${methods.join(',')} ${route.url}: a user route must declare its access`);
    if (access.auth === 'apiKey')
      throw new Error(`${route.url}: API-key routes need the bot API's authenticator`);
    for (const method of methods)
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    if (access.auth === 'public') return;
    const policy = access.demo;
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (req: FastifyRequest) => {
        const user = await deps.authenticate(req.authToken);
        if (!user.is_demo) req.caller = { user, venue: 'live' };
        else if (policy === 'refuse') throw new AppError('DEMO_RESTRICTED');
        else if (policy === 'owner') req.caller = { user: await deps.ownerOf(user), venue: 'live' };
        else req.caller = { user, venue: 'demo' };
      },
    ] as RouteOptions['onRequest'];
    if (policy === 'venue') {
      const handler = route.handler;
      route.handler = async function (this: unknown, req, reply) {
        try {
          return await handler.call(this as never, req, reply);
        } catch (error) {
          throw req.caller?.venue === 'demo' &&
            error instanceof AppError &&
            DEMO_BALANCE_CODES.has(error.key)
            ? new AppError('DEMO_BALANCE_INSUFFICIENT')
            : error;
        }
      };
    }
  });
  return declared;
}

/**
 * The caller of a session route (set by its onRequest hook). `U` is the
 * user row type the app's `authenticate` returns.
 */
export function callerOf<U extends CallerUser = CallerUser>(
  req: FastifyRequest,
): { readonly user: U; readonly venue: VenueName } {
  if (!req.caller) throw new AppError('NOT_LOGGED_IN');
  return req.caller as { readonly user: U; readonly venue: VenueName };
}

/** Route config shorthands: `config: session('venue')`, `config: PUBLIC`. */
export const session = (demo: DemoPolicy) => ({ access: { auth: 'session', demo } as const });
export const PUBLIC = { access: { auth: 'public' } as const };
