import { idParamsSchema, simulationRequestSchema, simulationResponseSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChallengeSimulationService } from './challenge-simulation.service.ts';

/** POST /api/v1/capital-accounts/{id}/simulate/ (docs/rules/challenges.md): the odds of passing a challenge. */
export function registerChallengeSimulationRoutes(
  app: FastifyInstance,
  { challengeSimulationService }: { challengeSimulationService: ChallengeSimulationService },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/capital-accounts/:id/simulate/',
    {
      schema: {
        params: idParamsSchema,
        body: simulationRequestSchema,
        response: { 200: simulationResponseSchema },
      },
    },
    (request) => challengeSimulationService.simulate(request.user.id, request.params.id, request.body),
  );
}
