import {
  CONFIGURATION_SCREENSHOT_KINDS,
  configurationInputSchema,
  configurationSchema,
  idParamsSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ScreenshotGallery } from '../screenshots/screenshot-gallery.ts';
import { registerScreenshotRoutes } from '../screenshots/screenshot-routes.ts';
import type { ConfigurationsService } from './configurations.service.ts';

type ConfigurationsServices = {
  configurationsService: ConfigurationsService;
  configurationScreenshots: ScreenshotGallery<typeof CONFIGURATION_SCREENSHOT_KINDS>;
  maxUploadBytes: number;
};

/** /api/v1/strategies/ and their screenshots (docs/api.md); registered inside the authenticated scope. */
export function registerConfigurationsRoutes(app: FastifyInstance, services: ConfigurationsServices) {
  const { configurationsService: configurations } = services;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.get('/strategies/', { schema: { response: { 200: z.array(configurationSchema) } } }, (request) =>
    configurations.list(request.user.id),
  );

  routes.post(
    '/strategies/',
    { schema: { body: configurationInputSchema, response: { 201: configurationSchema } } },
    async (request, reply) =>
      reply.code(201).send(await configurations.create(request.user.id, request.body)),
  );

  routes.get('/strategies/:id/', { schema: { params, response: { 200: configurationSchema } } }, (request) =>
    configurations.get(request.user.id, request.params.id),
  );

  routes.put(
    '/strategies/:id/',
    { schema: { params, body: configurationInputSchema, response: { 200: configurationSchema } } },
    (request) => configurations.update(request.user.id, request.params.id, request.body),
  );

  routes.delete('/strategies/:id/', { schema: { params } }, async (request, reply) => {
    await configurations.delete(request.user.id, request.params.id);
    return reply.code(204).send();
  });

  registerScreenshotRoutes(app, {
    parentPath: '/strategies/:id',
    kinds: CONFIGURATION_SCREENSHOT_KINDS,
    gallery: services.configurationScreenshots,
    requireOwnedParent: configurations.requireOwned,
    maxUploadBytes: services.maxUploadBytes,
  });
}
