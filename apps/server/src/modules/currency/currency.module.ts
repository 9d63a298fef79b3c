import { decimal } from '@exchange/money';
import { defineModule } from '../../module.js';
import { registerCurrencyConsole } from './currency.console.js';
import { registerCurrencyRoutes } from './currency.routes.js';
import { createCurrencyService } from './currency.service.js';
import { createCurrencyStore, type CurrencyTables } from './currency.store.js';

/** The currency module as the platform builds it (see `module.ts`). */
export const currencyModule = defineModule<CurrencyTables>({
  name: 'currency',
  create({ db, clock }) {
    const store = createCurrencyStore(db);
    const currencies = createCurrencyService(store, clock);
    return {
      provides: {
        fiat: async (code) => {
          const row = (await store.listEnabled()).find((currency) => currency.code === code);
          return row ? { rate: decimal(row.rate), decimals: row.decimals } : null;
        },
      },
      userRoutes: (api) => registerCurrencyRoutes(api, currencies),
      consoleRoutes: (secured) => registerCurrencyConsole(secured, currencies),
    };
  },
});
