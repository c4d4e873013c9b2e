import { type ImportBatch, importBatchListSchema } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORT_BATCHES_QUERY_KEY } from './query-keys.ts';

/** GET /api/v1/imports/ — the caller's imports, newest first. */
export function listImports(): Promise<ImportBatch[]> {
  return apiRequest('/api/v1/imports/', importBatchListSchema);
}

export const importBatchesQueryOptions = () =>
  queryOptions({ queryKey: IMPORT_BATCHES_QUERY_KEY, queryFn: listImports });

export function useImportBatches() {
  return useQuery(importBatchesQueryOptions());
}
