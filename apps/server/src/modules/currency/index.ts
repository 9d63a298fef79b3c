/**
 * Currency: the pricing currencies prices can be shown in, with
 * operator-set rates per 1 USD.
 *
 * Boundary: owns pricing_currency; serves GET /uc/member/currency and
 * the console's rate list and rate change (config.manage).
 *
 * Invariant: USD is the base with rate 1; rates are only for display and
 * never move money.
 */
export type { CurrencyService } from './currency.service.js';
export { currencyModule } from './currency.module.js';
