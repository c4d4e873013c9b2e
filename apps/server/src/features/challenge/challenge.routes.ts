import { challengeStatusSchema, idParamsSchema } from '@carnet/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChallengeService } from './challenge.service.ts';

/** GET /api/v1/capital-accounts/{id}/challenge/ (docs/rules/challenges.md): the live status of a challenge account. */
export function registerChallengeRoutes(
  app: FastifyInstance,
  { challengeService }: { challengeService: ChallengeService },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/capital-accounts/:id/challenge/',
      { schema: { params: idParamsSchema, response: { 200: challengeStatusSchema } } },
      (request) => challengeService.status(request.user.id, request.params.id),
    );
}
