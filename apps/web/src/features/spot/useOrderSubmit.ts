import { useIdempotentSubmit } from '../wallet/useIdempotentSubmit';

/**
 * Places an order (spot or contract) with a client order id that is reused
 * when the same order is sent again (see useIdempotentSubmit): after a
 * timeout the retry is recognised by the server instead of placing a second
 * order or opening a second position. Resolves with the order, or null when
 * it failed (already toasted); `outcome` says whether an order may exist anyway.
 */
export function useOrderSubmit<Q, O>(send: (body: Q & { clientOrderId: string }) => Promise<O>) {
  return useIdempotentSubmit((request: Q, clientOrderId: string) =>
    send({ ...request, clientOrderId }),
  );
}
