import { useState } from 'react';
import type { TransferResult } from './mutations';
import { createRequestIds, outcomeOf, type Outcome } from './requestId';

/**
 * Sends a transfer with a request id that is reused for a retry of the same
 * body (see createRequestIds). Resolves with the reply, or null when it
 * failed; the failure has already been toasted by the API client, and
 * `outcome` says whether the money may have moved anyway.
 */
export function useTransferSubmit<B>(
  send: (body: B & { requestId: string }) => Promise<TransferResult>,
) {
  const [ids] = useState(createRequestIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (body: B): Promise<TransferResult | null> => {
    // The body is built by code in a fixed key order, so equal bodies stringify equally.
    const requestId = ids.idFor(JSON.stringify(body));
    setOutcome(null);
    try {
      const result = await send({ ...body, requestId });
      ids.settle('applied');
      setOutcome('applied');
      return result;
    } catch (error) {
      const settled = outcomeOf(error);
      ids.settle(settled);
      setOutcome(settled);
      return null;
    }
  };

  return { submit, outcome };
}
