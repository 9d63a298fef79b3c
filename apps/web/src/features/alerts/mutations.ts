import {
  PATHS,
  alertDeletedSchema,
  priceAlertSchema,
  type AlertCreateBody,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { alertKeys } from './queries';

/** Every change reads both lists again; a refusal may mean they are behind (another device). */
function useAlertWrite<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: alertKeys.all() }),
  });
}

export const useCreateAlert = () =>
  useAlertWrite((body: AlertCreateBody) => api.post(PATHS.alertCreate, priceAlertSchema, { body }));

export const useCancelAlert = () =>
  useAlertWrite((id: number) => api.post(PATHS.alertCancel, priceAlertSchema, { body: { id } }));

/** One finished alert, or (no id) the whole history. */
export const useDeleteHistory = () =>
  useAlertWrite((id: number | undefined) =>
    api.post(PATHS.alertHistoryDelete, alertDeletedSchema, {
      body: id === undefined ? {} : { id },
    }),
  );
