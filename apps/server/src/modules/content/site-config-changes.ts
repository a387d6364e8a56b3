// The in-process notice that the stored site configuration changed (seed, admin console): the
// redirect hook's cached copy listens to it.
import { createChangeNotice } from '../../platform/change-notice.ts';

export const siteConfigChanged = createChangeNotice<void>();

/** The administrator's dataset release dates changed: the launcher's cached copy listens to it. */
export const dataReleasesChanged = createChangeNotice<void>();
