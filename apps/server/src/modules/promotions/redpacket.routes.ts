import {
  PATHS,
  envelope,
  redPacketClaimBody,
  redPacketClaimedSchema,
  redPacketCreateBody,
  redPacketCreatedSchema,
  redPacketQuery,
  redPacketReceivedPageSchema,
  redPacketSchema,
  redPacketsPageSchema,
  redPacketsQuery,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import { requestContext, type UserRow } from '../account/index.js';
import type { RedPackets } from './redpacket.service.js';

const tags = ['promotions'];

/**
 * Red packets' routes. All need a session and move real coins, so a demo
 * session is refused (DEMO_RESTRICTED): demo accounts earn nothing real.
 */
export function registerRedPacketRoutes(api: Api, deps: { packets: RedPackets }): void {
  const { packets } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.post(
    PATHS.redPacketCreate,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Pack coins from spot into shares behind a code (fund password; primary verification); unclaimed shares return after 24 hours',
        body: redPacketCreateBody,
        response: { 200: envelope(redPacketCreatedSchema) },
      },
    },
    async (req) => ok(await packets.create(user(req).id, req.body, requestContext(req))),
  );
  api.post(
    PATHS.redPacketClaim,
    {
      config: access,
      schema: {
        tags,
        summary: 'Claim one share of a red packet by its code: first come first served, once each',
        body: redPacketClaimBody,
        response: { 200: envelope(redPacketClaimedSchema) },
      },
    },
    async (req) => ok(await packets.claim(user(req).id, req.body.code)),
  );
  api.get(
    PATHS.redPacket,
    {
      config: access,
      schema: {
        tags,
        summary: 'A red packet by its code: sender, greeting, what is left and who claimed what',
        querystring: redPacketQuery,
        response: { 200: envelope(redPacketSchema) },
      },
    },
    async (req) => ok(await packets.detail(user(req).id, req.query.code)),
  );
  api.get(
    PATHS.redPacketsSent,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s red packets, newest first',
        querystring: redPacketsQuery,
        response: { 200: envelope(redPacketsPageSchema) },
      },
    },
    async (req) => ok(await packets.sent(user(req).id, req.query)),
  );
  api.get(
    PATHS.redPacketsReceived,
    {
      config: access,
      schema: {
        tags,
        summary: 'The shares the caller claimed, newest first',
        querystring: redPacketsQuery,
        response: { 200: envelope(redPacketReceivedPageSchema) },
      },
    },
    async (req) => ok(await packets.received(user(req).id, req.query)),
  );
}
