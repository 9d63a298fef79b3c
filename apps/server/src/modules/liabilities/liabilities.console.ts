import {
  ADMIN_PATHS,
  addReserveBody,
  adminLiabilityRoundSchema,
  adminReserveAddressSchema,
  envelope,
  id,
  reserveChallengeQuery,
  reserveChallengeSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import type { Secured } from '../admin/index.js';
import type { Liabilities } from './liabilities.service.js';
import type { Reserves } from './reserves.service.js';

const idParams = z.object({ id: id() });

/**
 * Rounds with their state and the ledger's totals beside the trees' (ledger.read); a round on
 * demand (liabilities.publish, audited); custody addresses published with their signed proofs
 * of control, and removed (liabilities.publish, audited).
 */
export function registerLiabilityConsole(
  k: Secured,
  deps: { liabilities: Liabilities; reserves: Reserves },
): void {
  const { secured, body, query, params } = k;
  secured(
    'GET',
    ADMIN_PATHS.liabilityRounds,
    'ledger.read',
    { response: { 200: envelope(z.array(adminLiabilityRoundSchema)) } },
    async () => deps.liabilities.adminRounds(),
  );
  secured(
    'POST',
    ADMIN_PATHS.liabilityRun,
    'liabilities.publish',
    { response: { 200: envelope(adminLiabilityRoundSchema) } },
    async (_req, operator) => deps.liabilities.run(operator.row.id),
    {
      action: 'liabilities.run',
      of: (_req, result) => ({
        target: `liability_round:${(result as { id?: number } | undefined)?.id ?? 'new'}`,
        detail: { status: (result as { status?: string } | undefined)?.status ?? null },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.reserveAddresses,
    'ledger.read',
    { response: { 200: envelope(z.array(adminReserveAddressSchema)) } },
    async () => deps.reserves.list(),
  );
  secured(
    'GET',
    ADMIN_PATHS.reserveChallenge,
    'liabilities.publish',
    { querystring: reserveChallengeQuery, response: { 200: envelope(reserveChallengeSchema) } },
    async (req) => {
      const { network, address } = query(req, reserveChallengeQuery);
      return deps.reserves.challenge(network, address);
    },
  );
  const addressTarget = (result: unknown) =>
    `reserve_address:${(result as { addressId?: number } | undefined)?.addressId ?? 'new'}`;
  secured(
    'POST',
    ADMIN_PATHS.reserveAddresses,
    'liabilities.publish',
    { body: addReserveBody, response: { 200: envelope(adminReserveAddressSchema) } },
    async (req, operator) => deps.reserves.add(operator.row.id, body(req, addReserveBody)),
    {
      action: 'reserves.add',
      of: (req, result) => {
        const { network, address } = req.body as { network?: string; address?: string };
        return { target: addressTarget(result), detail: { network, address } };
      },
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.reserveRemove,
    'liabilities.publish',
    { params: idParams, response: { 200: envelope(adminReserveAddressSchema) } },
    async (req) => deps.reserves.remove(params(req).id),
    {
      action: 'reserves.remove',
      of: (req) => ({ target: `reserve_address:${params(req).id}`, detail: {} }),
    },
  );
}
