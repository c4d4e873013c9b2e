import {
  adminSetPasswordSchema,
  adminUserCreateSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/auth-guard.ts';
import type { UsersService } from '../users/users.service.ts';

/** /api/v1/admin/users/ (README.md): staff only; registered inside the authenticated scope. */
export function registerAdminUsersRoutes(
  app: FastifyInstance,
  { usersService }: { usersService: UsersService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/admin/users/',
    { onRequest: requireStaff, schema: { response: { 200: z.array(adminUserSchema) } } },
    () => usersService.list(),
  );

  routes.post(
    '/admin/users/',
    { onRequest: requireStaff, schema: { body: adminUserCreateSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => {
      const { username, email, password, is_staff } = request.body;
      const user = await usersService.create({ username, email, password, isStaff: is_staff });
      return reply.code(201).send(user);
    },
  );

  routes.patch(
    '/admin/users/:id/',
    {
      onRequest: requireStaff,
      schema: { params: idParamsSchema, body: adminUserUpdateSchema, response: { 200: adminUserSchema } },
    },
    (request) => {
      const { email, is_active, is_staff } = request.body;
      return usersService.update(
        request.params.id,
        { email, isActive: is_active, isStaff: is_staff },
        request.user.id,
      );
    },
  );

  routes.post(
    '/admin/users/:id/set_password/',
    { onRequest: requireStaff, schema: { params: idParamsSchema, body: adminSetPasswordSchema } },
    async (request, reply) => {
      await usersService.setPassword(request.params.id, request.body.password);
      return reply.code(204).send();
    },
  );
}
