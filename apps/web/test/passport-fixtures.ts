// Answers of the passport's API for component tests (shapes from the contracts, sample values), and
// the frame every passport screen test shares: a signed-in session, the fake API, the routes.
import type {
  ActivationResponse,
  AdminSubscription,
  PassportContact,
  PassportShowYear,
  SavedList,
  SearchContactsResponse,
} from '@mti/contracts/passport/passport-api';
import userEvent from '@testing-library/user-event';
import { passportGuardedRoutes } from '../src/features/passport/routes.tsx';
import { type FakeCall, fakeApi } from './fake-api.ts';
import { renderRoutes } from './render.tsx';
import { signInForEachTest } from './signed-in-session.ts';

export const imts2026: PassportShowYear = {
  show_year: 'imts-2026',
  show_key: 'imts',
  show_name: 'IMTS (sample data)',
  year: 2026,
  kind: 'main',
  is_current: true,
};

export const activation = (activated: boolean): ActivationResponse => ({
  activated,
  company_name: 'Keystone Machine Tools',
  accepted_by: activated ? 'Jordan Price' : null,
  accepted_at: activated ? '2026-11-27T18:00:00.000Z' : null,
});

export function contact(id: number, overrides: Partial<PassportContact> = {}): PassportContact {
  return {
    contact_id: id,
    person_id: id,
    first_name: `Pat${id}`,
    last_name: `Sample${id}`,
    title: 'Plant Manager',
    company: 'Sample Works',
    city: 'Chicago',
    state: 'IL',
    country: 'US',
    zip: '60601',
    email: `pat${id}@example.com`,
    opt_in: id % 2 === 0,
    email_valid: true,
    industry: 'Aerospace',
    product_interest: 'Metal Cutting',
    plant_size: '20-99 employees',
    buying_role: 'Final decision maker',
    job_function: 'Engineering',
    distance_miles: null,
    ...overrides,
  };
}

export function searchPage(total: number, contacts: PassportContact[], page = 1): SearchContactsResponse {
  return { total, opted_in: Math.floor(total / 2), page, page_size: 25, contacts };
}

/** The routes every passport screen needs: an activated company with one show year. */
export const passportFrame = {
  'GET /api/passport/activation': { body: activation(true) },
  'GET /api/passport/show-years': { body: { show_years: [imts2026] } },
};

export const adminSubscription: AdminSubscription = {
  subscription_id: 7,
  company_name: 'Keystone Machine Tools',
  show_year: 'imts-2026',
  included_seats: 3,
  extra_seats: 0,
  holders: [{ site_id: '101401', name_first: 'Jordan', name_last: 'Price' }],
};

/** Signs the user in before each test of the file and cleans up after (test/signed-in-session.ts). */
export const withPassportSession = (siteId = '101404') => signInForEachTest(siteId);

/** Opens a passport address with the fake API answering the frame (unless given otherwise) and the routes given. */
export function renderPassport(path: string, routes: Parameters<typeof fakeApi>[0], { frame = true } = {}) {
  const api = fakeApi({ ...(frame ? passportFrame : {}), ...routes });
  const view = renderRoutes(passportGuardedRoutes, path);
  return { api, view, user: userEvent.setup({ delay: null }) };
}

/** The server's answer to POST lists: the list as saved under the name sent. */
export function savedListReply(overrides: Partial<SavedList>) {
  return (call: FakeCall) => ({
    body: {
      list_id: 1,
      name: (call.body as { name: string }).name,
      show_year: 'imts-2026',
      show_name: 'IMTS (sample data)',
      total_contacts: 0,
      contacts_with_email: 0,
      created_at: '2026-11-27T18:00:00.000Z',
      last_exported_at: null,
      ...overrides,
    } satisfies SavedList,
  });
}
