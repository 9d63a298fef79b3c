import {
  ADMIN_PATHS,
  p2pPaymentTypesSchema,
  p2pSettingsSchema,
  type P2pPaymentTypes,
  type P2pSettingsPatch,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import type { Output } from './client';
import { keys } from './keys';

/** One payment type as configured: its chargeback-risk class and whether users may add it. */
export type PaymentTypeConfig = Output<typeof p2pPaymentTypesSchema>['types'][number];

/** The six payment types, in the server's order. */
export function useP2pPaymentTypes() {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pPaymentTypes.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.p2pPaymentTypes, p2pPaymentTypesSchema, { signal }),
    select: (data) => data.types,
  });
}

/** How many payment methods one user may hold. */
export function useP2pSettings() {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pSettings.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pSettings, p2pSettingsSchema, { signal }),
  });
}

/**
 * The configuration of P2P. The payment types are sent whole: the server
 * takes all six at once. Each reply is what the server now holds.
 */
export function useP2pConfigActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveTypes: useMutation({
      mutationFn: (v: P2pPaymentTypes) =>
        api.post(ADMIN_PATHS.p2pPaymentTypes, p2pPaymentTypesSchema, v),
      meta: { success: 'p2pConfig.typesSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.p2pPaymentTypes.all, data),
    }),
    saveSettings: useMutation({
      mutationFn: (v: P2pSettingsPatch) => api.post(ADMIN_PATHS.p2pSettings, p2pSettingsSchema, v),
      meta: { success: 'p2pConfig.capSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.p2pSettings.all, data),
    }),
  };
}
