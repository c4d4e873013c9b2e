import { type ImportTemplate, type ImportTemplateInput, importTemplateSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORT_TEMPLATES_QUERY_KEY, IMPORTS_QUERY_KEY } from './query-keys.ts';

type SavedTemplate = { id: number | null; body: ImportTemplateInput };

/** POST /api/v1/import-templates/ for a new template, PUT …/{id}/ for a saved one. */
export function saveImportTemplate({ id, body }: SavedTemplate): Promise<ImportTemplate> {
  return id === null
    ? apiRequest('/api/v1/import-templates/', importTemplateSchema, { method: 'POST', body })
    : apiRequest(`/api/v1/import-templates/${id}/`, importTemplateSchema, { method: 'PUT', body });
}

export function useSaveImportTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveImportTemplate,
    // A changed template reads the file anew: the preview made with it is asked again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: IMPORT_TEMPLATES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: [...IMPORTS_QUERY_KEY, 'preview'] }),
      ]),
  });
}
