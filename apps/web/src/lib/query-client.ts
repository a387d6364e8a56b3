import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './http.ts';

/**
 * Queries retry once, and only what may pass a second time: a refusal (an HttpError below 500:
 * 4xx, or the 302 the catalogue ignores) answers the same again. Mutations keep TanStack's
 * default of no retry.
 */
export function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !(error instanceof HttpError && error.status < 500);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessRefused, refetchOnWindowFocus: false },
    },
  });
}
