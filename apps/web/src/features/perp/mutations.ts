import {
  cancelAllResultSchema,
  PATHS,
  perpCloseAllResultSchema,
  perpMarginModeSchema,
  perpOrderSchema,
  perpPositionSchema,
  type MarginMode,
  type PerpOrder,
  type PerpPlaceOrderBody,
  type PerpPosition,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { applyPositionChanges } from './live';
import type { PerpOrderRequest } from './perpRules';
import { perpKeys, type PerpPositionPage } from './queries';
import type { ContractProduct } from './product';

/**
 * Contract writes. Afterwards entrusts, positions and the contract account
 * may all have changed; the streams usually say so first, and these
 * refreshes cover a socket that is down. Every write is a POST with a JSON
 * body; the server also takes the spec's GET form with query parameters.
 */
export function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: perpKeys.all() });
    void queryClient.invalidateQueries({ queryKey: walletKeys.overview() });
  };
}

export type PerpPlaceBody = PerpOrderRequest & { clientOrderId: string };

/** Each product has its own order route; the body is the same. */
export function usePlacePerpOrder(product: ContractProduct) {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: PerpPlaceBody): Promise<PerpOrder> =>
      api.post(product.orderPath, perpOrderSchema, { body: body satisfies PerpPlaceOrderBody }),
    onSuccess: refresh,
  });
}

export function useCancelPerpOrder() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (orderId: string): Promise<PerpOrder> =>
      api.post(PATHS.perpCancel, perpOrderSchema, { body: { id: orderId }, spinner: false }),
    onSettled: refresh,
  });
}

export function useCancelAllPerp() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (symbol: string) =>
      api.post(PATHS.perpCancelAll, cancelAllResultSchema, { body: { symbol } }),
    onSettled: refresh,
  });
}

/** A market close of the whole position. */
export function useClosePosition() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (positionId: string): Promise<PerpOrder> =>
      api.post(PATHS.perpClose, perpOrderSchema, { body: { id: positionId } }),
    onSettled: refresh,
  });
}

export function useCloseAllPositions() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (symbol: string) =>
      api.post(PATHS.perpCloseAll, perpCloseAllResultSchema, { body: { symbol } }),
    onSettled: refresh,
  });
}

/**
 * A take-profit / stop-loss change: undefined leaves a price as it is, ''
 * removes it, a decimal sets it (contracts `perpModifyPresetQuery`).
 */
export interface PresetChange {
  positionId: string;
  takeProfit?: string | undefined;
  stopLoss?: string | undefined;
}

export function useModifyPreset(symbol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PresetChange): Promise<PerpPosition> =>
      api.post(PATHS.perpModifyPreset, perpPositionSchema, {
        body: { id: change.positionId, takeProfit: change.takeProfit, stopLoss: change.stopLoss },
      }),
    onSuccess: (position) => {
      // The reply is the updated position: show it at once.
      queryClient.setQueryData(
        perpKeys.open('OPEN', symbol),
        (page: PerpPositionPage | undefined) =>
          page === undefined ? page : applyPositionChanges(page, [position], symbol),
      );
    },
  });
}

/**
 * Sets the contract's margin mode. The server refuses while a position or
 * an open order is in the contract, and its translated reason is toasted.
 */
export function useSetMarginMode(symbol: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mode: MarginMode) =>
      api.post(PATHS.perpMarginMode, perpMarginModeSchema, { body: { symbol, mode } }),
    onSuccess: (reply) => queryClient.setQueryData(perpKeys.marginMode(symbol), reply),
  });
}
