import { DEMO_GRANT, demoStatusSchema, PATHS } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { formatExact } from '../wallet/format';
import { accountKeys } from '../account/queries';

/**
 * Demo trading reads. The status belongs to the signed-in session, so it
 * sits under `account`, which is reset whenever the session switches.
 */
export const demoKeys = {
  all: () => [...accountKeys.all(), 'demo'] as const,
  status: () => [...demoKeys.all(), 'status'] as const,
};

/** Whether the current session is a demo account, and the grant a reset returns to. */
export function useDemoStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: demoKeys.status(),
    queryFn: ({ signal }) =>
      api.get(PATHS.demoStatus, demoStatusSchema, { signal, spinner: false, toast: false }),
    staleTime: Infinity,
    enabled,
  });
}

/** The grant as i18n parameters: "3,000" and "USDT". */
export function grantText(grant: { amount: string; asset: string } = DEMO_GRANT) {
  return { amount: formatExact(grant.amount), asset: grant.asset };
}
