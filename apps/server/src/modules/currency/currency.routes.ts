import { PATHS, currencySchema, envelope } from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC } from '../../http/user-routes.js';
import type { CurrencyService } from './currency.service.js';

export function registerCurrencyRoutes(api: Api, currencies: CurrencyService): void {
  api.get(
    PATHS.currencies,
    {
      config: PUBLIC,
      schema: {
        tags: ['platform'],
        summary: 'Pricing currencies with their rate per 1 USD (spec section 3)',
        response: { 200: envelope(z.array(currencySchema)) },
      },
    },
    async () => ok(await currencies.list()),
  );
  // Peer-to-peer ads are priced in the same currencies (the spec's legal
  // currency selection); the spec calls it by GET or POST.
  for (const method of ['GET', 'POST'] as const)
    api.route({
      method,
      url: PATHS.legalCurrencies,
      config: PUBLIC,
      schema: {
        tags: ['p2p'],
        summary: 'The fiat currencies peer-to-peer ads are priced in, with their rate per 1 USD',
        response: { 200: envelope(z.array(currencySchema)) },
      },
      handler: async () => ok(await currencies.list()),
    });
}
