import { useState } from 'react';
import { createRequestIds, outcomeOf, type Outcome } from './requestId';

/**
 * Sends a body with an id that is reused when the same body is sent again
 * (see createRequestIds): after a timeout the retry is recognised by the
 * server instead of being applied twice. A changed body, or the first press
 * after a success, gets a new id. `send` puts the id in the field its
 * endpoint names (`requestId`, `clientOrderId`). Resolves with the reply, or
 * null when it failed; the failure has already been toasted by the API
 * client, and `outcome` says whether it may have been applied anyway.
 */
export function useIdempotentSubmit<B, R>(send: (body: B, id: string) => Promise<R>) {
  const [ids] = useState(createRequestIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (body: B): Promise<R | null> => {
    // Bodies are built by code in a fixed key order, so equal bodies stringify equally.
    const id = ids.idFor(JSON.stringify(body));
    setOutcome(null);
    try {
      const result = await send(body, id);
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
