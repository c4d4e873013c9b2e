import { type ImportBatch, importBatchSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import type { UploadProgress } from '../../../lib/upload-with-progress.ts';
import { refreshAfterTradeChange } from '../../trades/api/invalidate-trades.ts';
import { type ImportChoices, importFormData } from './import-form-data.ts';
import { IMPORTS_QUERY_KEY } from './query-keys.ts';

/**
 * POST /api/v1/imports/ — all the file's new trades at once; the account's balance moves by the net total. Once
 * per `idempotencyKey`: a confirmation sent twice imports once.
 */
export function createImport(
  choices: ImportChoices,
  onUploadProgress?: (progress: UploadProgress) => void,
  idempotencyKey?: string,
): Promise<ImportBatch> {
  onUploadProgress?.({ loaded: 0, total: choices.file.size });
  return apiRequest('/api/v1/imports/', importBatchSchema, {
    method: 'POST',
    body: importFormData(choices),
    onUploadProgress,
    idempotencyKey,
  });
}

/** After an import or an undo: the trades (and the dashboard under them), the accounts and the imports. */
export function refreshAfterImportChange(queryClient: ReturnType<typeof useQueryClient>): Promise<unknown> {
  return Promise.all([
    refreshAfterTradeChange(queryClient, null),
    queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY }),
  ]);
}

/**
 * The import of the chosen file; `onUploadProgress` is told how much of it has gone up. Every send of one
 * confirmation carries its key (lib/submission-key.ts).
 */
export function useCreateImport(onUploadProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (choices: ImportChoices) => createImport(choices, onUploadProgress, submission.current()),
    onSuccess: () => {
      submission.renew();
      return refreshAfterImportChange(queryClient);
    },
  });
}
