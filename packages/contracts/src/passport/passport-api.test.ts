import { describe, expect, it } from 'vitest';
import {
  acceptTermsBody,
  BOTH_CERTIFICATIONS_REQUIRED,
  DISTANCE_US_ONLY,
  findProspectsBody,
  RADIUS_NEEDS_ZIP,
  RADIUS_RANGE,
  searchCriteria,
  ZIP_FIVE_DIGITS,
} from './passport-api.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('passport rules', () => {
  it('needs a 5-digit zip', () => {
    for (const zip of ['6061', '606011', '6O601', '60601-1234'])
      expect(firstMessage(searchCriteria.safeParse({ zip }))).toBe(ZIP_FIVE_DIGITS);
    expect(searchCriteria.safeParse({ zip: '60601', radius_miles: 25 }).success).toBe(true);
  });

  it('keeps the radius within 1 to 500 miles and needs a zip for it', () => {
    expect(firstMessage(searchCriteria.safeParse({ zip: '60601', radius_miles: 0 }))).toBe(RADIUS_RANGE);
    expect(firstMessage(searchCriteria.safeParse({ zip: '60601', radius_miles: 501 }))).toBe(RADIUS_RANGE);
    expect(firstMessage(searchCriteria.safeParse({ radius_miles: 10 }))).toBe(RADIUS_NEEDS_ZIP);
  });

  it('searches by distance in the US only', () => {
    expect(firstMessage(searchCriteria.safeParse({ zip: '60601', radius_miles: 5, country: 'DE' }))).toBe(
      DISTANCE_US_ONLY,
    );
  });

  it('matches names with Include by default', () => {
    expect(searchCriteria.parse({ name: ' ann ' })).toMatchObject({ name: 'ann', name_match: 'include' });
  });

  it('needs both certifications', () => {
    expect(acceptTermsBody.safeParse({ lawful_permission: true, exported_contacts_handling: true }).success).toBe(true);
    expect(
      firstMessage(acceptTermsBody.safeParse({ lawful_permission: true, exported_contacts_handling: false })),
    ).toBe(BOTH_CERTIFICATIONS_REQUIRED);
  });

  it('defaults find to registrations, page 1 of 25, A–Z by last name', () => {
    expect(findProspectsBody.parse({ show_year: 'imts-2026' })).toMatchObject({
      contact_type: 'registrations',
      page: 1,
      page_size: 25,
      sort: 'last_name',
      direction: 'asc',
      criteria: { industry: [], state: [] },
    });
    expect(findProspectsBody.safeParse({ show_year: 'imts-2026', page_size: 30 }).success).toBe(false);
  });
});
