import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';

interface CancelOne {
  mutateAsync: (orderId: string) => Promise<unknown>;
  isPending: boolean;
  variables: string | undefined;
}

interface CancelAll {
  mutateAsync: (symbol: string) => Promise<{ cancelled: number }>;
  isPending: boolean;
}

/**
 * Cancelling resting orders (spot or contract) of one symbol: one at a time,
 * or all of them once the user has confirmed. Failures were already toasted
 * by the API client; the stream shows each order's real state.
 */
export function useOrderCancels(symbol: string, cancel: CancelOne, cancelAll: CancelAll) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);

  const cancelOne = async (orderId: string) => {
    try {
      await cancel.mutateAsync(orderId);
      notify.info(t('trade.orders.cancelled'));
    } catch {
      // Already toasted (it may have filled meanwhile); the stream shows its state.
    }
  };
  const confirmAll = async () => {
    setAsking(false);
    try {
      const result = await cancelAll.mutateAsync(symbol);
      notify.info(t('trade.orders.allCancelled', { count: result.cancelled }));
    } catch {
      // Already toasted.
    }
  };

  return {
    /** The cancel-all question is open. */
    asking,
    ask: () => setAsking(true),
    keep: () => setAsking(false),
    cancelOne,
    confirmAll,
    cancelling: (orderId: string) => cancel.isPending && cancel.variables === orderId,
    cancellingAll: cancelAll.isPending,
  };
}

export type OrderCancels = ReturnType<typeof useOrderCancels>;
