import { TRADE_SCREENSHOT_KINDS } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import { registerScreenshotRoutes } from '../screenshots/screenshot-routes.ts';
import type { TradeScreenshotGallery } from './trade-screenshots.ts';
import type { TradesService } from './trades.service.ts';

export type TradeScreenshotsRoutesDeps = {
  tradesService: Pick<TradesService, 'requireOwned' | 'recordScreenshots'>;
  tradeScreenshots: TradeScreenshotGallery;
  maxUploadBytes: number;
};

/**
 * GET/POST /api/v1/trades/{id}/screenshots/ and PATCH/DELETE …/{sid}/ (docs/api.md): multipart `files`, kinds
 * BEFORE, AFTER, HTF, LTF, EXEC, OTHER; another user's trade is a 404 before anything is read or stored.
 */
export function registerTradeScreenshotsRoutes(app: FastifyInstance, deps: TradeScreenshotsRoutesDeps) {
  registerScreenshotRoutes(app, {
    parentPath: '/trades/:id',
    kinds: TRADE_SCREENSHOT_KINDS,
    gallery: deps.tradeScreenshots,
    requireOwnedParent: deps.tradesService.requireOwned,
    maxUploadBytes: deps.maxUploadBytes,
    onChange: (tradeId, change, screenshots) =>
      deps.tradesService.recordScreenshots(
        tradeId,
        change === 'ADDED' ? 'SCREENSHOT_ADDED' : 'SCREENSHOT_REMOVED',
        screenshots,
      ),
  });
}
