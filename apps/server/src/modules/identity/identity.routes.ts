import {
  PATHS,
  advancedApplicationBody,
  advancedDetailSchema,
  businessApplyBody,
  businessDepositPageSchema,
  businessDepositQuery,
  businessStatusSchema,
  envelope,
  heldDocumentSchema,
  identityOverviewSchema,
  levelStatusSchema,
  notarisedApplicationBody,
  primaryApplicationBody,
  primaryDetailSchema,
  resubmitBody,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Business } from './identity.business.js';
import type { IdentityService } from './identity.service.js';

const tags = ['identity'];

/**
 * The user's identity routes. Identity documents and the security deposit
 * belong to the real account: a demo session is refused on every one.
 */
export function registerIdentityRoutes(
  api: Api,
  deps: { identity: IdentityService; business: Business },
): void {
  const { identity, business } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const status = { response: { 200: envelope(levelStatusSchema) } };

  // The spec sends the application as a GET query; our clients POST it.
  // Query strings are redacted from every log line (`http/logging.ts`).
  api.get(
    PATHS.identityApply,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Apply for primary (real-name) verification, the fields as a query (the spec)',
        querystring: primaryApplicationBody,
        ...status,
      },
    },
    async (req) => ok(await identity.applyPrimary(user(req), req.query)),
  );
  api.post(
    PATHS.identityApply,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Apply for primary (real-name) verification with three document photos',
        body: primaryApplicationBody,
        ...status,
      },
    },
    async (req) => ok(await identity.applyPrimary(user(req), req.body)),
  );
  api.post(
    PATHS.identityAdvancedApply,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Apply for advanced verification (needs primary passed)',
        body: advancedApplicationBody,
        ...status,
      },
    },
    async (req) => ok(await identity.applyAdvanced(user(req), req.body)),
  );
  api.post(
    PATHS.identityNotarisedApply,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Apply for notarised verification (needs advanced passed)',
        body: notarisedApplicationBody,
        ...status,
      },
    },
    async (req) => ok(await identity.applyNotarised(user(req), req.body)),
  );
  api.post(
    PATHS.identityResubmit,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Send again the one document a reviewer asked for',
        body: resubmitBody,
        ...status,
      },
    },
    async (req) => ok(await identity.resubmit(user(req), req.body)),
  );
  api.get(
    PATHS.identityOverview,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The certification centre: each level, its limits, today’s use',
        response: { 200: envelope(identityOverviewSchema) },
      },
    },
    async (req) => ok(await identity.overview(user(req))),
  );
  api.post(
    PATHS.identityPrimaryDetail,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The primary verification record, the ID number masked',
        response: { 200: envelope(primaryDetailSchema) },
      },
    },
    async (req) => ok(await identity.primaryDetail(user(req))),
  );
  api.post(
    PATHS.identityAdvancedDetail,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The advanced verification record',
        response: { 200: envelope(advancedDetailSchema) },
      },
    },
    async (req) => ok(await identity.advancedDetail(user(req))),
  );
  api.get(
    PATHS.identityDocuments,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The identity documents held, and each reviewer’s view of them',
        response: { 200: envelope(z.array(heldDocumentSchema)) },
      },
    },
    async (req) => ok(await identity.documents(user(req))),
  );

  const businessStatus = { response: { 200: envelope(businessStatusSchema) } };
  api.post(
    PATHS.businessStatus,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Business certification: state and deposit options',
        ...businessStatus,
      },
    },
    async (req) => ok(await business.status(user(req))),
  );
  api.post(
    PATHS.businessApply,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Apply for business certification, locking the security deposit; idempotent by requestId',
        body: businessApplyBody,
        ...businessStatus,
      },
    },
    async (req) => ok(await business.apply(user(req), req.body)),
  );
  api.post(
    PATHS.businessCancel,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Cancel an application (deposit back at once) or ask for the deposit back',
        ...businessStatus,
      },
    },
    async (req) => ok(await business.cancel(user(req))),
  );
  api.post(
    PATHS.businessDeposits,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The security deposit’s movements',
        body: businessDepositQuery.optional(),
        response: { 200: envelope(businessDepositPageSchema) },
      },
    },
    async (req) =>
      ok(await business.deposits(user(req).id, req.body ?? { pageNo: 1, pageSize: 20 })),
  );
}
