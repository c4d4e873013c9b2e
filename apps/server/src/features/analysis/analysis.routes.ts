import {
  analysisQuerySchema,
  analysisSchema,
  calendarQuerySchema,
  calendarSchema,
  heatmapQuerySchema,
  heatmapSchema,
  summaryQuerySchema,
  summarySchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnalysisService } from './analysis.service.ts';
import type { CalendarService } from './calendar.service.ts';
import type { SummaryService } from './summary.service.ts';

/**
 * GET /api/v1/trades/analysis/, summary/, calendar/, heatmap/ (docs/rules/statistics.md); authenticated scope. Static paths:
 * the router prefers them to the parametric /trades/:id/ whatever the registration order (as the dashboard).
 */
export function registerAnalysisRoutes(
  app: FastifyInstance,
  services: {
    analysisService: AnalysisService;
    summaryService: SummaryService;
    calendarService: CalendarService;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/trades/analysis/',
    { schema: { querystring: analysisQuerySchema, response: { 200: analysisSchema } } },
    (request) => services.analysisService.analysis(request.user.id, request.query),
  );
  api.get(
    '/trades/summary/',
    { schema: { querystring: summaryQuerySchema, response: { 200: summarySchema } } },
    (request) => services.summaryService.summary(request.user.id, request.query),
  );
  api.get(
    '/trades/calendar/',
    { schema: { querystring: calendarQuerySchema, response: { 200: calendarSchema } } },
    (request) => services.calendarService.calendar(request.user.id, request.query),
  );
  api.get(
    '/trades/heatmap/',
    { schema: { querystring: heatmapQuerySchema, response: { 200: heatmapSchema } } },
    (request) => services.calendarService.heatmap(request.user.id, request.query),
  );
}
