import {
  currentUserSchema,
  loginRequestSchema,
  refreshRequestSchema,
  setPasswordRequestSchema,
  tokenPairSchema,
} from '@carnet/contract';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.ts';

type Dependencies = { authService: AuthService; authGuard: onRequestAsyncHookHandler };

/** /auth/… (docs/security.md); paths with trailing slashes as docs/api.md writes them. */
export function registerAuthRoutes(app: FastifyInstance, { authService, authGuard }: Dependencies): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/auth/jwt/create/',
    { schema: { body: loginRequestSchema, response: { 200: tokenPairSchema } } },
    (request) => authService.login(request.body.username, request.body.password, request.ip),
  );

  routes.post(
    '/auth/jwt/refresh/',
    { schema: { body: refreshRequestSchema, response: { 200: tokenPairSchema } } },
    (request) => authService.refresh(request.body.refresh),
  );

  routes.post('/auth/jwt/logout/', { schema: { body: refreshRequestSchema } }, async (request, reply) => {
    await authService.logout(request.body.refresh);
    return reply.code(204).send();
  });

  routes.get(
    '/auth/users/me/',
    { onRequest: authGuard, schema: { response: { 200: currentUserSchema } } },
    (request) => authService.currentUser(request.user),
  );

  routes.post(
    '/auth/users/set_password/',
    { onRequest: authGuard, schema: { body: setPasswordRequestSchema } },
    async (request, reply) => {
      await authService.changePassword(
        request.user,
        request.body.current_password,
        request.body.new_password,
      );
      return reply.code(204).send();
    },
  );
}
