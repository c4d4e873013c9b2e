import { profilePatchSchema, profileSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProfileService } from './profile.service.ts';

/** GET/PATCH /api/v1/profile/ — the caller's own profile; registered inside the authenticated scope. */
export function registerProfileRoutes(
  app: FastifyInstance,
  { profileService }: { profileService: ProfileService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/profile/', { schema: { response: { 200: profileSchema } } }, (request) =>
    profileService.get(request.user.id),
  );

  routes.patch(
    '/profile/',
    { schema: { body: profilePatchSchema, response: { 200: profileSchema } } },
    (request) => profileService.update(request.user.id, request.body),
  );
}
