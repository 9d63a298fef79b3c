import type { Generated, Kysely, Selectable } from 'kysely';

export interface PricingCurrencyTable {
  id: Generated<number>;
  code: string;
  symbol: string;
  /** NUMERIC as a decimal string: units per 1 USD. */
  rate: string;
  decimals: number;
  sort: number;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
}

export interface CurrencyTables {
  pricing_currency: PricingCurrencyTable;
}

export type CurrencyRow = Selectable<PricingCurrencyTable>;

export function createCurrencyStore(db: Kysely<CurrencyTables>) {
  return {
    listEnabled(): Promise<CurrencyRow[]> {
      return db
        .selectFrom('pricing_currency')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('sort')
        .execute();
    },

    async updateRate(code: string, rate: string, at: Date): Promise<CurrencyRow | undefined> {
      return db
        .updateTable('pricing_currency')
        .set({ rate, updated_at: at })
        .where('code', '=', code)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type CurrencyStore = ReturnType<typeof createCurrencyStore>;
