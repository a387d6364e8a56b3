// Wire shapes of the IMTS Exhibitor Passport (issue 14) under /api/passport: activation (the GDPR
// terms of spec §2), show years, Overview, Find Prospects, Search Contacts, Saved Filters, Saved
// Lists and their exports, My Analytics, Passport Territory Manager, a contact's history, and the
// administrator's calls. Every rule here is checked again by the server with the same message.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from '../admin/console-list.ts';
import { CONTACT_TYPES, CRITERIA_DIMENSIONS, DEMOGRAPHIC_DIMENSIONS } from './passport-values.ts';

// ---- Paths (each route writes its path in full; these are for the web's calls) ----------------
export const PASSPORT_PATHS = {
  activation: '/api/passport/activation',
  showYears: '/api/passport/show-years',
  overview: '/api/passport/overview',
  overviewDemographics: '/api/passport/overview/demographics',
  findProspects: '/api/passport/prospects/find',
  searchContacts: '/api/passport/contacts/search',
  contactHistory: (contactId: number) => `/api/passport/contacts/${contactId}/history`,
  filters: '/api/passport/filters',
  filter: (filterId: number) => `/api/passport/filters/${filterId}`,
  refreshFilter: (filterId: number) => `/api/passport/filters/${filterId}/refresh`,
  lists: '/api/passport/lists',
  list: (listId: number) => `/api/passport/lists/${listId}`,
  listContacts: (listId: number) => `/api/passport/lists/${listId}/contacts`,
  exportList: (listId: number) => `/api/passport/lists/${listId}/export`,
  exports: '/api/passport/exports',
  analytics: '/api/passport/analytics',
  territories: '/api/passport/territories',
  territory: (siteId: string) => `/api/passport/territories/${siteId}`,
  adminForgotten: '/api/passport/admin/forgotten',
  adminSubscriptions: '/api/passport/admin/subscriptions',
  adminExtraSeats: (subscriptionId: number) => `/api/passport/admin/subscriptions/${subscriptionId}/extra-seats`,
  adminReassignSeat: (subscriptionId: number) => `/api/passport/admin/subscriptions/${subscriptionId}/reassign`,
  adminAssignSeat: (subscriptionId: number) => `/api/passport/admin/subscriptions/${subscriptionId}/seats`,
} as const;

// ---- Messages ----------------------------------------------------------------------------------
/** Spec §2: both certifications are required to activate the tool. */
export const BOTH_CERTIFICATIONS_REQUIRED = 'Please agree to both certifications to activate the Exhibitor Passport.';
export const TERMS_NOT_ACCEPTED =
  'Your company has not activated the Exhibitor Passport yet. Please agree to the terms to continue.';
export const NO_PASSPORT_SEAT = 'You do not hold an Exhibitor Passport seat. Please contact support.';
export const UNKNOWN_SHOW_YEAR = 'This show year does not exist.';
export const SHOW_YEAR_NOT_AVAILABLE = 'Your company has no passport for this show year.';
/** Spec §5 and §9: a zip search needs a 5-digit US zip. */
export const ZIP_FIVE_DIGITS = 'Please enter a 5-digit U.S. zip code.';
export const UNKNOWN_ZIP = 'This zip code is not a U.S. zip code we know.';
export const RADIUS_MIN_MILES = 1;
export const RADIUS_MAX_MILES = 500;
export const RADIUS_RANGE = `Please enter a radius from ${RADIUS_MIN_MILES} to ${RADIUS_MAX_MILES} miles.`;
export const RADIUS_NEEDS_ZIP = 'Please enter a zip code to search by distance.';
/** Spec §5: radius search applies to the US only. */
export const DISTANCE_US_ONLY = 'Distance search covers the United States only.';
export const NAME_MAX_LENGTH = 100;
export const LIST_NAME_REQUIRED = 'Please enter a list name.';
export const LIST_NAME_TOO_LONG = `A list name cannot be more than ${NAME_MAX_LENGTH} characters long.`;
export const LIST_NAME_TAKEN = 'A list with this name already exists. Please pick a different name.';
export const FILTER_NAME_REQUIRED = 'Please enter a filter name.';
export const FILTER_NAME_TOO_LONG = `A filter name cannot be more than ${NAME_MAX_LENGTH} characters long.`;
export const FILTER_NAME_TAKEN = 'A filter with this name already exists. Please pick a different name.';
/** Spec §5: Save List is disabled without a selection; the server refuses an empty one too. */
export const NOTHING_SELECTED = 'Please select at least one contact.';
export const MAX_EXPLICIT_CONTACTS = 10_000;
export const TOO_MANY_SELECTED = `Select at most ${MAX_EXPLICIT_CONTACTS.toLocaleString('en-US')} contacts one by one; use Select All for more.`;
export const EMPTY_LIST = 'No contact matches: there is nothing to save.';
export const UNKNOWN_LIST = 'This list does not exist.';
export const UNKNOWN_FILTER = 'This filter does not exist.';
export const UNKNOWN_CONTACT = 'This contact does not exist.';
export const UNKNOWN_VALUE = 'This value is not one of the choices.';
export const TERRITORY_USER_NOT_IN_COMPANY = 'This user is not one of your company’s passport users.';
export const territoryTaken = (region: string, holder: string) =>
  `${region} already belongs to ${holder}. A state or country can belong to only one user at a time.`;
export const REASON_REQUIRED = 'Please enter the reason for the change.';
export const NO_FREE_SEAT = 'Every seat of this subscription is taken. Record extra seats first.';
export const SEAT_HOLDER_UNKNOWN = 'This user does not hold a seat of this subscription.';
export const SEAT_ALREADY_HELD = 'This user already holds a seat of this subscription.';
export const FORGOTTEN_NEEDS_EMAIL = 'Please provide a valid email address';

// ---- Shared pieces -----------------------------------------------------------------------------
/** A show year's key, e.g. `imts-2026`: the show's key and the year. */
export const showYearKey = z.string().regex(/^[a-z][a-z0-9-]{1,40}-\d{4}$/, UNKNOWN_SHOW_YEAR);
const showYearQuery = z.object({ show_year: showYearKey });
export type ShowYearQuery = z.infer<typeof showYearQuery>;
export { showYearQuery };

export const contactType = z.enum(CONTACT_TYPES);
const value = z.string().min(1).max(100);
const usState = z.string().regex(/^[A-Z]{2}$/, UNKNOWN_VALUE);
const countryCode = z.string().regex(/^[A-Z]{2}$/, UNKNOWN_VALUE);
const values = z.array(value).max(100).default([]);

/** Find Prospects' criteria: any mix of the tabs' values; empty = no filter on that dimension. */
export const prospectCriteria = z.object({
  industry: values,
  product_interest: values,
  plant_size: values,
  buying_role: values,
  job_function: values,
  /** Geography tab: US states (two letters) and countries (ISO 3166-1 alpha-2). */
  state: z.array(usState).max(100).default([]),
  country: z.array(countryCode).max(300).default([]),
});
export type ProspectCriteria = z.infer<typeof prospectCriteria>;

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
const paging = {
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'Page size must be 25, 50 or 100.')
    .default(DEFAULT_PAGE_SIZE),
};
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** Sort keys of result tables; `distance` only with a zip + radius search. */
export const CONTACT_SORTS = [
  'last_name',
  'first_name',
  'company',
  'title',
  'city',
  'state',
  'country',
  'distance',
] as const;
const sorting = {
  sort: z.enum(CONTACT_SORTS).default('last_name'),
  /** The A–Z toggle: asc is A–Z. */
  direction: z.enum(SORT_DIRECTIONS).default('asc'),
};

/** One contact as result tables and list pages show it. */
export const passportContact = z.object({
  contact_id: z.number().int(),
  /** The same person across shows and years (a contact's history). */
  person_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string(),
  company: z.string(),
  city: z.string(),
  /** US state (two letters); empty outside the US. */
  state: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  zip: z.string(),
  email: z.string(),
  opt_in: z.boolean(),
  email_valid: z.boolean(),
  industry: z.string(),
  product_interest: z.string(),
  plant_size: z.string(),
  buying_role: z.string(),
  job_function: z.string(),
  /** Great-circle distance from the searched zip, in miles; null unless searching by zip + radius. */
  distance_miles: z.number().nullable(),
});
export type PassportContact = z.infer<typeof passportContact>;

const pageOfContacts = {
  /** Every contact that matches (all pages): Select All covers these. */
  total: z.number().int(),
  /** Of those, how many opted in to e-mail with a valid address. */
  opted_in: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  contacts: z.array(passportContact),
};

export const valueCount = z.object({ value: z.string(), count: z.number().int() });
export type ValueCount = z.infer<typeof valueCount>;

// ---- Activation (spec §2 Exhibitor Passport terms page) -----------------------------------------
export const activationResponse = z.object({
  activated: z.boolean(),
  company_name: z.string(),
  /** Who accepted for the company, and when (ISO 8601, UTC); null until then. */
  accepted_by: z.string().nullable(),
  accepted_at: z.string().nullable(),
});
export type ActivationResponse = z.infer<typeof activationResponse>;

/** Both certifications must be true; anything else is refused with BOTH_CERTIFICATIONS_REQUIRED. */
export const acceptTermsBody = z.object({
  lawful_permission: z.boolean().refine((v) => v, BOTH_CERTIFICATIONS_REQUIRED),
  exported_contacts_handling: z.boolean().refine((v) => v, BOTH_CERTIFICATIONS_REQUIRED),
});
export type AcceptTermsBody = z.infer<typeof acceptTermsBody>;

// ---- Show years --------------------------------------------------------------------------------
export const SHOW_KINDS = ['main', 'regional'] as const;
export const passportShowYear = z.object({
  show_year: z.string(),
  show_key: z.string(),
  show_name: z.string(),
  year: z.number().int(),
  kind: z.enum(SHOW_KINDS),
  /** The newest show year of that show: Overview's "current show year". */
  is_current: z.boolean(),
});
export type PassportShowYear = z.infer<typeof passportShowYear>;
/** GET show-years: the show years the user's company has a passport for, newest first. */
export const showYearsResponse = z.object({ show_years: z.array(passportShowYear) });

// ---- Overview ----------------------------------------------------------------------------------
export const overviewResponse = z.object({
  show_year: z.string(),
  /** Registered visitors, excluding exhibitors, media and students. */
  registrations: z.number().int(),
  /** Of those, visitors with e-mail opt-in (and a valid address). */
  opted_in: z.number().int(),
  /** Every industry with its count, most first: the first TOP_LIST_SIZE are the top 10, the rest "More Industries". */
  industries: z.array(valueCount),
  products: z.array(valueCount),
  /** For the US map: registrations per state (two-letter code). */
  us_states: z.array(z.object({ code: z.string(), count: z.number().int() })),
  /** For the World map: registrations per country (ISO alpha-2), the US included. */
  countries: z.array(z.object({ code: z.string(), count: z.number().int() })),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

export const REGION_KINDS = ['state', 'country'] as const;
export const demographicsQuery = z.object({
  show_year: showYearKey,
  region_kind: z.enum(REGION_KINDS),
  region: z.string().regex(/^[A-Z]{2}$/, UNKNOWN_VALUE),
});
export type DemographicsQuery = z.infer<typeof demographicsQuery>;
/** Hovering a region: its registrations by plant size, buying role and job function. */
export const demographicsResponse = z.object({
  region_kind: z.enum(REGION_KINDS),
  region: z.string(),
  registrations: z.number().int(),
  plant_size: z.array(valueCount),
  buying_role: z.array(valueCount),
  job_function: z.array(valueCount),
});
export type DemographicsResponse = z.infer<typeof demographicsResponse>;

// ---- Find Prospects ----------------------------------------------------------------------------
export const findProspectsBody = z.object({
  show_year: showYearKey,
  contact_type: contactType.default('registrations'),
  criteria: prospectCriteria.default({
    industry: [],
    product_interest: [],
    plant_size: [],
    buying_role: [],
    job_function: [],
    state: [],
    country: [],
  }),
  ...paging,
  ...sorting,
});
export type FindProspectsBody = z.input<typeof findProspectsBody>;

/** Per criterion, each value with the count the OTHER active criteria leave (its own ignored). */
export const prospectFacets = z.object(
  Object.fromEntries(CRITERIA_DIMENSIONS.map((d) => [d, z.array(valueCount)])) as Record<
    (typeof CRITERIA_DIMENSIONS)[number],
    z.ZodArray<typeof valueCount>
  >,
);
export type ProspectFacets = z.infer<typeof prospectFacets>;
export const findProspectsResponse = z.object({ ...pageOfContacts, facets: prospectFacets });
export type FindProspectsResponse = z.infer<typeof findProspectsResponse>;

// ---- Search Contacts ---------------------------------------------------------------------------
/** Spec §2 Search Contacts: Include (first or last name contains; the default), Starts with, Exact. */
export const NAME_MATCHES = ['include', 'starts_with', 'exact'] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];
export const NAME_MATCH_LABELS: Record<NameMatch, string> = {
  include: 'Include',
  starts_with: 'Starts with',
  exact: 'Exact',
};

const optionalText = z
  .string()
  .max(100)
  .transform((s) => s.trim())
  .optional();

/** The criteria of a search, without paging (also a list's source). */
export const searchCriteria = z
  .object({
    name: optionalText,
    name_match: z.enum(NAME_MATCHES).default('include'),
    title: optionalText,
    company: optionalText,
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, UNKNOWN_VALUE)
      .optional(),
    state: z
      .string()
      .regex(/^[A-Z]{2}$/, UNKNOWN_VALUE)
      .optional(),
    city: optionalText,
    zip: z
      .string()
      .regex(/^\d{5}$/, ZIP_FIVE_DIGITS)
      .optional(),
    radius_miles: z.coerce
      .number({ error: RADIUS_RANGE })
      .min(RADIUS_MIN_MILES, RADIUS_RANGE)
      .max(RADIUS_MAX_MILES, RADIUS_RANGE)
      .optional(),
  })
  .superRefine((c, ctx) => {
    if (c.radius_miles !== undefined && !c.zip)
      ctx.addIssue({ code: 'custom', message: RADIUS_NEEDS_ZIP, path: ['zip'] });
    if (c.zip && c.country && c.country !== 'US')
      ctx.addIssue({ code: 'custom', message: DISTANCE_US_ONLY, path: ['country'] });
  });
export type SearchCriteria = z.infer<typeof searchCriteria>;

export const searchContactsBody = z.object({
  show_year: showYearKey,
  criteria: searchCriteria,
  ...paging,
  ...sorting,
});
export type SearchContactsBody = z.input<typeof searchContactsBody>;
export const searchContactsResponse = z.object(pageOfContacts);
export type SearchContactsResponse = z.infer<typeof searchContactsResponse>;

// ---- A contact's history (beyond the original) ---------------------------------------------------
export const contactParams = z.object({ contactId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
export const contactHistoryResponse = z.object({
  person_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** The person's registrations at show years the company may see, newest first. */
  entries: z.array(
    z.object({
      contact_id: z.number().int(),
      show_year: z.string(),
      show_name: z.string(),
      year: z.number().int(),
      title: z.string(),
      company: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      /** How they met this company that year: a lead, an opportunity, or neither (null). */
      interaction: z.enum(['lead', 'opportunity']).nullable(),
    }),
  ),
});
export type ContactHistoryResponse = z.infer<typeof contactHistoryResponse>;

// ---- Saved Filters -----------------------------------------------------------------------------
const filterName = z
  .string({ error: FILTER_NAME_REQUIRED })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, FILTER_NAME_REQUIRED).max(NAME_MAX_LENGTH, FILTER_NAME_TOO_LONG));
export const filterParams = z.object({ filterId: z.coerce.number().int().min(1).max(2147483647) });
export const saveFilterBody = z.object({
  name: filterName,
  show_year: showYearKey,
  contact_type: contactType,
  criteria: prospectCriteria,
});
export type SaveFilterBody = z.input<typeof saveFilterBody>;
export const renameFilterBody = z.object({ name: filterName });
export const savedFilter = z.object({
  filter_id: z.number().int(),
  name: z.string(),
  show_year: z.string(),
  show_name: z.string(),
  contact_type: contactType,
  criteria: prospectCriteria,
  /** Contacts that matched when last counted (saved or refreshed). */
  contact_count: z.number().int(),
  counted_at: z.string(),
  created_at: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilter>;
export const savedFiltersResponse = z.object({ filters: z.array(savedFilter) });

// ---- Saved Lists -------------------------------------------------------------------------------
const listName = z
  .string({ error: LIST_NAME_REQUIRED })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, LIST_NAME_REQUIRED).max(NAME_MAX_LENGTH, LIST_NAME_TOO_LONG));
export const listParams = z.object({ listId: z.coerce.number().int().min(1).max(2147483647) });

/** My Analytics' segment: leads and/or opportunities with one value of one dimension (a bar). */
export const analyticsSegment = z.object({
  dimension: z.enum(DEMOGRAPHIC_DIMENSIONS),
  value,
  contact_types: z
    .array(z.enum(['leads', 'opportunities']))
    .min(1)
    .default(['leads', 'opportunities']),
});

/** Where a list's contacts come from: picked one by one, or "all matching" a find, search or segment. */
export const listSource = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contacts'),
    contact_ids: z
      .array(z.number().int().min(1))
      .min(1, NOTHING_SELECTED)
      .max(MAX_EXPLICIT_CONTACTS, TOO_MANY_SELECTED),
  }),
  z.object({ kind: z.literal('find'), contact_type: contactType, criteria: prospectCriteria }),
  z.object({ kind: z.literal('search'), criteria: searchCriteria }),
  z.object({ kind: z.literal('segment'), segment: analyticsSegment }),
]);
export type ListSource = z.input<typeof listSource>;

export const createListBody = z.object({ name: listName, show_year: showYearKey, source: listSource });
export type CreateListBody = z.input<typeof createListBody>;
export const renameListBody = z.object({ name: listName });
export const savedList = z.object({
  list_id: z.number().int(),
  name: z.string(),
  show_year: z.string(),
  show_name: z.string(),
  total_contacts: z.number().int(),
  /** Contacts with e-mail opt-in and a valid e-mail: what the opted-in export gives. */
  contacts_with_email: z.number().int(),
  created_at: z.string(),
  last_exported_at: z.string().nullable(),
});
export type SavedList = z.infer<typeof savedList>;
export const savedListsResponse = z.object({ lists: z.array(savedList) });
export const listContactsQuery = z.object({ ...paging, ...sorting });
export const listContactsResponse = z.object(pageOfContacts);

// ---- Exports -----------------------------------------------------------------------------------
/** Body of POST lists/{id}/export; the answer is a zip (application/zip) holding one CSV. */
export const exportListBody = z.object({
  /** Only contacts with e-mail opt-in and a valid e-mail; otherwise every contact of the list. */
  only_opted_in: z.boolean().default(false),
});
/** POST exports: export contacts straight from a source (Overview top 10, a My Analytics bar) without saving a list. */
export const exportContactsBody = z.object({
  name: listName,
  show_year: showYearKey,
  source: listSource,
  only_opted_in: z.boolean().default(false),
});
export type ExportContactsBody = z.input<typeof exportContactsBody>;
/** Response header with the number of contacts in the export, for the progress bar (bytes are streamed). */
export const EXPORT_COUNT_HEADER = 'x-contact-count';
/** The CSV's columns, in order: every field, demographic answers included. */
export const EXPORT_COLUMNS = [
  'first_name',
  'last_name',
  'title',
  'company',
  'email',
  'opt_in',
  'email_valid',
  'city',
  'state',
  'zip',
  'country',
  'industry',
  'product_interest',
  'plant_size',
  'buying_role',
  'job_function',
  'contact_type',
  'show',
  'show_year',
  'contact_id',
] as const;
export const exportRecord = z.object({
  export_id: z.number().int(),
  file_name: z.string(),
  list_name: z.string(),
  show_year: z.string(),
  contact_count: z.number().int(),
  only_opted_in: z.boolean(),
  exported_at: z.string(),
  exported_by: z.string(),
});
export type ExportRecord = z.infer<typeof exportRecord>;
export const exportRecordsResponse = z.object({ exports: z.array(exportRecord) });

// ---- My Analytics ------------------------------------------------------------------------------
export const leadsAndOpportunities = z.object({
  value: z.string(),
  leads: z.number().int(),
  opportunities: z.number().int(),
});
export const analyticsResponse = z.object({
  show_year: z.string(),
  leads: z.number().int(),
  opportunities: z.number().int(),
  breakdowns: z.object(
    Object.fromEntries(DEMOGRAPHIC_DIMENSIONS.map((d) => [d, z.array(leadsAndOpportunities)])) as Record<
      (typeof DEMOGRAPHIC_DIMENSIONS)[number],
      z.ZodArray<typeof leadsAndOpportunities>
    >,
  ),
  /** Per product category: leads / (leads + opportunities), as a percent rounded to one decimal. */
  lead_percent: z.array(leadsAndOpportunities.extend({ lead_percent: z.number() })),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

// ---- Passport Territory Manager ----------------------------------------------------------------
export const territoryParams = z.object({ siteId: z.string().regex(/^\d{1,20}$/, TERRITORY_USER_NOT_IN_COMPANY) });
export const territoryUser = z.object({
  site_id: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  /** US states and countries assigned to the user for the show year; both empty = sees every attendee. */
  states: z.array(z.string()),
  countries: z.array(z.string()),
});
export const territoriesResponse = z.object({ show_year: z.string(), users: z.array(territoryUser) });
export type TerritoriesResponse = z.infer<typeof territoriesResponse>;
/** PUT territories/{siteId}: the user's whole territory for the show year (replaces the previous one). */
export const assignTerritoryBody = z.object({
  show_year: showYearKey,
  states: z.array(usState).max(100).default([]),
  countries: z.array(countryCode).max(300).default([]),
});
export type AssignTerritoryBody = z.input<typeof assignTerritoryBody>;

// ---- Administrator -----------------------------------------------------------------------------
const reason = z
  .string({ error: REASON_REQUIRED })
  .transform((s) => s.trim())
  .pipe(z.string().min(1, REASON_REQUIRED).max(500));
/** A "forgotten" request: every contact of the person with that e-mail goes; a suppression record stays. */
export const forgetPersonBody = z.object({
  email: z.string().trim().toLowerCase().email(FORGOTTEN_NEEDS_EMAIL).max(254),
  reason: reason.optional(),
});
export const forgetPersonResponse = z.object({ suppression_id: z.number().int(), contacts_removed: z.number().int() });
export const subscriptionParams = z.object({ subscriptionId: z.coerce.number().int().min(1).max(2147483647) });
export const adminSubscription = z.object({
  subscription_id: z.number().int(),
  company_name: z.string(),
  show_year: z.string(),
  included_seats: z.number().int(),
  extra_seats: z.number().int(),
  holders: z.array(z.object({ site_id: z.string(), name_first: z.string(), name_last: z.string() })),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;
/** The seats list is paged, sorted and searched like the console's lists (decisions 050, 102). */
export const SEAT_LIST_SORTS = ['company_name', 'show_year', 'included_seats', 'extra_seats', 'seats_used'] as const;
export const seatListQuery = consoleListQuery(SEAT_LIST_SORTS);
export type SeatListQuery = z.infer<typeof seatListQuery>;
export const seatListResponse = consoleListResponse(adminSubscription);
export type SeatListResponse = z.infer<typeof seatListResponse>;
export const addExtraSeatsBody = z.object({
  seats: z.number().int().min(1, 'Add at least one seat.').max(50),
  reason,
});
export const reassignSeatBody = z.object({
  from_site_id: z.string().regex(/^\d{1,20}$/, SEAT_HOLDER_UNKNOWN),
  to_site_id: z.string().regex(/^\d{1,20}$/, SEAT_HOLDER_UNKNOWN),
  /** Spec §6: a seat is reassigned only when the employee has left the company; the reason says so. */
  reason,
});

/** Added: give a free seat (included or extra) of the subscription to an employee of the company. */
export const assignSeatBody = z.object({
  site_id: z.string().regex(/^\d{1,20}$/, SEAT_HOLDER_UNKNOWN),
  reason,
});
