import { screenshotSchema, TRADE_SCREENSHOT_KINDS } from '@carnet/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { tradeScreenshotsQueryKey } from './query-keys.ts';

export type TradeScreenshotKind = (typeof TRADE_SCREENSHOT_KINDS)[number];
const tradeScreenshotSchema = screenshotSchema(TRADE_SCREENSHOT_KINDS);
export type TradeScreenshot = z.infer<typeof tradeScreenshotSchema>;

export const tradeScreenshotsPath = (tradeId: number) => `/api/v1/trades/${tradeId}/screenshots/`;

/** GET /api/v1/trades/{id}/screenshots/ — with freshly signed image and thumbnail URLs (docs/security.md#media-urls). */
export function listTradeScreenshots(tradeId: number, signal?: AbortSignal): Promise<TradeScreenshot[]> {
  return apiRequest(tradeScreenshotsPath(tradeId), z.array(tradeScreenshotSchema), { signal });
}

export const tradeScreenshotsQueryOptions = (tradeId: number) =>
  queryOptions({
    queryKey: tradeScreenshotsQueryKey(tradeId),
    queryFn: ({ signal }) => listTradeScreenshots(tradeId, signal),
  });

export function useTradeScreenshots(tradeId: number) {
  return useQuery(tradeScreenshotsQueryOptions(tradeId));
}
