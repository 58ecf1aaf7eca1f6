import { QueryClient } from '@tanstack/react-query';

/** SPEC §9 data-client defaults: no automatic retry, data never goes stale by itself, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });
}
