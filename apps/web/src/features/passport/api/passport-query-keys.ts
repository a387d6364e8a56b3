// The react-query keys of the Exhibitor Passport: all under the session scope, so signing out drops them.
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const passportKeys = {
  all: [SESSION_QUERY_SCOPE, 'passport'] as const,
  activation: () => [...passportKeys.all, 'activation'] as const,
  showYears: () => [...passportKeys.all, 'show-years'] as const,
  overview: (showYear: string) => [...passportKeys.all, 'overview', showYear] as const,
  demographics: (showYear: string, kind: string, region: string) =>
    [...passportKeys.all, 'demographics', showYear, kind, region] as const,
  find: (body: unknown) => [...passportKeys.all, 'find', body] as const,
  search: (body: unknown) => [...passportKeys.all, 'search', body] as const,
  filters: () => [...passportKeys.all, 'filters'] as const,
  lists: () => [...passportKeys.all, 'lists'] as const,
  analytics: (showYear: string) => [...passportKeys.all, 'analytics', showYear] as const,
  territories: (showYear: string) => [...passportKeys.all, 'territories', showYear] as const,
  history: (contactId: number) => [...passportKeys.all, 'history', contactId] as const,
};
