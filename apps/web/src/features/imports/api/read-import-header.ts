import { type ImportHeader, importHeaderSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { IMPORTS_QUERY_KEY } from './query-keys.ts';

/** POST /api/v1/imports/header/ — the file's delimiter, column names and first rows, to map a template. */
export function readImportHeader(file: File, signal?: AbortSignal): Promise<ImportHeader> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/api/v1/imports/header/', importHeaderSchema, { method: 'POST', body, signal });
}

/** The header of the chosen file; `fileKey` names the file in the query key (a File does not serialise). */
export function useImportHeader(file: File | null, fileKey: number) {
  return useQuery({
    queryKey: [...IMPORTS_QUERY_KEY, 'header', fileKey],
    queryFn: ({ signal }) => {
      if (file === null) throw new Error('No file to read');
      return readImportHeader(file, signal);
    },
    enabled: file !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
