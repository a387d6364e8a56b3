// Accounts rewritten in this process (provisioning now, the admin console later): the launcher's
// cached entitlements of that user go at once. Other instances expire theirs within CACHE_SECONDS
// (decision 046).
import { createChangeNotice } from '../../platform/change-notice.ts';

/** Announces the siteId of an account whose subscription or roles were written. */
export const accountsChanged = createChangeNotice<string>();
