import { apiRequestVoid } from '../../../lib/api-client.ts';

/** DELETE /api/v1/strategies/{id}/screenshots/{sid}/ — the server removes the files too (docs/security.md#media-urls). */
export function deleteConfigurationScreenshot(configurationId: number, screenshotId: number): Promise<void> {
  return apiRequestVoid(`/api/v1/strategies/${configurationId}/screenshots/${screenshotId}/`, {
    method: 'DELETE',
  });
}
