import { type AdminUser, type AdminUserUpdate, adminUserSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ADMIN_USERS_QUERY_KEY } from './list-users.ts';

/** PATCH /api/v1/admin/users/{id}/ {is_active?, is_staff?, email?}. */
export function updateUser({ id, ...changes }: AdminUserUpdate & { id: number }): Promise<AdminUser> {
  return apiRequest(`/api/v1/admin/users/${id}/`, adminUserSchema, { method: 'PATCH', body: changes });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (saved) =>
      queryClient.setQueryData<AdminUser[]>(ADMIN_USERS_QUERY_KEY, (users) =>
        users?.map((user) => (user.id === saved.id ? saved : user)),
      ),
  });
}
