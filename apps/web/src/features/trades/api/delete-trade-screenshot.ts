import { apiRequestVoid } from '../../../lib/api-client.ts';
import { tradeScreenshotsPath } from './list-trade-screenshots.ts';

/** DELETE /api/v1/trades/{tradeId}/screenshots/{id}/ — the server removes the files too (docs/security.md#media-urls). */
export function deleteTradeScreenshot(tradeId: number, screenshotId: number): Promise<void> {
  return apiRequestVoid(`${tradeScreenshotsPath(tradeId)}${screenshotId}/`, { method: 'DELETE' });
}
