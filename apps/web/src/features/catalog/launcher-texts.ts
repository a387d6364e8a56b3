// The launcher's notices (spec §2 myapps, §9): the decommission notice and the no-subscription
// messages. The date and the support phone come from the site configuration.
import { formatLongDate } from '../../lib/long-date.ts';

/** The four apps that are retired on the configured decommission date. */
export const DECOMMISSIONED_APPS = [
  'USMTO Territory Wizard',
  'Map U.S. Markets',
  'Economic Trends',
  'Advanced Workholding Technology',
] as const;

/** '2025-12-31' → 'December 31, 2025'; an unreadable value is shown as it is. */
export const formatDecommissionDate = formatLongDate;

function listOf(names: readonly string[]): string {
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Spec §2: "will be decommissioned on December 31, 2025". Once the day has passed (US Eastern) it
 * says so without claiming the apps are gone: the spec never closes them, and they still open and
 * work from the launcher below the notice (issue 15).
 */
export function decommissionNotice(isoDate: string, now: Date): string {
  const end = Date.parse(`${isoDate.slice(0, 10)}T23:59:59-05:00`);
  const date = formatDecommissionDate(isoDate);
  const apps = listOf(DECOMMISSIONED_APPS);
  if (!Number.isNaN(end) && now.getTime() > end) {
    return `${apps} passed their decommission date of ${date}. They remain available to subscribers until further notice.`;
  }
  return `${apps} will be decommissioned on ${date}.`;
}

export const SUPPORT_HOURS = 'Mon-Fri 8am-5pm EST';
export const NO_SUBSCRIPTION_HEADING = 'You do not have an active subscription';
export const MEMBER_REFRESH_REQUEST =
  'As an association member, your apps may still be on their way: please refresh this page to see them.';
export const phoneLine = (phone: string) => `To activate a subscription or for help, call ${phone} (${SUPPORT_HOURS}).`;
export const NO_APPS_YET = 'No apps are assigned to your account yet.';
