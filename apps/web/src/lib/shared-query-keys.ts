// Cache keys that more than one feature reads or invalidates. Features never import each other,
// so a key two of them share lives here, once. Under the session scope: signing out forgets them.
import { SESSION_QUERY_SCOPE } from './session.ts';

/**
 * Everything listed from the user's file repository: My Files' folders and trash, and the
 * analyzer's uploaded tables. A write in either feature (upload, rename, delete, save an analysis)
 * invalidates this scope, so each lists the other's changes without knowing it.
 */
export const repositoryFilesQueryScope = [SESSION_QUERY_SCOPE, 'files'] as const;

/** The one stored card: My Account's payment method and the prospect order's billing share it. */
export const storedCardQueryKey = [SESSION_QUERY_SCOPE, 'payment'] as const;

/**
 * The console's paged lists. The passport's administration screen records forgotten requests and
 * seats that the console lists (decision 099), so its changes invalidate this scope too.
 */
export const consoleListsQueryScope = [SESSION_QUERY_SCOPE, 'admin-console', 'list'] as const;
