import {
  ADMIN_PATHS,
  adminContractSchema,
  adminSpotMarketSchema,
  contractSettingsBody,
  deliverySeriesBody,
  envelope,
  spotMarketListingBody,
  spotMarketSettingsBody,
  type AdminContract,
  type AdminSpotMarket,
} from '@exchange/contracts';
import { z } from 'zod';
import type { MarketAdmin } from './admin.markets.js';
import type { Secured } from './admin.secure.js';

/**
 * Configuration of spot markets and of perpetual and delivery contracts
 * (`config.manage`). Each change is audited with the fields it altered,
 * before and after; a request that changes nothing is still audited, so the
 * log shows every attempt that passed validation.
 */
export function registerMarketRoutes(k: Secured, markets: MarketAdmin): void {
  const { secured, body } = k;
  const changes = new WeakMap<object, Record<string, unknown>>();

  secured(
    'GET',
    ADMIN_PATHS.configSpotMarkets,
    'config.manage',
    { response: { 200: envelope(z.array(adminSpotMarketSchema)) } },
    async () => markets.spotMarkets(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configSpotMarket,
    'config.manage',
    {
      summary: "Change a spot market's limits, fees, trading hours or listing",
      body: spotMarketSettingsBody,
      response: { 200: envelope(adminSpotMarketSchema) },
    },
    async (req) => {
      const { after, changed } = await markets.updateSpotMarket(body(req, spotMarketSettingsBody));
      changes.set(req, changed);
      return after;
    },
    {
      action: 'config.spot_market',
      of: (req) => ({
        target: `spot_market:${body(req, spotMarketSettingsBody).symbol}`,
        detail: changes.get(req) ?? {},
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.configSpotMarketList,
    'config.manage',
    {
      summary: 'List a new spot market of two listed coins (suspended until enabled)',
      body: spotMarketListingBody,
      response: { 200: envelope(adminSpotMarketSchema) },
    },
    async (req) => markets.listSpotMarket(body(req, spotMarketListingBody)),
    {
      action: 'config.spot_market.list',
      of: (req, result) => ({
        target: `spot_market:${(result as AdminSpotMarket).symbol}`,
        detail: body(req, spotMarketListingBody),
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.configContracts,
    'config.manage',
    { response: { 200: envelope(z.array(adminContractSchema)) } },
    async () => markets.contracts(),
  );
  secured(
    'POST',
    ADMIN_PATHS.configContract,
    'config.manage',
    {
      summary:
        "Change a contract's lots, leverages, risk tiers, fees, funding or settlement window, trading hours or listing",
      body: contractSettingsBody,
      response: { 200: envelope(adminContractSchema) },
    },
    async (req) => {
      const { after, changed } = await markets.updateContract(body(req, contractSettingsBody));
      changes.set(req, changed);
      return after;
    },
    {
      action: 'config.contract',
      of: (req) => ({
        target: `contract:${body(req, contractSettingsBody).symbol}`,
        detail: changes.get(req) ?? {},
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.configDeliveryList,
    'config.manage',
    {
      summary: 'List a new delivery series (term) of a perpetual contract',
      body: deliverySeriesBody,
      response: { 200: envelope(adminContractSchema) },
    },
    async (req) => markets.listDeliverySeries(body(req, deliverySeriesBody)),
    {
      action: 'config.contract.list',
      of: (req, result) => ({
        target: `contract:${(result as AdminContract).symbol}`,
        detail: body(req, deliverySeriesBody),
      }),
    },
  );
}
