import {
  PATHS,
  envelope,
  quickExchangeListQuery,
  quickExchangePageSchema,
  quickExchangeQuery,
  quickExchangeSchema,
  quickQuoteSchema,
  type QuickExchangeRequest,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session, type ByVenue } from '../../http/user-routes.js';
import { requestContext } from '../account/index.js';
import type { FlashService } from './flash.service.js';

const tags = ['flash exchange'];

/**
 * The spec's two flash-exchange paths. The exchange path takes its fields as
 * a query (the spec's GET) or as a JSON body (POST, what our client sends,
 * so the fund password stays out of URLs and logs).
 */
export function registerFlashRoutes(api: Api, deps: { flash: ByVenue<FlashService> }): void {
  /** The caller's venue's flash exchange: a demo account's runs on the mirrored demo books. */
  const flash = (req: FastifyRequest) => deps.flash(callerOf(req).venue);
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  const handle = async (req: FastifyRequest, input: QuickExchangeRequest) => {
    const user = userId(req);
    if (input.kind === 'quote') return ok(await flash(req).quote(user, input));
    return ok(
      await flash(req).confirm(user, input.quoteId, input.fundPassword, requestContext(req)),
    );
  };
  const response = { 200: envelope(z.union([quickQuoteSchema, quickExchangeSchema])) };
  const summary =
    'With fromCoin, toCoin and amount: a quote. With quoteId and fundPassword: execute it (RATE_CHANGED and QUOTE_EXPIRED carry a new quote)';

  api.get(
    PATHS.quickExchange,
    {
      config: session('venue'),
      schema: { tags, summary, querystring: quickExchangeQuery, response },
    },
    async (req) => handle(req, req.query),
  );
  api.post(
    PATHS.quickExchange,
    { config: session('venue'), schema: { tags, summary, body: quickExchangeQuery, response } },
    async (req) => handle(req, req.body),
  );

  api.get(
    PATHS.quickExchangeList,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "The caller's flash exchanges, newest first",
        querystring: quickExchangeListQuery,
        response: { 200: envelope(quickExchangePageSchema) },
      },
    },
    async (req) => ok(await flash(req).list(userId(req), req.query.pageNo, req.query.pageSize)),
  );
}
