import { complianceResultSchema, type EvaluateRequest } from '@carnet/contract';
import type { ComplianceResult } from '@carnet/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/trades/evaluate/ — scores a setup without saving anything (docs/rules/compliance.md). Called by the form's
 * debounced evaluation hook, not through the query cache: every answer belongs to one state of the form.
 */
export function evaluateTrade(body: EvaluateRequest, signal?: AbortSignal): Promise<ComplianceResult> {
  return apiRequest('/api/v1/trades/evaluate/', complianceResultSchema, { method: 'POST', body, signal });
}
