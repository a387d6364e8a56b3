// Cache keys of My Files, under the repository scope that the analyzer's tables share.
import { repositoryFilesQueryScope } from '../../../lib/shared-query-keys.ts';

export const filesQueryKey = repositoryFilesQueryScope;
export const folderChildrenQueryKey = (folderPath: string) => [...filesQueryKey, 'children', folderPath] as const;
export const deletedFilesQueryKey = [...filesQueryKey, 'deleted'] as const;
export const sharedFilesQueryKey = [...filesQueryKey, 'shared'] as const;
export const storageUsageQueryKey = [...filesQueryKey, 'usage'] as const;
