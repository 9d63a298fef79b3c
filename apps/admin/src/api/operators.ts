import {
  ADMIN_PATHS,
  auditPageSchema,
  createdOperatorSchema,
  operatorSchema,
  roleSchema,
  type Permission,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { listOf, nullSchema, pathOf, type QueryParams } from './client';
import { keys } from './keys';

export function useOperators() {
  const api = useApi();
  return useQuery({
    queryKey: keys.operators.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.operators, listOf(operatorSchema), { signal }),
  });
}

export function useOperatorActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.operators.all }),
      queryClient.invalidateQueries({ queryKey: keys.roles.all }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: { username: string; password: string; roleId: number }) =>
        api.post(ADMIN_PATHS.operators, createdOperatorSchema, body),
      onSuccess: invalidate,
    }),
    setRole: useMutation({
      mutationFn: (v: { id: number; roleId: number }) =>
        api.post(pathOf(ADMIN_PATHS.operatorRole, v), operatorSchema, { roleId: v.roleId }),
      meta: { success: 'operators.changed' },
      onSuccess: invalidate,
    }),
    setStatus: useMutation({
      mutationFn: (v: { id: number; status: 'active' | 'disabled' }) =>
        api.post(pathOf(ADMIN_PATHS.operatorStatus, v), operatorSchema, { status: v.status }),
      meta: { success: 'operators.changed' },
      onSuccess: invalidate,
    }),
  };
}

export function useRoles(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: keys.roles.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.roles, listOf(roleSchema), { signal }),
    enabled,
  });
}

export function useRoleActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.roles.all }),
      queryClient.invalidateQueries({ queryKey: keys.operators.all }),
    ]);
  return {
    /** Creates a role when `id` is null, else replaces its name and permissions. */
    save: useMutation({
      mutationFn: (v: { id: number | null; name: string; permissions: Permission[] }) =>
        api.post(
          v.id === null ? ADMIN_PATHS.roles : pathOf(ADMIN_PATHS.role, { id: v.id }),
          roleSchema,
          {
            name: v.name,
            permissions: v.permissions,
          },
        ),
      meta: { success: 'roles.saved' },
      onSuccess: invalidate,
    }),
    remove: useMutation({
      mutationFn: (v: { id: number }) => api.post(pathOf(ADMIN_PATHS.roleDelete, v), nullSchema),
      meta: { success: 'roles.deleted' },
      onSuccess: invalidate,
    }),
  };
}

export function useAudit(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.audit.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.audit, auditPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
