import { PATHS, apiKeyListSchema, type ApiKey } from '@exchange/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/queries';

/** Under `account`: one user's keys never show to the next. */
export const apiKeyKeys = {
  list: () => [...accountKeys.all(), 'apiKeys'] as const,
};

/** Signed in to the real account: bots trade the live account, and the server refuses the demo one. */
export function useApiKeysEnabled(): boolean {
  return useSession((state) => state.token !== null && !state.demo);
}

/** The user's keys, newest first (the server's order). Never a secret: those are shown once. */
export function useApiKeys() {
  const enabled = useApiKeysEnabled();
  return useQuery({
    enabled,
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => api.get(PATHS.apiKeys, apiKeyListSchema, { signal, spinner: false }),
  });
}

/** One key as the list holds it: replaced where it is, or put on top when new. */
export function putApiKey(queryClient: QueryClient, key: ApiKey): void {
  queryClient.setQueryData<ApiKey[]>(apiKeyKeys.list(), (held) => {
    if (held === undefined) return held;
    return held.some((k) => k.id === key.id)
      ? held.map((k) => (k.id === key.id ? key : k))
      : [key, ...held];
  });
}

/** A deleted key leaves the list at once. */
export function dropApiKey(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<ApiKey[]>(apiKeyKeys.list(), (held) =>
    held === undefined ? held : held.filter((k) => k.id !== id),
  );
}
