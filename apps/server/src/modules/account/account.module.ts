import type { Kysely } from 'kysely';
import type { Api } from '../../http/types.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { VerificationService } from '../verification/index.js';
import { createRsaKeys } from './account.crypto.js';
import { createDemoAccounts } from './account.demo.js';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountService, type CaptchaCheck } from './account.service.js';
import { createAccountStore, type SecurityLogged } from './account.store.js';
import type { AccountTables, UserRow } from './account.tables.js';
import { registerSecurityRoutes } from './security.routes.js';
import { createSecurityService } from './security.service.js';
import { createSessionService } from './session.service.js';
import { createTotpGuard } from './totp.js';
import { createWalletLoginService } from './wallet-login.service.js';

/** Builds the account module's services from its dependencies; `register` adds its routes. */
export function createAccountModule(deps: {
  db: Kysely<AccountTables>;
  clock: Clock;
  captcha: CaptchaCheck;
  verification: VerificationService;
  box: SecretBox;
  /** See `AccountDeps.totalUsd`. */
  totalUsd: (user: UserRow) => Promise<string>;
  /** See `AccountDeps.mayRefer`. */
  mayRefer?: (inviterId: number) => Promise<boolean>;
  /** Told of each security-log entry in its transaction (notifications). */
  logged?: SecurityLogged;
}) {
  const { db, clock, captcha, verification, box } = deps;
  const store = createAccountStore(db, deps.logged);
  const sessions = createSessionService(db, clock);
  const rsa = createRsaKeys(db);
  const totp = createTotpGuard(db, clock, box);
  const accounts = createAccountService({
    store,
    sessions,
    verification,
    captcha,
    rsa,
    totp,
    clock,
    totalUsd: deps.totalUsd,
    ...(deps.mayRefer ? { mayRefer: deps.mayRefer } : {}),
  });
  const security = createSecurityService({
    box,
    store,
    accounts,
    sessions,
    verification,
    totp,
    captcha,
    clock,
  });
  const wallet = createWalletLoginService({ store, accounts, sessions, clock });
  return {
    accounts,
    security,
    sessions,
    /** Demo account rows: created, looked up and counted for the demo module. */
    demoAccounts: createDemoAccounts(db),
    register(api: Api) {
      registerAccountRoutes(api, { accounts, rsa, wallet });
      registerSecurityRoutes(api, { accounts, security });
    },
  };
}

export type AccountModule = ReturnType<typeof createAccountModule>;
