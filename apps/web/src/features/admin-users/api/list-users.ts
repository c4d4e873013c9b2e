import { type AdminUser, adminUserSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

/** GET /api/v1/admin/users/ (staff only). */
export function listUsers(): Promise<AdminUser[]> {
  return apiRequest('/api/v1/admin/users/', z.array(adminUserSchema));
}

export const adminUsersQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_USERS_QUERY_KEY, queryFn: listUsers });

export function useAdminUsers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...adminUsersQueryOptions(), enabled });
}
