import {
  balanceAdjustmentSchema,
  capitalAccountInputSchema,
  capitalAccountSchema,
  idParamsSchema,
  statementCheckSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readImportUpload } from '../imports/read-import-upload.ts';
import type { CapitalAccountsService } from './capital-accounts.service.ts';
import type { StatementCheckService } from './statement-check.service.ts';

/** /api/v1/capital-accounts/ (docs/api.md) and its statement check (docs/rules/imports.md); no DELETE: an account is archived with is_active false. */
export function registerCapitalAccountsRoutes(
  app: FastifyInstance,
  {
    capitalAccountsService: accounts,
    statementCheckService: statements,
  }: { capitalAccountsService: CapitalAccountsService; statementCheckService: StatementCheckService },
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

  routes.get(
    '/capital-accounts/:id/adjustments/',
    { schema: { params, response: { 200: z.array(balanceAdjustmentSchema) } } },
    (request) => accounts.adjustments(request.user.id, request.params.id),
  );

  // The account checked against a platform's statement (docs/rules/imports.md#statement-check): writes nothing.
  routes.post(
    '/capital-accounts/:id/reconcile/',
    { schema: { params, response: { 200: statementCheckSchema } } },
    async (request) => statements.check(request.user.id, request.params.id, () => readImportUpload(request)),
  );
}
