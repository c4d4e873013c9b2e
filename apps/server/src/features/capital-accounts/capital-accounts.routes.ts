import { capitalAccountInputSchema, capitalAccountSchema, idParamsSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CapitalAccountsService } from './capital-accounts.service.ts';

/** /api/v1/capital-accounts/ (SPEC §7); no DELETE: an account is archived with is_active false. */
export function registerCapitalAccountsRoutes(
  app: FastifyInstance,
  { capitalAccountsService: accounts }: { capitalAccountsService: CapitalAccountsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const params = idParamsSchema;

  routes.get(
    '/capital-accounts/',
    { schema: { response: { 200: z.array(capitalAccountSchema) } } },
    (request) => accounts.list(request.user.id),
  );

  routes.post(
    '/capital-accounts/',
    {
      schema: { body: capitalAccountInputSchema, response: { 201: capitalAccountSchema } },
      config: { idempotent: true },
    },
    async (request, reply) => reply.code(201).send(await accounts.create(request.user.id, request.body)),
  );

  routes.get(
    '/capital-accounts/:id/',
    { schema: { params, response: { 200: capitalAccountSchema } } },
    (request) => accounts.get(request.user.id, request.params.id),
  );

  routes.put(
    '/capital-accounts/:id/',
    { schema: { params, body: capitalAccountInputSchema, response: { 200: capitalAccountSchema } } },
    (request) => accounts.update(request.user.id, request.params.id, request.body),
  );
}
