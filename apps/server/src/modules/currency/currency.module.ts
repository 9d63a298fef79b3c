import { defineModule } from '../../module.js';
import { registerCurrencyConsole } from './currency.console.js';
import { registerCurrencyRoutes } from './currency.routes.js';
import { createCurrencyService } from './currency.service.js';
import { createCurrencyStore, type CurrencyTables } from './currency.store.js';

/** The currency module as the platform builds it (see `module.ts`). */
export const currencyModule = defineModule<CurrencyTables>({
  name: 'currency',
  create({ db, clock }) {
    const currencies = createCurrencyService(createCurrencyStore(db), clock);
    return {
      userRoutes: (api) => registerCurrencyRoutes(api, currencies),
      consoleRoutes: (secured) => registerCurrencyConsole(secured, currencies),
    };
  },
});
