import {
  candleCoverageResponseSchema,
  candleImportResultSchema,
  candleSeriesQuerySchema,
  candlesQuerySchema,
  candlesResponseSchema,
  MAX_CANDLE_FILE_BYTES,
  whatIfQuerySchema,
  whatIfResponseSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readImportUpload } from '../imports/read-import-upload.ts';
import type { CandlesService } from './candles.service.ts';
import type { WhatIfService } from './what-if.service.ts';

/**
 * /api/v1/candles/ (docs/rules/candles.md#candles, docs/api.md#candles): import a file (multipart `file` with
 * `symbol`, `timezone`, `timeframe`), read a series' candles, list the series, delete one; and the what-if exits
 * replayed over them, GET /api/v1/trades/what-if/ (a static path the router prefers to /trades/:id/).
 * Authenticated scope.
 */
export function registerCandlesRoutes(
  app: FastifyInstance,
  { candlesService, whatIfService }: { candlesService: CandlesService; whatIfService: WhatIfService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/candles/import/',
    { schema: { response: { 201: candleImportResultSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await candlesService.import(
            request.user.id,
            await readImportUpload(request, MAX_CANDLE_FILE_BYTES),
          ),
        ),
  );

  routes.get(
    '/candles/',
    { schema: { querystring: candlesQuerySchema, response: { 200: candlesResponseSchema } } },
    (request) => candlesService.candles(request.user.id, request.query),
  );

  routes.get(
    '/candles/coverage/',
    { schema: { response: { 200: candleCoverageResponseSchema } } },
    (request) => candlesService.coverage(request.user.id),
  );

  routes.delete('/candles/', { schema: { querystring: candleSeriesQuerySchema } }, async (request, reply) => {
    await candlesService.delete(request.user.id, request.query);
    return reply.code(204).send();
  });

  routes.get(
    '/trades/what-if/',
    { schema: { querystring: whatIfQuerySchema, response: { 200: whatIfResponseSchema } } },
    (request) => whatIfService.whatIf(request.user.id, request.query),
  );
}
