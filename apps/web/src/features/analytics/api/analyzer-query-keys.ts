// Cache keys of the analyzer, under the session scope so that signing out forgets them.
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const analyzerQueryKey = [SESSION_QUERY_SCOPE, 'analyzer'] as const;
/**
 * My Files' cache prefix (features/files/api/files-query-keys.ts): saving an analysis changes a
 * folder listing. Named here as a literal because features do not import each other.
 */
export const FILES_QUERY_PREFIX = [SESSION_QUERY_SCOPE, 'files'] as const;
