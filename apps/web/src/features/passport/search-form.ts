// Search Contacts' form: its fields as typed, the criteria they make (empty fields left out), and
// their messages, taken from the contract's schema so the browser says what the server would.
import { type NameMatch, type SearchCriteria, searchCriteria } from '@mti/contracts/passport/passport-api';

export type SearchFormValues = {
  name: string;
  name_match: NameMatch;
  title: string;
  company: string;
  country: string | null;
  state: string | null;
  city: string;
  zip: string;
  radius_miles: string;
};

export const emptySearchForm: SearchFormValues = {
  name: '',
  name_match: 'include',
  title: '',
  company: '',
  country: null,
  state: null,
  city: '',
  zip: '',
  radius_miles: '',
};

/** The criteria to send: only the fields filled in. */
export function criteriaOf(values: SearchFormValues): Record<string, string> {
  const criteria: Record<string, string> = { name_match: values.name_match };
  for (const key of ['name', 'title', 'company', 'country', 'state', 'city', 'zip', 'radius_miles'] as const) {
    const value = values[key]?.trim();
    if (value) criteria[key] = value;
  }
  return criteria;
}

/** The form's messages by field: each field's first, as the server would refuse it. */
export function searchFormErrors(values: SearchFormValues): Partial<Record<keyof SearchFormValues, string>> {
  const parsed = searchCriteria.safeParse(criteriaOf(values));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof SearchFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SearchFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The parsed criteria, for the request (valid values only). */
export function parsedCriteria(values: SearchFormValues): SearchCriteria | null {
  const parsed = searchCriteria.safeParse(criteriaOf(values));
  return parsed.success ? parsed.data : null;
}
