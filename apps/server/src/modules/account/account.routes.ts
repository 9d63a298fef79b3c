import {
  PATHS,
  codeSentSchema,
  countrySchema,
  envelope,
  loginBody,
  registerBody,
  rsaKeySchema,
  sendCodeBody,
  sessionSchema,
  siweLoginBody,
  siweMessageSchema,
  siweNonceQuery,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { RsaKeys } from './account.crypto.js';
import type { AccountService, RequestContext } from './account.service.js';
import type { UserRow } from './account.tables.js';
import { countries } from './countries.js';
import type { WalletLoginService } from './wallet-login.service.js';

export function requestContext(req: FastifyRequest): RequestContext {
  return { ip: req.ip, userAgent: req.headers['user-agent'], locale: req.locale };
}

const tags = ['account'];

export function registerAccountRoutes(
  api: Api,
  deps: { accounts: AccountService; rsa: RsaKeys; wallet: WalletLoginService },
): void {
  const { accounts, rsa, wallet } = deps;

  api.post(
    PATHS.register,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Register by account name, phone or email; logs in',
        body: registerBody,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (req) => ok(await accounts.register(req.body, requestContext(req))),
  );

  api.post(
    PATHS.login,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Log in; a new session token every time',
        body: loginBody,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (req) => ok(await accounts.login(req.body, requestContext(req))),
  );

  // Spec section 7 lists GET /logout; POST is what our own client uses.
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: PATHS.logout,
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Revoke the current session',
        response: { 200: envelope(z.null()) },
      },
      handler: async (req) => {
        await accounts.logout(req.authToken, requestContext(req));
        return ok(null);
      },
    });
  }

  api.get(
    PATHS.memberInfo,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'The session state of spec section 3',
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (req) => {
      return ok(await accounts.sessionState(callerOf<UserRow>(req).user, req.authToken ?? ''));
    },
  );

  api.post(
    PATHS.sendCode,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Send a 6-digit verification code by email or SMS',
        body: sendCodeBody,
        response: { 200: envelope(codeSentSchema) },
      },
    },
    async (req) => {
      const needsUser = req.body.purpose !== 'register' && req.body.purpose !== 'reset_password';
      const user = needsUser ? await accounts.authenticate(req.authToken) : null;
      return ok(await accounts.sendCode(req.body, user, requestContext(req)));
    },
  );

  api.get(
    PATHS.rsaPub,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Public key for RSA-OAEP (SHA-256) password encryption',
        response: { 200: envelope(rsaKeySchema) },
      },
    },
    async () => ok({ ...(await rsa.publicKey()), algorithm: 'RSA-OAEP-256' as const }),
  );

  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: PATHS.countries,
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Countries with dialling codes, named in the caller’s language',
        response: { 200: envelope(z.array(countrySchema)) },
      },
      handler: async (req) => ok(countries(req.locale)),
    });
  }

  api.get(
    PATHS.siweNonce,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'An EIP-4361 message for the wallet to sign',
        querystring: siweNonceQuery,
        response: { 200: envelope(siweMessageSchema) },
      },
    },
    async (req) =>
      ok(await wallet.message(req.query.address, req.host, `${req.protocol}://${req.host}`)),
  );

  // GET for the spec's clients (query parameters), POST for ours.
  const walletLogin = async (req: FastifyRequest, input: z.output<typeof siweLoginBody>) => {
    const current = req.authToken
      ? await accounts.authenticate(req.authToken).catch(() => null)
      : null;
    return ok(
      await wallet.login(
        input.message,
        input.signature as `0x${string}`,
        req.host,
        current,
        requestContext(req),
      ),
    );
  };
  api.get(
    PATHS.loginByEth,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign-In With Ethereum; links the wallet when logged in',
        querystring: siweLoginBody,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (req) => walletLogin(req, req.query),
  );
  api.post(
    PATHS.loginByEth,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Sign-In With Ethereum; links the wallet when logged in',
        body: siweLoginBody,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (req) => walletLogin(req, req.body),
  );
}
