import { ADMIN_PATHS, adminLiabilityRoundSchema, envelope } from '@exchange/contracts';
import { z } from 'zod';
import type { Secured } from '../admin/index.js';
import type { Liabilities } from './liabilities.service.js';

/** Rounds with their state and the ledger's totals beside the trees' (ledger.read); a round on demand (liabilities.publish, audited). */
export function registerLiabilityConsole(k: Secured, deps: { liabilities: Liabilities }): void {
  const { secured } = k;
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
}
