import { globalStrategyInputSchema, globalStrategySchema, idParamsSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GlobalStrategiesService } from './global-strategies.service.ts';

/** /api/v1/trading-strategies/ (docs/api.md); registered inside the authenticated scope. */
export function registerGlobalStrategiesRoutes(
  app: FastifyInstance,
  { globalStrategiesService: strategies }: { globalStrategiesService: GlobalStrategiesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.get(
    '/trading-strategies/',
    { schema: { response: { 200: z.array(globalStrategySchema) } } },
    (request) => strategies.list(request.user.id),
  );

  routes.post(
    '/trading-strategies/',
    { schema: { body: globalStrategyInputSchema, response: { 201: globalStrategySchema } } },
    async (request, reply) => reply.code(201).send(await strategies.create(request.user.id, request.body)),
  );

  routes.get(
    '/trading-strategies/:id/',
    { schema: { params, response: { 200: globalStrategySchema } } },
    (request) => strategies.get(request.user.id, request.params.id),
  );

  routes.put(
    '/trading-strategies/:id/',
    { schema: { params, body: globalStrategyInputSchema, response: { 200: globalStrategySchema } } },
    (request) => strategies.update(request.user.id, request.params.id, request.body),
  );

  routes.delete('/trading-strategies/:id/', { schema: { params } }, async (request, reply) => {
    await strategies.delete(request.user.id, request.params.id);
    return reply.code(204).send();
  });
}
