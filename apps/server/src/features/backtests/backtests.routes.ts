import {
  backtestSessionInputSchema,
  backtestSessionSchema,
  backtestTradeInputSchema,
  backtestTradeSchema,
  csvImportQuerySchema,
  csvImportResultSchema,
  idParamsSchema,
} from '@carnet/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BacktestsService } from './backtests.service.ts';
import type { BacktestsCsvService } from './backtests-csv.service.ts';
import { readCsvUpload } from './csv-upload.ts';

type BacktestsServices = { backtestsService: BacktestsService; backtestsCsvService: BacktestsCsvService };

/**
 * /api/v1/backtests/sessions/ and /api/v1/backtests/trades/ (docs/api.md), in their own scope inside the
 * authenticated one: multipart (the CSV import) is parsed here only, unless a parent scope already does.
 */
export async function registerBacktestsRoutes(app: FastifyInstance, services: BacktestsServices) {
  await app.register(async (scope) => {
    if (!scope.hasRequestDecorator('isMultipart')) await scope.register(multipart);
    registerRoutes(scope, services);
  });
}

function registerRoutes(app: FastifyInstance, services: BacktestsServices) {
  const { backtestsService: sessions, backtestsCsvService: csv } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.get(
    '/backtests/sessions/',
    { schema: { response: { 200: z.array(backtestSessionSchema) } } },
    (request) => sessions.listSessions(request.user.id),
  );

  routes.post(
    '/backtests/sessions/',
    { schema: { body: backtestSessionInputSchema, response: { 201: backtestSessionSchema } } },
    async (request, reply) =>
      reply.code(201).send(await sessions.createSession(request.user.id, request.body)),
  );

  routes.get(
    '/backtests/sessions/:id/',
    { schema: { params, response: { 200: backtestSessionSchema } } },
    (request) => sessions.getSession(request.user.id, request.params.id),
  );

  routes.delete('/backtests/sessions/:id/', { schema: { params } }, async (request, reply) => {
    await sessions.deleteSession(request.user.id, request.params.id);
    return reply.code(204).send();
  });

  routes.get(
    '/backtests/sessions/:id/trades/',
    { schema: { params, response: { 200: z.array(backtestTradeSchema) } } },
    (request) => sessions.listTrades(request.user.id, request.params.id),
  );

  routes.post(
    '/backtests/sessions/:id/trades/',
    { schema: { params, body: backtestTradeInputSchema, response: { 201: backtestTradeSchema } } },
    async (request, reply) =>
      reply.code(201).send(await sessions.addTrade(request.user.id, request.params.id, request.body)),
  );

  routes.delete('/backtests/trades/:id/', { schema: { params } }, async (request, reply) => {
    await sessions.deleteTrade(request.user.id, request.params.id);
    return reply.code(204).send();
  });

  routes.post(
    '/backtests/sessions/:id/recompute/',
    { schema: { params, response: { 200: backtestSessionSchema } } },
    (request) => sessions.recompute(request.user.id, request.params.id),
  );

  routes.get('/backtests/sessions/:id/export_csv/', { schema: { params } }, async (request, reply) => {
    const { fileName, content } = await csv.exportCsv(request.user.id, request.params.id);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(content);
  });

  routes.post(
    '/backtests/sessions/:id/import_csv/',
    { schema: { params, querystring: csvImportQuerySchema, response: { 200: csvImportResultSchema } } },
    (request) =>
      csv.importCsv(request.user.id, request.params.id, () => readCsvUpload(request), {
        timeZone: request.query.tz,
      }),
  );
}
