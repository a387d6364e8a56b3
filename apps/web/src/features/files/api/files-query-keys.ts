// Cache keys of My Files, under the session scope so that signing out forgets them.
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const filesQueryKey = [SESSION_QUERY_SCOPE, 'files'] as const;
export const folderChildrenQueryKey = (folderPath: string) => [...filesQueryKey, 'children', folderPath] as const;
export const deletedFilesQueryKey = [...filesQueryKey, 'deleted'] as const;
