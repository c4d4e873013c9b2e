import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { type ExportsService, journalZipFileName, tradesCsvFileName } from './exports.service.ts';

type ExportsServices = { exportsService: ExportsService };

/** docs/rules/imports.md « Export ». Registered inside the authenticated /api/v1 scope. */
export function registerExportsRoutes(app: FastifyInstance, services: ExportsServices) {
  const { exportsService: exports } = services;

  app.get('/exports/trades.csv', async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${tradesCsvFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exports.tradesCsv(request.user.id))),
  );

  app.get('/exports/journal.zip', async (request, reply) => {
    const now = new Date();
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${journalZipFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(exports.journalZip(request.user.id, now), { objectMode: false }));
  });
}
