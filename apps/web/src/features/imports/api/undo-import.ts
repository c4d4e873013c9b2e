import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { refreshAfterImportChange } from './create-import.ts';

/** DELETE /api/v1/imports/{id}/ — the batch's trades go and the balance comes back exactly (docs/rules/imports.md). */
export function undoImport(id: number): Promise<void> {
  return apiRequestVoid(`/api/v1/imports/${id}/`, { method: 'DELETE' });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: undoImport, onSuccess: () => refreshAfterImportChange(queryClient) });
}
