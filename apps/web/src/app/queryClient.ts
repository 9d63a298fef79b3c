import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client has already told the user about a failure; retrying
        // would repeat the toast. Screens offer an explicit retry instead.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
