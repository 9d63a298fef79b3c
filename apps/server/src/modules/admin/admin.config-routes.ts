import {
  ADMIN_PATHS,
  chainConfigBody,
  chainInfoSchema,
  chainParams,
  coinSchema,
  consoleSettingsBody,
  consoleSettingsSchema,
  envelope,
} from '@exchange/contracts';
import { z } from 'zod';
import type { CoinService } from '../coin/index.js';
import type { Secured } from './admin.secure.js';
import type { ConsoleSettingsService } from './admin.settings.js';

/**
 * Configuration an operator may change without touching live books: each
 * coin's chains (deposits and withdrawals) and the console's own settings
 * (pricing-currency rates are the currency module's). Every change is
 * audited with the values before and after.
 */
export function registerConfigRoutes(
  k: Secured,
  deps: { coins: CoinService; settings: ConsoleSettingsService },
): void {
  const { secured, body } = k;
  const chainOf = (req: { params: unknown }) => req.params as z.output<typeof chainParams>;

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
    ADMIN_PATHS.configSettings,
    'config.manage',
    { response: { 200: envelope(consoleSettingsSchema) } },
    () => deps.settings.get(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configSettings,
    'config.manage',
    {
      summary:
        "Change the console's settings: the worth (USDT) above which approving a withdrawal needs the operator's code",
      body: consoleSettingsBody,
      response: { 200: envelope(consoleSettingsSchema) },
    },
    async (req, op) => {
      const { before, after } = await deps.settings.update(op, body(req, consoleSettingsBody));
      changes.set(req, { before, after });
      return after;
    },
    {
      action: 'config.settings',
      of: (req) => ({ target: 'settings:console', detail: changes.get(req) ?? {} }),
    },
  );
}

/** Before/after of a change, from the handler to its audit entry. */
const changes = new WeakMap<object, Record<string, unknown>>();
