import { type ImportTemplate, importTemplateListSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORT_TEMPLATES_QUERY_KEY } from './query-keys.ts';

/** GET /api/v1/import-templates/ — the caller's column mappings. */
export function listImportTemplates(): Promise<ImportTemplate[]> {
  return apiRequest('/api/v1/import-templates/', importTemplateListSchema);
}

export function useImportTemplates() {
  return useQuery({ queryKey: IMPORT_TEMPLATES_QUERY_KEY, queryFn: listImportTemplates });
}
