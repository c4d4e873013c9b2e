import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { IMPORT_TEMPLATES_QUERY_KEY } from './query-keys.ts';

/** DELETE /api/v1/import-templates/{id}/ → 204. */
export function deleteImportTemplate(id: number): Promise<void> {
  return apiRequestVoid(`/api/v1/import-templates/${id}/`, { method: 'DELETE' });
}

export function useDeleteImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteImportTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORT_TEMPLATES_QUERY_KEY }),
  });
}
