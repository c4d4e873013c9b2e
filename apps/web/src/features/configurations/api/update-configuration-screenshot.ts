import type { CONFIGURATION_SCREENSHOT_KINDS } from '@carnet/contract';
import type { ScreenshotPatch } from '../../../components/screenshots/screenshot-types.ts';
import { apiRequestVoid } from '../../../lib/api-client.ts';

export type ConfigurationScreenshotKind = (typeof CONFIGURATION_SCREENSHOT_KINDS)[number];

/** PATCH /api/v1/strategies/{id}/screenshots/{sid}/ {caption?, kind?, order?}. */
export function updateConfigurationScreenshot(
  configurationId: number,
  screenshotId: number,
  patch: ScreenshotPatch<ConfigurationScreenshotKind>,
): Promise<void> {
  return apiRequestVoid(`/api/v1/strategies/${configurationId}/screenshots/${screenshotId}/`, {
    method: 'PATCH',
    body: patch,
  });
}
