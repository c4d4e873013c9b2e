import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type ExportsService, tradesCsvFileName } from './exports.service.ts';

type ExportsServices = { exportsService: ExportsService };

/** DESIGN §11 « Export ». Registered inside the authenticated /api/v1 scope. */
export function registerExportsRoutes(app: FastifyInstance, services: ExportsServices) {
  const { exportsService: exports } = services;

  app.get('/exports/trades.csv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${tradesCsvFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exports.tradesCsv(request.user.id))),
  );
}
