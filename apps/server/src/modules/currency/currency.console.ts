import {
  ADMIN_PATHS,
  currencyParams,
  currencyRateBody,
  currencySchema,
  envelope,
} from '@exchange/contracts';
import { z } from 'zod';
import type { Secured } from '../admin/index.js';
import type { CurrencyService } from './currency.service.js';

/** The console's pricing-currency rates, under config.manage; a change is audited with its new rate. */
export function registerCurrencyConsole(k: Secured, currencies: CurrencyService): void {
  const { secured, body } = k;
  const codeOf = (req: { params: unknown }) => req.params as z.output<typeof currencyParams>;
  const view = currencySchema.extend({ updatedAt: z.string() });
  secured(
    'GET',
    ADMIN_PATHS.configCurrencies,
    'config.manage',
    { response: { 200: envelope(z.array(view)) } },
    () => currencies.list(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configCurrency,
    'config.manage',
    {
      summary: 'Set a pricing currency rate (units per 1 USD)',
      params: currencyParams,
      body: currencyRateBody,
      response: { 200: envelope(view) },
    },
    (req) => currencies.updateRate(codeOf(req).code, body(req, currencyRateBody).rate),
    {
      action: 'config.currency',
      of: (req) => ({
        target: `currency:${codeOf(req).code}`,
        detail: body(req, currencyRateBody),
      }),
    },
  );
}
