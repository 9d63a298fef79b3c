import {
  ADMIN_PATHS,
  operatorSchema,
  operatorSessionSchema,
  type OperatorView,
} from '@exchange/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { nullSchema } from './client';

export const authKeys = {
  /** Keyed by token: another sign-in is another operator. */
  me: (token: string | null) => ['auth', 'me', token] as const,
};

export interface LoginForm {
  username: string;
  password: string;
  totp: string;
}

export function useMe(token: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.me, operatorSchema, { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** Signs in; on success the new token replaces any old one and nothing cached survives. */
export function useLogin() {
  const { api, session, queryClient } = useServices();
  return useMutation({
    mutationFn: (form: LoginForm) => api.post(ADMIN_PATHS.login, operatorSessionSchema, form),
    meta: { quiet: true },
    onSuccess: ({ token, operator }) => {
      queryClient.clear();
      queryClient.setQueryData<OperatorView>(authKeys.me(token), operator);
      session.set(token);
    },
  });
}

/** Ends the session on the server; the console forgets it whatever the server says. */
export function useLogout() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ADMIN_PATHS.logout, nullSchema),
    meta: { quiet: true },
    onSettled: () => {
      session.set(null);
      queryClient.clear();
    },
  });
}
