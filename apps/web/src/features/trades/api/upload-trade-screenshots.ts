import { apiRequestVoid } from '../../../lib/api-client.ts';
import { tradeScreenshotsPath } from './list-trade-screenshots.ts';

/** POST /api/v1/trades/{id}/screenshots/ — multipart, one repeated `files` field per image (docs/api.md). */
export function uploadTradeScreenshots(tradeId: number, files: readonly File[]): Promise<void> {
  const body = new FormData();
  for (const file of files) body.append('files', file);
  return apiRequestVoid(tradeScreenshotsPath(tradeId), { method: 'POST', body });
}
