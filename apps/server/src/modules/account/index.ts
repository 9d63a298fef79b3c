/**
 * Account: users, sessions, register and login, the authenticator, the fund
 * password, password change and reset, email and phone binding, step-up
 * tokens, manual reset requests, the security log, RSA password transport,
 * Sign-In With Ethereum, and countries with dialling codes.
 *
 * Sessions are opaque tokens stored as SHA-256 hashes, with idle and
 * absolute expiry. Logins are throttled per login name and per IP; the
 * authenticator is TOTP; passwords may arrive encrypted with RSA-OAEP
 * (SHA-256). `account.module.ts` wires the services; `account.admin.ts` is
 * the module's console surface (search, status changes that end the user's
 * sessions, the security log, review of manual resets).
 *
 * Boundary: owns app_user, user_session, auth_failure, security_log,
 * reset_request, siwe_nonce, step_up_token and rsa_key; serves the /uc/
 * routes of login, registration, member info and security. Other modules
 * learn who is calling through `AccountService.authenticate(token)`.
 *
 * Invariant: only hashes of sessions, tokens and passwords are stored; a
 * login never says whether an account exists; an authenticator step counts
 * once; five wrong fund passwords lock it.
 */
export { createAccountModule } from './account.module.js';
export type { AccountModule } from './account.module.js';
export type { AccountService, RequestContext } from './account.service.js';
export type { SecurityService } from './security.service.js';
export type { DemoAccounts } from './account.demo.js';
export { requestContext } from './account.routes.js';
export { hashToken } from './session.service.js';
export type { createSessionService } from './session.service.js';
export { inviteCodeFrom, maskEmail, maskPhone, uidFrom } from './account.core.js';
export { deviceLabel } from './device.core.js';
export {
  decoy,
  hashSecret,
  newTotpSecret,
  totpEnrolment,
  totpStep,
  verifySecret,
} from './account.crypto.js';
// eslint-disable-next-line local/module-boundaries -- authenticate() returns the app_user row; a narrower User type is still to come.
export type { UserRow } from './account.tables.js';
export { adminUser, createAccountAdmin } from './account.admin.js';
export type { AccountAdmin } from './account.admin.js';
export type { DownlineMember, ReferralLinks } from './account.links.js';
