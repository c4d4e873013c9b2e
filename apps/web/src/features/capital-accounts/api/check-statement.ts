import { type StatementCheck, statementCheckSchema } from '@carnet/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** What the trader sends to check an account: a platform's file and the zone of its times and days. */
export type StatementChoices = { file: File; timezone: string };

/**
 * POST /api/v1/capital-accounts/{id}/reconcile/ (docs/rules/imports.md#statement-check): the file read as an
 * import would, compared with the account's trades; writes nothing.
 */
export function checkStatement({
  id,
  file,
  timezone,
}: StatementChoices & { id: number }): Promise<StatementCheck> {
  const body = new FormData();
  body.append('timezone', timezone);
  body.append('file', file);
  return apiRequest(`/api/v1/capital-accounts/${id}/reconcile/`, statementCheckSchema, {
    method: 'POST',
    body,
  });
}

export function useCheckStatement() {
  return useMutation({ mutationFn: checkStatement });
}
