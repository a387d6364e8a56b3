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

/** Spec §2: "will be decommissioned on December 31, 2025"; once the day has passed, in the past tense. */
export function decommissionNotice(isoDate: string, now: Date): string {
  const end = Date.parse(`${isoDate.slice(0, 10)}T23:59:59-05:00`);
  const verb = !Number.isNaN(end) && now.getTime() > end ? 'were decommissioned' : 'will be decommissioned';
  return `${listOf(DECOMMISSIONED_APPS)} ${verb} on ${formatDecommissionDate(isoDate)}.`;
}

export const SUPPORT_HOURS = 'Mon-Fri 8am-5pm EST';
export const NO_SUBSCRIPTION_HEADING = 'You do not have an active subscription';
export const MEMBER_REFRESH_REQUEST =
  'As an association member, your apps may still be on their way: please refresh this page to see them.';
export const phoneLine = (phone: string) => `To activate a subscription or for help, call ${phone} (${SUPPORT_HOURS}).`;
export const NO_APPS_YET = 'No apps are assigned to your account yet.';
