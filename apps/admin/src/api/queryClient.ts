import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { TextKey, TextParams } from '../i18n';
import type { NoticeStore } from '../state/notices';
import { failureMessage } from './describe';
import { ApiError } from './errors';

/** What a mutation tells the shared handlers: the notice on success, or silence on failure. */
export interface ConsoleMutationMeta extends Record<string, unknown> {
  /** Shown on success, filled with the mutation's variables (`{id}` etc.). */
  success?: TextKey;
  /** The screen shows the failure itself (the sign-in form does). */
  quiet?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ConsoleMutationMeta;
  }
}

/** Only plain values of the variables fill a notice: `{ id: 7 }` in "Withdrawal #{id} approved". */
function paramsOf(variables: unknown): TextParams {
  if (typeof variables !== 'object' || variables === null) return {};
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(variables)) {
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}

/** Transient failures are tried again once; an answer from the server never is. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return (error.kind === 'network' || error.kind === 'http') && failureCount < 1;
}

/**
 * One query client per console. Every mutation's failure is shown here, once,
 * so no screen writes its own error handling; queries show theirs in place
 * (the data table's error state). A notice holds a message, not words: it is
 * worded when shown, in the language of that moment.
 */
export function createQueryClient(deps: { notices: NoticeStore; retry?: boolean }): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.quiet) return;
        deps.notices.push('bad', failureMessage(error));
      },
      onSuccess: (_data, variables, _result, mutation) => {
        const key = mutation.meta?.success;
        if (key) deps.notices.push('ok', { key, params: paramsOf(variables) });
      },
    }),
    defaultOptions: {
      queries: {
        retry: deps.retry === false ? false : shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}
