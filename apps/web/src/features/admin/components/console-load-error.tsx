// A console screen's part that could not load (decision 099): the shared LoadError, whose refusal leads
// to the console's start page rather than the portal's home page, as the person is working in the console.
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../lib/paths.ts';

export const CONSOLE_HOME = { to: paths.adminConsole.home, label: 'Go to the console' };

/** `query` failed to load; `fallback` is what it says when the server sent no message of its own. */
export function ConsoleLoadError({ query, fallback }: { query: UseQueryResult<unknown>; fallback: string }) {
  return (
    <LoadError error={query.error} onRetry={() => void query.refetch()} fallback={fallback} elsewhere={CONSOLE_HOME} />
  );
}
