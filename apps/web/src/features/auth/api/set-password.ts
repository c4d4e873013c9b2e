import type { SetPasswordRequest } from '@carnet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';

/** POST /auth/users/set_password/ {current_password, new_password}. */
export function setPassword(body: SetPasswordRequest): Promise<void> {
  return apiRequestVoid('/auth/users/set_password/', { method: 'POST', body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
