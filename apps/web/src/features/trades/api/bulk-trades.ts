import { type TradeBulkResult, tradeBulkResultSchema } from '@carnet/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterTradeChange } from './invalidate-trades.ts';
import { tradeQueryKey } from './query-keys.ts';

/** A bulk action of the trade list (docs/api.md#bulk-actions): a tag added or removed, or the trades deleted. */
export type BulkTradeAction =
  | { kind: 'add_tag'; ids: readonly number[]; tag: string }
  | { kind: 'remove_tag'; ids: readonly number[]; tag: string }
  | { kind: 'delete'; ids: readonly number[] };

/** POST /api/v1/trades/bulk/{add_tag,remove_tag,delete}/ — every id the caller's, or a 404 and nothing changed. */
export function runBulkTradeAction(action: BulkTradeAction): Promise<TradeBulkResult> {
  const { kind, ...body } = action;
  return apiRequest(`/api/v1/trades/bulk/${kind}/`, tradeBulkResultSchema, { method: 'POST', body });
}

export function useBulkTradeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBulkTradeAction,
    onSuccess: (_, action) => {
      // A deleted trade's page would otherwise still show from the cache; a retag changes it.
      for (const id of action.ids) queryClient.removeQueries({ queryKey: tradeQueryKey(id) });
      return refreshAfterTradeChange(queryClient, null);
    },
  });
}
