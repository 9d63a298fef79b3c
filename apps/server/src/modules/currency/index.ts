/**
 * Currency: the pricing currencies prices can be shown in, with
 * operator-set rates per 1 USD.
 *
 * Boundary: owns pricing_currency; serves GET /uc/member/currency.
 *
 * Invariant: USD is the base with rate 1; rates are only for display and
 * never move money.
 */
export { registerCurrencyRoutes } from './currency.routes.js';
export { createCurrencyService } from './currency.service.js';
export type { CurrencyService } from './currency.service.js';
// eslint-disable-next-line local/module-boundaries -- app.ts builds the service from its store until modules compose themselves.
export { createCurrencyStore } from './currency.store.js';
