import { dashboardQuerySchema, dashboardSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/**
 * GET /api/v1/trades/dashboard/ (SPEC §7, DESIGN §6.3); authenticated scope. The router prefers this static
 * path to the parametric /trades/:id/ whatever the registration order; app.ts still registers it first.
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { dashboardService }: { dashboardService: DashboardService },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/trades/dashboard/',
      { schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
      (request) => dashboardService.readDashboard(request.user.id, request.query),
    );
}
