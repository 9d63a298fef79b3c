import {
  ADMIN_PATHS,
  adminApiKeySchema,
  apiKeyAbuseSchema,
  type AdminApiKey,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { listOf, pathOf, type QueryParams } from './client';

/** Query keys of the API keys' console: a disabled key reads the keys again. */
export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  list: (query: QueryParams) => ['apiKeys', 'list', query] as const,
  listAll: ['apiKeys', 'list'] as const,
  abuse: ['apiKeys', 'abuse'] as const,
};

/** Users' keys, newest first, found by a user's UID, e-mail or phone or by the key's name. */
export function useApiKeys(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: apiKeyKeys.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.apiKeys, listOf(adminApiKeySchema), { query, signal }),
    select: (data): readonly AdminApiKey[] => data,
    placeholderData: keepPreviousData,
  });
}

/** Refused signed requests of the last 24 hours, and the addresses banned now. */
export function useApiKeyAbuse() {
  const api = useApi();
  return useQuery({
    queryKey: apiKeyKeys.abuse,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.apiKeyAbuse, apiKeyAbuseSchema, { signal }),
  });
}

/** Disabling a key (users.security): it stops at once; the user may enable it again with a step-up. */
export function useDisableApiKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; label: string; uid: string }) =>
      api.post(pathOf(ADMIN_PATHS.apiKeyDisable, v), adminApiKeySchema),
    meta: { success: 'apiKeys.disabled' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.listAll }),
  });
}
