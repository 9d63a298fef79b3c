import type { PerpOrder } from '@exchange/contracts';
import { useState } from 'react';
import { createRequestIds, outcomeOf, type Outcome } from '../wallet/requestId';
import type { PerpPlaceBody } from './mutations';
import type { PerpOrderRequest } from './perpRules';

/**
 * Places an entrust with a client order id that is reused when the same
 * order is sent again (the wallet's request-id rule, see createRequestIds):
 * after a timeout the retry is recognised by the server instead of opening a
 * second position. A changed order, or the first press after a success, gets
 * a new id. Resolves with the entrust, or null when it failed (already
 * toasted); `outcome` says whether one may exist anyway.
 */
export function usePerpSubmit(send: (body: PerpPlaceBody) => Promise<PerpOrder>) {
  const [ids] = useState(createRequestIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (request: PerpOrderRequest): Promise<PerpOrder | null> => {
    // Requests are built in a fixed key order, so equal orders stringify equally.
    const clientOrderId = ids.idFor(JSON.stringify(request));
    setOutcome(null);
    try {
      const order = await send({ ...request, clientOrderId });
      ids.settle('applied');
      setOutcome('applied');
      return order;
    } catch (error) {
      const settled = outcomeOf(error);
      ids.settle(settled);
      setOutcome(settled);
      return null;
    }
  };

  return { submit, outcome };
}
