import { DEFAULT_LOCALE, type Locale } from '../locale.js';
import { accountErrors } from './account.js';
import { commonErrors } from './common.js';
import { ledgerErrors } from './ledger.js';
import { withdrawalErrors } from './withdrawal.js';
import { spotErrors } from './spot.js';
import { spotStopErrors } from './spot-stops.js';
import { contractErrors } from './contract.js';
import { marginModeErrors } from './margin-mode.js';
import { flashErrors } from './flash.js';
import { demoErrors } from './demo.js';
import { adminErrors } from './admin.js';
import { contentErrors, currencyErrors } from './content.js';
import { httpErrors, sessionErrors } from './http.js';
import { filesErrors } from './files.js';
import { identityErrors } from './identity.js';
import { p2pErrors } from './p2p.js';
import { lendingErrors } from './lending.js';
import { earnErrors } from './earn.js';
import { miningErrors } from './mining.js';
import { promotionErrors } from './promotions.js';
import { referralErrors } from './referral.js';
import { supportErrors } from './support.js';
import { notificationErrors } from './notifications.js';
import { alertErrors } from './alerts.js';
import { apiKeyErrors } from './apikeys.js';
import { liabilityErrors } from './liabilities.js';
import type { ErrorSpec } from './define.js';

export type { ErrorSpec, Messages, ErrorModule } from './define.js';
export { defineErrors } from './define.js';
export { ERROR_CODES } from './codes.js';

/** Every error module, in code order. A new module is appended here. */
export const ERROR_MODULES = [
  httpErrors,
  sessionErrors,
  commonErrors,
  accountErrors,
  ledgerErrors,
  withdrawalErrors,
  spotErrors,
  spotStopErrors,
  contractErrors,
  marginModeErrors,
  flashErrors,
  demoErrors,
  adminErrors,
  contentErrors,
  currencyErrors,
  filesErrors,
  identityErrors,
  p2pErrors,
  lendingErrors,
  earnErrors,
  miningErrors,
  referralErrors,
  promotionErrors,
  supportErrors,
  notificationErrors,
  alertErrors,
  apiKeyErrors,
  liabilityErrors,
] as const;

// Marked pure, with every module's defineErrors call: a bundle that uses only
// ERROR_CODES (the web app) drops the catalogue and its ten languages.
export const ERRORS = /* @__PURE__ */ (() =>
  ({
    ...httpErrors.errors,
    ...sessionErrors.errors,
    ...commonErrors.errors,
    ...accountErrors.errors,
    ...ledgerErrors.errors,
    ...withdrawalErrors.errors,
    ...spotErrors.errors,
    ...spotStopErrors.errors,
    ...contractErrors.errors,
    ...marginModeErrors.errors,
    ...flashErrors.errors,
    ...demoErrors.errors,
    ...adminErrors.errors,
    ...contentErrors.errors,
    ...currencyErrors.errors,
    ...filesErrors.errors,
    ...identityErrors.errors,
    ...p2pErrors.errors,
    ...lendingErrors.errors,
    ...earnErrors.errors,
    ...miningErrors.errors,
    ...referralErrors.errors,
    ...promotionErrors.errors,
    ...supportErrors.errors,
    ...notificationErrors.errors,
    ...alertErrors.errors,
    ...apiKeyErrors.errors,
    ...liabilityErrors.errors,
  }) as const satisfies Record<string, ErrorSpec>)();

export type ErrorKey = keyof typeof ERRORS;

/**
 * Codes that mean "clear the session and log in again" to every client of the
 * spec. No other failure may carry them (checked by the catalogue test).
 */
export const LOGIN_AGAIN_CODES: readonly number[] = [401, 403, 3000, 4000];

// Built on first use, not at load: a bundle that never asks keeps the catalogue out.
let keyByCode: Map<number, ErrorKey> | undefined;

export function errorKeyForCode(code: number): ErrorKey | undefined {
  keyByCode ??= new Map((Object.keys(ERRORS) as ErrorKey[]).map((key) => [ERRORS[key].code, key]));
  return keyByCode.get(code);
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown placeholder is left visible rather than hidden. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function errorMessage(key: ErrorKey, locale: Locale, params?: MessageParams): string {
  const messages = ERRORS[key].message;
  return interpolate(messages[locale] || messages[DEFAULT_LOCALE], params);
}
