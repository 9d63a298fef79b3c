import {
  LOCALES,
  PATHS,
  envelope,
  promotionBindBody,
  promotionClaimSchema,
  promotionGenerationsSchema,
  promotionInviteesPageSchema,
  promotionInviteesQuery,
  promotionSummarySchema,
  rebateRecordsPageSchema,
  rebateRecordsQuery,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import { renderPoster } from './referral.poster.js';
import type { Referral } from './referral.service.js';

const tags = ['referral'];
/** The name the poster carries (the web app's title). */
const BRAND = 'Exchange';

/**
 * The origin of the poster's link: the app's own (behind a proxy it knows
 * https where this server may see http) when it names this server's host,
 * else the request's. Anything else is ignored, so a poster never links
 * elsewhere.
 */
export function originOf(asked: string | undefined, protocol: string, host: string): string {
  if (asked) {
    try {
      const url = new URL(asked);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.host === host)
        return url.origin;
    } catch {
      // Not a URL: the request's own origin below.
    }
  }
  return `${protocol}://${host}`;
}

/**
 * The promotion centre's routes. All need a session; a demo session is
 * refused (DEMO_RESTRICTED): demo accounts earn nothing real.
 */
export function registerReferralRoutes(api: Api, deps: { referral: Referral }): void {
  const { referral } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.promotionSummary,
    {
      config: access,
      schema: {
        tags,
        summary:
          'The caller’s code, link, referrer, tier, rules (what rebates are based on and where they come from) and rebates to claim',
        response: { 200: envelope(promotionSummarySchema) },
      },
    },
    async (req) => ok(await referral.summary(user(req))),
  );
  api.get(
    PATHS.promotionGenerations,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Customers by generation: head counts, verified, recharge and rebates per generation',
        response: { 200: envelope(promotionGenerationsSchema) },
      },
    },
    async (req) => ok(await referral.generations(user(req).id)),
  );
  api.get(
    PATHS.promotionInvitees,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s invitees, newest first, names masked',
        querystring: promotionInviteesQuery,
        response: { 200: envelope(promotionInviteesPageSchema) },
      },
    },
    async (req) => ok(await referral.invitees(user(req).id, req.query)),
  );
  api.get(
    PATHS.promotionRecords,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s rebates, newest first, each paid or recorded with why it was not',
        querystring: rebateRecordsQuery,
        response: { 200: envelope(rebateRecordsPageSchema) },
      },
    },
    async (req) => ok(await referral.records(user(req).id, req.query)),
  );
  api.post(
    PATHS.promotionClaim,
    {
      config: access,
      schema: {
        tags,
        summary: 'Claim every vested rebate into the spot wallet; once a day (UTC)',
        response: { 200: envelope(promotionClaimSchema) },
      },
    },
    async (req) => ok(await referral.claim(user(req).id)),
  );
  api.post(
    PATHS.promotionBind,
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a referrer by their code, within the window after registering, once',
        body: promotionBindBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await referral.bind(user(req).id, req.body.code);
      return ok(null);
    },
  );
  api.get(
    PATHS.promotionPoster,
    {
      config: access,
      schema: {
        tags,
        summary: 'A shareable poster (PNG) with the caller’s code and a QR code of their link',
        querystring: z.object({
          lang: z.enum(LOCALES).optional(),
          /** The app's origin, used for the link when it names this server's own host. */
          origin: z.string().max(200).optional(),
        }),
      },
    },
    async (req, reply) => {
      const caller = user(req);
      const png = await renderPoster({
        code: caller.invite_code,
        link: `${originOf(req.query.origin, req.protocol, req.host)}/register?inviteCode=${caller.invite_code}`,
        locale: req.query.lang ?? req.locale,
        brand: BRAND,
      });
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="invite-${caller.invite_code}.png"`)
        .header('cache-control', 'private, no-store')
        .send(png);
    },
  );
}
