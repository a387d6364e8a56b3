// The launcher's no-subscription messages (spec §2 myapps). The support phone comes from the site
// configuration; the decommission notice's texts are in lib/decommission-notice.ts.

export const SUPPORT_HOURS = 'Mon-Fri 8am-5pm EST';
export const NO_SUBSCRIPTION_HEADING = 'You do not have an active subscription';
export const MEMBER_REFRESH_REQUEST =
  'As an association member, your apps may still be on their way: please refresh this page to see them.';
export const phoneLine = (phone: string) => `To activate a subscription or for help, call ${phone} (${SUPPORT_HOURS}).`;
export const NO_APPS_YET = 'No apps are assigned to your account yet.';
