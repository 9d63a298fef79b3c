import {
  ADMIN_PATHS,
  p2pPaymentTypesSchema,
  p2pRiskClassesSchema,
  p2pSettingsSchema,
  type P2pPaymentTypes,
  type P2pRiskClasses,
  type P2pSettingsPatch,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
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

/** One risk class's first trade cap (USD) and withdrawal hold (hours). */
export type RiskClassConfig = P2pRiskClasses['classes'][number];

/** P2P's settings: the limits per user, the release window, the two-operator threshold. */
export function useP2pSettings() {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pSettings.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pSettings, p2pSettingsSchema, { signal }),
  });
}

/** Per chargeback-risk class, in class order: the first trade cap and the withdrawal hold. */
export function useP2pRiskClasses() {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pRiskClasses.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pRiskClasses, p2pRiskClassesSchema, { signal }),
    select: (data) => data.classes,
  });
}

/** Which notice says that a setting was saved, by the one setting a patch changes. */
const SETTING_SAVED = {
  paymentMethodCap: 'p2pConfig.capSaved',
  adLimit: 'p2pConfig.adLimitSaved',
  openOrderLimit: 'p2pConfig.openOrdersSaved',
  cancelLimit: 'p2pConfig.cancelsSaved',
  releaseMinutes: 'p2pConfig.releaseSaved',
  appealSecondUsd: 'p2pConfig.secondSaved',
} as const satisfies Record<keyof P2pSettingsPatch, string>;

/**
 * The configuration of P2P. The payment types and the risk classes are
 * sent whole: the server takes all six types, and all four classes, at
 * once. A settings patch carries only the one setting changed, so it never
 * writes back a stale value of another. Each reply is what the server now
 * holds.
 */
export function useP2pConfigActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  return {
    saveTypes: useMutation({
      mutationFn: (v: P2pPaymentTypes) =>
        api.post(ADMIN_PATHS.p2pPaymentTypes, p2pPaymentTypesSchema, v),
      meta: { success: 'p2pConfig.typesSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.p2pPaymentTypes.all, data),
    }),
    // The notice names the setting changed, so it is pushed here.
    saveSettings: useMutation({
      mutationFn: (v: P2pSettingsPatch) => api.post(ADMIN_PATHS.p2pSettings, p2pSettingsSchema, v),
      onSuccess: (data, v) => {
        for (const name of p2pSettingsSchema.keyof().options) {
          const value = v[name];
          if (value !== undefined)
            notices.push('ok', { key: SETTING_SAVED[name], params: { [name]: value } });
        }
        queryClient.setQueryData(keys.p2pSettings.all, data);
      },
    }),
    saveRiskClasses: useMutation({
      mutationFn: (v: P2pRiskClasses) =>
        api.post(ADMIN_PATHS.p2pRiskClasses, p2pRiskClassesSchema, v),
      meta: { success: 'p2pConfig.riskSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.p2pRiskClasses.all, data),
    }),
  };
}
