import {
  ADMIN_PATHS,
  chainConfigBody,
  chainInfoSchema,
  chainParams,
  coinSchema,
  currencyParams,
  currencyRateBody,
  currencySchema,
  envelope,
} from '@exchange/contracts';
import { z } from 'zod';
import type { CoinService } from '../coin/index.js';
import type { CurrencyService } from '../currency/index.js';
import type { Secured } from './admin.secure.js';

/**
 * Configuration an operator may change without touching live books: each
 * coin's chains (deposits and withdrawals) and the pricing-currency rates.
 * Every change is audited with the values before and after.
 */
export function registerConfigRoutes(
  k: Secured,
  deps: { coins: CoinService; currencies: CurrencyService },
): void {
  const { secured, body } = k;
  const chainOf = (req: { params: unknown }) => req.params as z.output<typeof chainParams>;
  const codeOf = (req: { params: unknown }) => req.params as z.output<typeof currencyParams>;

  secured(
    'GET',
    ADMIN_PATHS.configCoins,
    'config.manage',
    { response: { 200: envelope(z.array(coinSchema)) } },
    () => deps.coins.list(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configChain,
    'config.manage',
    {
      summary: "Change a coin's deposit and withdrawal settings on one chain",
      params: chainParams,
      body: chainConfigBody,
      response: { 200: envelope(chainInfoSchema) },
    },
    async (req) => {
      const { symbol, chain } = chainOf(req);
      const { before, after } = await deps.coins.updateChain(
        symbol,
        chain,
        body(req, chainConfigBody),
      );
      changes.set(req, { before, after });
      return after;
    },
    {
      action: 'config.chain',
      of: (req) => ({
        target: `chain:${chainOf(req).symbol}:${chainOf(req).chain}`,
        detail: changes.get(req) ?? {},
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.configCurrencies,
    'config.manage',
    { response: { 200: envelope(z.array(currencySchema.extend({ updatedAt: z.string() }))) } },
    () => deps.currencies.list(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configCurrency,
    'config.manage',
    {
      summary: 'Set a pricing currency rate (units per 1 USD)',
      params: currencyParams,
      body: currencyRateBody,
      response: { 200: envelope(currencySchema.extend({ updatedAt: z.string() })) },
    },
    (req) => deps.currencies.updateRate(codeOf(req).code, body(req, currencyRateBody).rate),
    {
      action: 'config.currency',
      of: (req) => ({
        target: `currency:${codeOf(req).code}`,
        detail: body(req, currencyRateBody),
      }),
    },
  );
}

/** Before/after of a change, from the handler to its audit entry. */
const changes = new WeakMap<object, Record<string, unknown>>();
