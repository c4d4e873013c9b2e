import { useMutation } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';

/** POST /api/v1/admin/users/{id}/set_password/ {password}. */
export function setUserPassword({ id, password }: { id: number; password: string }): Promise<void> {
  return apiRequestVoid(`/api/v1/admin/users/${id}/set_password/`, { method: 'POST', body: { password } });
}

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
