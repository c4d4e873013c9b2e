import { type ChallengeStatus, challengeStatusSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { capitalAccountQueryKey } from './get-capital-account.ts';

export const challengeStatusQueryKey = (id: number) => [...capitalAccountQueryKey(id), 'challenge'] as const;

/** GET /api/v1/capital-accounts/{id}/challenge/ (docs/rules/challenges.md): the live status, replayed from closed trades. */
export function getChallengeStatus(id: number): Promise<ChallengeStatus> {
  return apiRequest(`/api/v1/capital-accounts/${id}/challenge/`, challengeStatusSchema);
}

/** The live status of a challenge account; a refusal (no rules) is shown, not retried. */
export function useChallengeStatus(id: number) {
  return useQuery({
    queryKey: challengeStatusQueryKey(id),
    queryFn: () => getChallengeStatus(id),
    retry: false,
  });
}
