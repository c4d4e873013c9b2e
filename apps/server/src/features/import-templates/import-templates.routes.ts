import {
  idParamsSchema,
  importTemplateInputSchema,
  importTemplateListSchema,
  importTemplateSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ImportTemplatesService } from './import-templates.service.ts';

/** /api/v1/import-templates/ (docs/rules/imports.md « Column mapping »); registered inside the authenticated scope. */
export function registerImportTemplatesRoutes(
  app: FastifyInstance,
  { importTemplatesService: templates }: { importTemplatesService: ImportTemplatesService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;
  const body = importTemplateInputSchema;

  routes.get('/import-templates/', { schema: { response: { 200: importTemplateListSchema } } }, (request) =>
    templates.list(request.user.id),
  );

  routes.post(
    '/import-templates/',
    { schema: { body, response: { 201: importTemplateSchema } } },
    async (request, reply) => reply.code(201).send(await templates.create(request.user.id, request.body)),
  );

  routes.get(
    '/import-templates/:id/',
    { schema: { params, response: { 200: importTemplateSchema } } },
    (request) => templates.get(request.user.id, request.params.id),
  );

  routes.put(
    '/import-templates/:id/',
    { schema: { params, body, response: { 200: importTemplateSchema } } },
    (request) => templates.update(request.user.id, request.params.id, request.body),
  );

  routes.delete('/import-templates/:id/', { schema: { params } }, async (request, reply) => {
    await templates.delete(request.user.id, request.params.id);
    return reply.code(204).send();
  });
}
