import { dashboardQuerySchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/**
 * GET /api/v1/trades/dashboard/ (docs/api.md, docs/rules/statistics.md#dashboard); authenticated scope. The router prefers this static
 * path to the parametric /trades/:id/ whatever the registration order; app.ts still registers it first. The body
 * comes serialized, checked by the contract's `dashboardSchema` when it was computed (see the service), and is
 * sent as it is: Fastify never serializes a Buffer.
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  { dashboardService }: { dashboardService: DashboardService },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/trades/dashboard/', { schema: { querystring: dashboardQuerySchema } }, async (request, reply) => {
      const body = await dashboardService.readDashboardJson(request.user, request.query);
      return reply.type('application/json; charset=utf-8').send(body);
    });
}
