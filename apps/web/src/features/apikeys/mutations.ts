import {
  PATHS,
  apiKeySchema,
  createdApiKeySchema,
  type CreateApiKeyBody,
  type UpdateApiKeyBody,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { accountKeys, ignoreReply } from '../account/queries';
import { apiKeyKeys, dropApiKey, putApiKey } from './queries';

/** Every change of a key writes a line of the security log the security centre shows. */
const logChanged = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: accountKeys.securityLog() });

/**
 * Creates a key (step-up). The answer holds an HMAC key's secret, shown
 * this once: the mutation is dropped as soon as its screen is gone, and the
 * list gets the key without it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    gcTime: 0,
    mutationFn: (body: CreateApiKeyBody) =>
      api.post(PATHS.apiKeyCreate, createdApiKeySchema, { body }),
    onSuccess: ({ key }) => {
      putApiKey(queryClient, key);
      logChanged(queryClient);
    },
  });
}

/** Relabels a key, or changes its scopes or allowlist (step-up when that loosens it). */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApiKeyBody) => api.post(PATHS.apiKeyUpdate, apiKeySchema, { body }),
    onSuccess: (key) => {
      putApiKey(queryClient, key);
      logChanged(queryClient);
    },
    // A refusal may mean the list is behind (the key deleted elsewhere): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}

/** Stops a key at once; no step-up, so it works as an emergency stop. */
export function useDisableApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(PATHS.apiKeyDisable, apiKeySchema, { body: { id } }),
    onSuccess: (key) => {
      putApiKey(queryClient, key);
      logChanged(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}

/** Enables a disabled key again (step-up; an expired key cannot be). */
export function useEnableApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; stepUpToken: string }) =>
      api.post(PATHS.apiKeyEnable, apiKeySchema, { body }),
    onSuccess: (key) => {
      putApiKey(queryClient, key);
      logChanged(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(PATHS.apiKeyDelete, ignoreReply, { body: { id } }),
    onSuccess: (_reply, id) => {
      dropApiKey(queryClient, id);
      logChanged(queryClient);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
