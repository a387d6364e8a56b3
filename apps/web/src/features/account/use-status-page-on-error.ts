// Spec §8: errors on the orders and payment calls open the page of their status.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HttpError, handledByHttpClient } from '../../lib/http.ts';
import { statusPagePath } from '../../lib/paths.ts';

/** The HTTP client already handled token errors, session gates and status-only errors; the rest go here. */
export function useStatusPageOnError(...errors: Array<Error | null>) {
  const navigate = useNavigate();
  const error = errors.find((e) => e instanceof HttpError && e.code && !handledByHttpClient(e));
  useEffect(() => {
    if (error instanceof HttpError) navigate(statusPagePath(error.status), { replace: true });
  }, [error, navigate]);
}
