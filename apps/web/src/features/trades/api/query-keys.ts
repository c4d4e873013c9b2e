/**
 * Every trades query lives under ['trades']: a save, a close or a deletion invalidates the lot (list pages,
 * details, and the dashboard when it keys its statistics under this root too).
 */
export const TRADES_QUERY_KEY = ['trades'] as const;

export const tradeListQueryKey = (query: object) => [...TRADES_QUERY_KEY, 'list', query] as const;
export const tradeQueryKey = (id: number) => [...TRADES_QUERY_KEY, 'detail', id] as const;
export const tradeScreenshotsQueryKey = (id: number) => [...tradeQueryKey(id), 'screenshots'] as const;
