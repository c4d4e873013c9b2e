import { type Trade, type TradeCreate, tradeSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';

/** POST /api/v1/trades/ (docs/api.md), once per `idempotencyKey`. */
export function createTrade(body: TradeCreate, idempotencyKey?: string): Promise<Trade> {
  return apiRequest('/api/v1/trades/', tradeSchema, { method: 'POST', body, idempotencyKey });
}

/** The form's creates: every send of one submission carries its key, so a double click creates one trade. */
export function useCreateTrade() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: TradeCreate) => createTrade(body, submission.current()),
    onSuccess: (created) => {
      submission.renew();
      return refreshAfterTradeChange(queryClient, created);
    },
  });
}
