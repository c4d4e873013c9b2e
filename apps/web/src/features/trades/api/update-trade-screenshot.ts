import type { ScreenshotPatch } from '../../../components/screenshots/screenshot-types.ts';
import { apiRequestVoid } from '../../../lib/api-client.ts';
import { type TradeScreenshotKind, tradeScreenshotsPath } from './list-trade-screenshots.ts';

/** PATCH /api/v1/trades/{id}/screenshots/{screenshotId}/ with the caption, the kind or the order index. */
export function updateTradeScreenshot(
  tradeId: number,
  screenshotId: number,
  patch: ScreenshotPatch<TradeScreenshotKind>,
): Promise<void> {
  return apiRequestVoid(`${tradeScreenshotsPath(tradeId)}${screenshotId}/`, { method: 'PATCH', body: patch });
}
