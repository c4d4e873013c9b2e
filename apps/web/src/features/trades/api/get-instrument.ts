import { type AssetType, instrumentSpecSchema } from '@carnet/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The path of a symbol, slashes kept (`EUR/USD`), every other character escaped. */
const symbolPath = (symbol: string) => symbol.split('/').map(encodeURIComponent).join('/');

/**
 * GET /api/v1/instruments/{symbol}/ (docs/rules/money.md#instruments): what a trade of `assetType` on `symbol`, in
 * this account, is priced and sized with. A 404 (Carnet cannot specify it) is an answer, not a failure to retry.
 */
export function useInstrumentSpec(symbol: string, accountId: number | null, assetType: AssetType) {
  const trimmed = symbol.trim();
  return useQuery({
    queryKey: ['instruments', trimmed, accountId, assetType],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/instruments/${symbolPath(trimmed)}/`, instrumentSpecSchema, {
        signal,
        query: { capital_account: accountId, asset_type: assetType },
      }),
    enabled: trimmed !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
