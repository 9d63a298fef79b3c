import {
  PATHS,
  SECURITY_EVENTS,
  bindEmailBody,
  bindPhoneBody,
  changeFundPasswordBody,
  changePasswordBody,
  envelope,
  googleBindBody,
  googleSecretSchema,
  googleUnbindBody,
  resetFundPasswordBody,
  resetPasswordBody,
  resetRequestSchema,
  resetVerifyBody,
  safeVerifyBody,
  securityLogQuery,
  securityLogSchema,
  securityOverviewSchema,
  setFundPasswordBody,
  stepUpSchema,
  type SecurityEvent,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import { requestContext } from './account.routes.js';
import type { AccountService, RequestContext } from './account.service.js';
import type { UserRow } from './account.tables.js';
import type { SecurityService } from './security.service.js';

const tags = ['security'];
const done = { 200: envelope(z.null()) };
const isEvent = (event: string): event is SecurityEvent =>
  (SECURITY_EVENTS as readonly string[]).includes(event);

export function registerSecurityRoutes(
  api: Api,
  deps: {
    accounts: AccountService;
    security: SecurityService;
  },
): void {
  const { accounts, security } = deps;
  /** Security settings are the real account's: every session route refuses a demo account. */
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;

  /** A logged-in user's change with no data in the reply: the shape of most security routes. */
  function userAction<B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    action: (user: UserRow, input: z.output<B>, context: RequestContext) => Promise<void>,
  ): void {
    api.post(
      path,
      { config: session('refuse'), schema: { tags, summary, body, response: done } },
      async (req) => {
        await action(user(req), req.body as z.output<B>, requestContext(req));
        return ok(null);
      },
    );
  }

  api.get(
    PATHS.securityOverview,
    {
      // A demo account reads its owner's: what it confirms a flash exchange with
      // is the owner's fund password, and the same person switched to demo from there.
      config: session('owner'),
      schema: {
        tags,
        summary: 'Bound factors and fund-password state',
        response: { 200: envelope(securityOverviewSchema) },
      },
    },
    async (req) => ok(security.overview(user(req))),
  );

  userAction(PATHS.bindEmail, 'Bind or change the email', bindEmailBody, security.bindEmail);

  userAction(PATHS.bindPhone, 'Bind or change the phone', bindPhoneBody, security.bindPhone);

  api.get(
    PATHS.googleSecret,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'A new authenticator secret and QR code, shown once',
        response: { 200: envelope(googleSecretSchema) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await security.googleSecret(user(req)));
    },
  );

  userAction(
    PATHS.googleBind,
    'Bind the authenticator with its first code',
    googleBindBody,
    security.googleBind,
  );

  userAction(
    PATHS.googleUnbind,
    'Unbind the authenticator',
    googleUnbindBody,
    security.googleUnbind,
  );

  userAction(
    PATHS.fundPasswordSet,
    'Set the 6-digit fund password',
    setFundPasswordBody,
    security.setFundPassword,
  );

  userAction(
    PATHS.fundPasswordChange,
    'Change the fund password',
    changeFundPasswordBody,
    security.changeFundPassword,
  );

  userAction(
    PATHS.fundPasswordReset,
    'Reset a forgotten fund password',
    resetFundPasswordBody,
    security.resetFundPassword,
  );

  api.post(
    PATHS.passwordChange,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Change the login password; ends other sessions',
        body: changePasswordBody,
        response: done,
      },
    },
    async (req) => {
      await security.changePassword(user(req), req.authToken ?? '', req.body, requestContext(req));
      return ok(null);
    },
  );

  api.post(
    PATHS.passwordReset,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Reset a forgotten login password with a code',
        body: resetPasswordBody,
        response: done,
      },
    },
    async (req) => {
      await security.resetPassword(req.body, requestContext(req));
      return ok(null);
    },
  );

  api.post(
    PATHS.resetRequest,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Ask an operator to reset a lost factor',
        body: resetVerifyBody,
        response: { 200: envelope(resetRequestSchema) },
      },
    },
    async (req) => {
      // Signed in (and not as a demo account), the request is tied to the account.
      const signedIn = req.authToken
        ? await accounts.authenticate(req.authToken).catch(() => null)
        : null;
      const current = signedIn && !signedIn.is_demo ? signedIn : null;
      return ok(await security.requestReset(current, req.body, requestContext(req)));
    },
  );

  api.post(
    PATHS.safeVerify,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Step-up verification before a sensitive action',
        body: safeVerifyBody,
        response: { 200: envelope(stepUpSchema) },
      },
    },
    async (req) => ok(await security.safeVerify(user(req), req.body, requestContext(req))),
  );

  api.get(
    PATHS.securityLog,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Login history and security events',
        querystring: securityLogQuery,
        response: { 200: envelope(securityLogSchema) },
      },
    },
    async (req) => {
      const page = await security.history(user(req), req.query.pageNo, req.query.pageSize);
      return ok({
        ...page,
        list: page.list.flatMap((entry) =>
          isEvent(entry.event) ? [{ ...entry, event: entry.event }] : [],
        ),
      });
    },
  );
}
