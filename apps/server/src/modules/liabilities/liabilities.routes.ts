import {
  PATHS,
  envelope,
  liabilityRoundListSchema,
  liabilityRoundQuery,
  liabilityVerifiedBody,
  myLiabilityProofsSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { PUBLIC, callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Liabilities } from './liabilities.service.js';

const tags = ['proof of liabilities'];

/**
 * Published rounds for anyone; a signed-in user's own proofs and "I
 * verified" (a demo session is refused: the demo venue's balances are not
 * in the proof).
 */
export function registerLiabilityRoutes(api: Api, deps: { liabilities: Liabilities }): void {
  const { liabilities } = deps;
  api.get(
    PATHS.liabilityRounds,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Published rounds: each asset’s root hash and total, and the share of users who verified',
        response: { 200: envelope(liabilityRoundListSchema) },
      },
    },
    async () => ok(await liabilities.rounds()),
  );
  api.get(
    PATHS.liabilityProof,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The caller’s inclusion proofs of a round (the latest by default), one per asset',
        querystring: liabilityRoundQuery,
        response: { 200: envelope(myLiabilityProofsSchema) },
      },
    },
    async (req) => ok(await liabilities.proofs(callerOf<UserRow>(req).user.id, req.query.round)),
  );
  api.post(
    PATHS.liabilityVerified,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Counts the caller as having verified a round (once)',
        body: liabilityVerifiedBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await liabilities.verified(callerOf<UserRow>(req).user.id, req.body.round);
      return ok(null);
    },
  );
}
