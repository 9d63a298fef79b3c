import {
  businessStatusSchema,
  levelStatusSchema,
  PATHS,
  type BusinessStatus,
  type IdentityDocument,
  type IdType,
  type LevelStatus,
  type VerificationLevel,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { walletKeys } from '../wallet/queries';
import { identityKeys } from './queries';

export interface PrimaryBody {
  areaCode: string;
  idname: IdType;
  idCard: string;
  realName: string;
  idCardFront: string;
  idCardBack: string;
  handHeldIdCard: string;
}

export interface AdvancedBody {
  selfie: string;
  homeAddress: string;
  workAddress: string;
  relativeName?: string;
  relation?: string;
  relativeAddress?: string;
  relativePhone?: string;
}

export interface NotarisedBody {
  notarised: string;
}

export interface ResubmitBody {
  level: VerificationLevel;
  document: IdentityDocument;
  fileId: string;
}

/** An application changes the level, the records and the documents held: all are read again. */
function useIdentityWrite<B>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B): Promise<LevelStatus> => api.post(path, levelStatusSchema, { body }),
    // Not awaited: the status page opens at once and reads the new state itself.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: identityKeys.all() }),
  });
}

export const useApplyPrimary = () => useIdentityWrite<PrimaryBody>(PATHS.identityApply);
export const useApplyAdvanced = () => useIdentityWrite<AdvancedBody>(PATHS.identityAdvancedApply);
export const useApplyNotarised = () =>
  useIdentityWrite<NotarisedBody>(PATHS.identityNotarisedApply);
export const useResubmit = () => useIdentityWrite<ResubmitBody>(PATHS.identityResubmit);

/**
 * Business certification moves the security deposit in or out of the spot
 * wallet, so balances are read again along with the certification. The
 * reply is the new status, written straight into its cache.
 */
function useBusinessWrite<B>(send: (body: B) => Promise<BusinessStatus>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => {
      queryClient.setQueryData(identityKeys.business(), status);
      void queryClient.invalidateQueries({ queryKey: identityKeys.all() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    },
  });
}

export const useBusinessApply = () =>
  useBusinessWrite((body: { coin: string; requestId: string }) =>
    api.post(PATHS.businessApply, businessStatusSchema, { body }),
  );

export const useBusinessCancel = () =>
  useBusinessWrite(() => api.post(PATHS.businessCancel, businessStatusSchema));
