import { type ImportPreview, importPreviewSchema } from '@carnet/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';
import { type ImportChoices, importFormData } from './import-form-data.ts';
import { IMPORTS_QUERY_KEY } from './query-keys.ts';

/** POST /api/v1/imports/preview/ — what the file would create; writes nothing (docs/rules/imports.md). */
export function previewImport(
  choices: ImportChoices,
  signal?: AbortSignal,
  onUploadProgress?: (progress: UploadProgress) => void,
): Promise<ImportPreview> {
  onUploadProgress?.({ loaded: 0, total: choices.file.size });
  return apiRequest('/api/v1/imports/preview/', importPreviewSchema, {
    method: 'POST',
    body: importFormData(choices),
    signal,
    onUploadProgress,
  });
}

/**
 * The preview of the chosen file, asked again whenever the file, the account, the zone, the platform, the
 * template, the point values or the declared risk change. `fileKey` names the file in the query key (a File does not serialise);
 * `onUploadProgress` is told how much of the file has gone up.
 */
export function useImportPreview(
  choices: ImportChoices | null,
  fileKey: number,
  onUploadProgress: (progress: UploadProgress) => void,
) {
  return useQuery({
    queryKey: [
      ...IMPORTS_QUERY_KEY,
      'preview',
      fileKey,
      choices?.capitalAccount ?? '',
      choices?.timezone ?? '',
      choices?.platform ?? '',
      choices?.template ?? '',
      JSON.stringify(choices?.pointValues ?? {}),
      choices?.riskPerTrade.trim() ?? '',
    ],
    queryFn: ({ signal }) => {
      if (choices === null) throw new Error('No file to preview');
      return previewImport(choices, signal, onUploadProgress);
    },
    enabled: choices !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
