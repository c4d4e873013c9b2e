import {
  idParamsSchema,
  importBatchListSchema,
  importBatchSchema,
  importHeaderSchema,
  importPreviewSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ImportsService } from './imports.service.ts';
import { readImportUpload } from './read-import-upload.ts';

export type ImportsRoutesDeps = { importsService: ImportsService };

/**
 * /api/v1/imports/ (docs/rules/imports.md): multipart `file` with the fields `platform`, `timezone`, `capital_account`, `template`;
 * inside the authenticated scope. Another user's batch is a 404.
 */
export function registerImportsRoutes(app: FastifyInstance, { importsService: imports }: ImportsRoutesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.post('/imports/preview/', { schema: { response: { 200: importPreviewSchema } } }, async (request) =>
    imports.preview(request.user.id, await readImportUpload(request)),
  );

  routes.post('/imports/header/', { schema: { response: { 200: importHeaderSchema } } }, async (request) =>
    imports.header(await readImportUpload(request)),
  );

  const importOnce = { schema: { response: { 201: importBatchSchema } }, config: { idempotent: true } };
  routes.post('/imports/', importOnce, async (request, reply) =>
    reply.code(201).send(await imports.import(request.user.id, await readImportUpload(request))),
  );

  routes.get('/imports/', { schema: { response: { 200: importBatchListSchema } } }, (request) =>
    imports.list(request.user.id),
  );

  routes.get('/imports/:id/', { schema: { params, response: { 200: importBatchSchema } } }, (request) =>
    imports.get(request.user.id, request.params.id),
  );

  routes.delete('/imports/:id/', { schema: { params } }, async (request, reply) => {
    await imports.undo(request.user.id, request.params.id);
    return reply.code(204).send();
  });
}
