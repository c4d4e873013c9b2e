import {
  type SimulationRequestInput,
  type SimulationResponse,
  simulationResponseSchema,
} from '@carnet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/v1/capital-accounts/{id}/simulate/ (docs/rules/challenges.md): the odds of passing, from the trader's own days. */
export function simulateChallenge({
  id,
  body,
}: {
  id: number;
  body: SimulationRequestInput;
}): Promise<SimulationResponse> {
  return apiRequest(`/api/v1/capital-accounts/${id}/simulate/`, simulationResponseSchema, {
    method: 'POST',
    body,
  });
}

export function useSimulateChallenge() {
  return useMutation({ mutationFn: simulateChallenge });
}
