import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';

const MAX_RETRIES = 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // docs/ui.md#errors: load failures are only logged; pages show their own empty or error state.
    queryCache: new QueryCache({ onError: (error) => console.error('Chargement impossible', error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only network errors and 5xx are retried.
        retry: (failures, error) =>
          !(error instanceof ApiError && error.status < 500) && failures < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
