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

/**
 * What a person's "Try again" cannot change: a 4xx answers the same however often it is asked (no
 * seat, not found, not allowed), except 408 (the request timed out) and 429 (too many requests),
 * which pass a little later. Network failures and 5xx may pass too. Unlike the automatic retry
 * above, a person's retry comes later, so 408 and 429 are worth offering it for.
 */
export function isPermanentRefusal(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessRefused, refetchOnWindowFocus: false },
    },
  });
}
