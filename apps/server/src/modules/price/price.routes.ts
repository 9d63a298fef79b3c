import { PATHS, envelope } from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC } from '../../http/user-routes.js';
import type { PriceIndex } from './price.service.js';

export const indexPriceQuery = z.object({
  /** A coin symbol in any case; absent means every coin that has a price. */
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,16}$/, { error: 'ASSET_UNKNOWN' })
    .optional(),
});

export const indexPriceSchema = z.object({
  symbol: z.string(),
  /** Decimal text in USD (USDT at par). */
  price: z.string(),
  /** The oldest quote the price was built from, unix milliseconds. */
  atMs: z.number().int(),
  /** How many independent fresh sources the median was taken over. */
  sources: z.number().int().positive(),
  /** Demo data from the simulator: clients must label it as such. */
  simulated: z.boolean(),
});

export function registerPriceRoutes(api: Api, index: PriceIndex): void {
  api.get(
    PATHS.indexPrice,
    {
      config: PUBLIC,
      schema: {
        tags: ['market'],
        summary:
          'Reference index prices: the median of several sources, or the labelled simulator in the demo',
        description:
          'With `symbol`, that coin only: ASSET_UNKNOWN if the index does not price it, DATA_SYNCING if too few sources are fresh right now. Without it, every coin that has a price.',
        querystring: indexPriceQuery,
        response: { 200: envelope(z.array(indexPriceSchema)) },
      },
    },
    async (req) => ok(req.query.symbol ? [index.requirePrice(req.query.symbol)] : index.all()),
  );
}
