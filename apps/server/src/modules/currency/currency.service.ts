import type { Currency } from '@exchange/contracts';
import { decimal, isPositive, parseDecimal, toPlainString } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CurrencyRow, CurrencyStore } from './currency.store.js';

export interface CurrencyView extends Currency {
  readonly updatedAt: string;
}

/**
 * Pricing currencies: the fiat units prices can be shown in. USD is the base
 * with rate 1; the rest are operator-edited rates, never used to move money.
 */
export function createCurrencyService(store: CurrencyStore, clock: Clock) {
  return {
    async list(): Promise<CurrencyView[]> {
      return (await store.listEnabled()).map(toView);
    },

    /**
     * Sets one currency's rate (units per 1 USD).
     * Errors: FIELD_FORMAT for a rate that is not a positive decimal or a change
     * to USD, CURRENCY_NOT_FOUND for an unknown code.
     */
    async updateRate(code: string, rate: string): Promise<CurrencyView> {
      const parsed = parseDecimal(rate);
      if (!parsed || !isPositive(parsed)) throw new AppError('AMOUNT_INVALID', { field: 'rate' });
      // USD is the unit every price is quoted in; a different USD rate would silently rescale everything.
      if (code === 'USD') throw new AppError('FIELD_FORMAT', { field: 'code' });
      const row = await store.updateRate(code, toPlainString(parsed), new Date(clock.nowMs()));
      if (!row) throw new AppError('CURRENCY_NOT_FOUND');
      return toView(row);
    },
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;

function toView(row: CurrencyRow): CurrencyView {
  return {
    id: row.id,
    name: row.code,
    currency_symbol: row.symbol,
    rate: toPlainString(decimal(row.rate)),
    decimals: row.decimals,
    updatedAt: row.updated_at.toISOString(),
  };
}
