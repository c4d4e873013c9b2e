import { type AdminUser, type AdminUserCreate, adminUserSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_USERS_QUERY_KEY } from './list-users.ts';

/** POST /api/v1/admin/users/ {username, email, password, is_staff}. */
export function createUser(body: AdminUserCreate): Promise<AdminUser> {
  return apiRequest('/api/v1/admin/users/', adminUserSchema, { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
