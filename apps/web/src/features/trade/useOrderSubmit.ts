import type { SpotOrder } from '@exchange/contracts';
import { useState } from 'react';
import { createRequestIds, outcomeOf, type Outcome } from '../wallet/requestId';
import type { PlaceOrderBody } from './mutations';
import type { OrderRequest } from './orderRules';

/**
 * Places an order with a client order id that is reused when the same order
 * is sent again (the wallet's request-id rule, see createRequestIds): after
 * a timeout the retry is recognised by the server instead of placing a
 * second order. A changed order, or the first press after a success, gets a
 * new id. Resolves with the order, or null when it failed (already toasted);
 * `outcome` says whether an order may exist anyway.
 */
export function useOrderSubmit(send: (body: PlaceOrderBody) => Promise<SpotOrder>) {
  const [ids] = useState(createRequestIds);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (request: OrderRequest): Promise<SpotOrder | null> => {
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
