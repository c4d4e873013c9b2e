import { apiRequestVoid } from '../../../lib/api-client.ts';

/** POST /api/v1/strategies/{id}/screenshots/ — multipart, one repeated `files` field per image (docs/api.md). */
export function uploadConfigurationScreenshots(
  configurationId: number,
  files: readonly File[],
): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return apiRequestVoid(`/api/v1/strategies/${configurationId}/screenshots/`, { method: 'POST', body });
}
