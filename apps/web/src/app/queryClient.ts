import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The API client has already told the user about a failure; retrying
        // would repeat the toast. Screens offer an explicit retry instead.
        retry: false,
        refetchOnWindowFocus: false,
        // networkMode stays "online": offline, a query waits (QueryState says
        // so) and runs by itself on reconnect (see network.ts).
      },
      mutations: {
        // A write is sent now or fails now, never queued: an order or a
        // withdrawal sent minutes later, on reconnect, is not what was asked
        // for, and a paused write would leave its button spinning.
        networkMode: 'always',
      },
    },
  });
}
