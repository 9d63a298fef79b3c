import type { TransferResult } from './mutations';
import { useIdempotentSubmit } from './useIdempotentSubmit';

/**
 * Sends a transfer with a request id that is reused for a retry of the same
 * body (see useIdempotentSubmit); `outcome` says whether the money may have
 * moved anyway.
 */
export function useTransferSubmit<B>(
  send: (body: B & { requestId: string }) => Promise<TransferResult>,
) {
  return useIdempotentSubmit((body: B, requestId: string) => send({ ...body, requestId }));
}
