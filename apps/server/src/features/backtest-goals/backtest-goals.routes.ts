import {
  goalInputSchema,
  goalPatchSchema,
  goalSchema,
  idParamsSchema,
  timeLogInputSchema,
  timeLogQuerySchema,
  timeLogSchema,
} from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { BacktestGoalsService } from './backtest-goals.service.ts';

/** /api/v1/backtests/goals/ and /api/v1/backtests/time-logs/ (docs/api.md, docs/rules/backtests.md#goals); authenticated scope. */
export function registerBacktestGoalsRoutes(
  app: FastifyInstance,
  { backtestGoalsService: goals }: { backtestGoalsService: BacktestGoalsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/backtests/goals/', { schema: { response: { 200: z.array(goalSchema) } } }, (request) =>
    goals.listGoals(request.user.id),
  );

  // docs/rules/trades.md: a 404 here means « no active goal » and the page shows the creation form.
  routes.get('/backtests/goals/active/', { schema: { response: { 200: goalSchema } } }, async (request) => {
    const goal = await goals.findActiveGoal(request.user.id);
    if (!goal) throw notFound();
    return goal;
  });

  routes.post(
    '/backtests/goals/',
    { schema: { body: goalInputSchema, response: { 201: goalSchema } } },
    async (request, reply) => reply.code(201).send(await goals.createGoal(request.user.id, request.body)),
  );

  routes.patch(
    '/backtests/goals/:id/',
    { schema: { params: idParamsSchema, body: goalPatchSchema, response: { 200: goalSchema } } },
    (request) => goals.setStatus(request.user.id, request.params.id, request.body.status),
  );

  routes.get(
    '/backtests/time-logs/',
    { schema: { querystring: timeLogQuerySchema, response: { 200: z.array(timeLogSchema) } } },
    (request) => goals.listTimeLogs(request.user.id, request.query.goal),
  );

  routes.post(
    '/backtests/time-logs/',
    { schema: { body: timeLogInputSchema, response: { 201: timeLogSchema } } },
    async (request, reply) => reply.code(201).send(await goals.logTime(request.user.id, request.body)),
  );
}
