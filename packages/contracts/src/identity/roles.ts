// The product roles the portal knows (issue 19, decision 061): the single list the console's role
// editor offers, the user-roles change checks, and the catalogue's app form checks an app's role
// against, so that a typo cannot hide an app from everyone. A new role is added here first.
import { AGMA_MMTR_ROLE } from '../contributions/agma-api.ts';
import { USMTO_ADVANCE_CONTRIBUTOR_ROLE } from '../contributions/usmto-advance-api.ts';
import { SURVEY_ADMIN_ROLE } from '../survey/survey-admin-api.ts';

/** Role name → what holding it gives, as the console shows it. */
export const KNOWN_ROLES = {
  usmto: 'USMTO reports and the Territory Wizard',
  mapus: 'Map US Markets',
  awt: 'Workholding (AWT) orders',
  econ: 'Economic Trends',
  passport: 'IMTS Exhibitor Passport',
  survey: 'The monthly survey',
  [SURVEY_ADMIN_ROLE]: 'Survey administration',
  [AGMA_MMTR_ROLE]: 'AGMA MMTR contribution',
  [USMTO_ADVANCE_CONTRIBUTOR_ROLE]: 'USMTO in Advance contribution',
  mtprospect: 'Prospect: buys single reports',
} as const satisfies Record<string, string>;

export type KnownRole = keyof typeof KNOWN_ROLES;
export const ROLE_NAMES = Object.keys(KNOWN_ROLES) as KnownRole[];

export const ROLE_UNKNOWN = `There is no such role. Choose one of: ${ROLE_NAMES.join(', ')}.`;

export const isKnownRole = (role: string): role is KnownRole => Object.hasOwn(KNOWN_ROLES, role);
