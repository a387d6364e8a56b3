import { FILTER_NAME_REQUIRED, type FindProspectsResponse } from '@mti/contracts/passport/passport-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeCall } from '../../../../test/fake-api.ts';
import { contact, renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';

/** The server's answer: 120 contacts in all, 30 once "1-19 employees" is applied. */
function answer(call: FakeCall): FindProspectsResponse {
  const plant = (call.body as { criteria: { plant_size: string[] } }).criteria.plant_size;
  const total = plant.length ? 30 : 120;
  return {
    total,
    opted_in: total / 2,
    page: 1,
    page_size: 25,
    contacts: [contact(1)],
    facets: {
      industry: [{ value: 'Aerospace', count: 50 }],
      product_interest: [],
      plant_size: [
        { value: '1-19 employees', count: 30 },
        { value: '20-99 employees', count: 90 },
      ],
      buying_role: [],
      job_function: [],
      state: [{ value: 'IL', count: 70 }],
      country: [{ value: 'US', count: 100 }],
    },
  };
}

function renderFind() {
  return renderPassport('/passport/find-prospects?show_year=imts-2026', {
    'POST /api/passport/prospects/find': (call: FakeCall) => ({ body: answer(call) }),
  });
}

withPassportSession('101404');

describe('Find Prospects', { timeout: 30_000 }, () => {
  it('lists a tab’s values with counts; Apply sends the ticked ones and the counts follow', async () => {
    const { api, user } = renderFind();
    expect(
      await screen.findByText('120 contacts match, 60 with e-mail opt-in', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Plant Size' }));
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^1-19 employees\s*\(30\)/ }));
    await user.click(apply);
    expect(await screen.findByText('30 contacts match, 15 with e-mail opt-in')).toBeVisible();
    expect(api.calls.filter((c) => c.path === '/api/passport/prospects/find').at(-1)?.body).toMatchObject({
      show_year: 'imts-2026',
      contact_type: 'registrations',
      criteria: { plant_size: ['1-19 employees'] },
      page: 1,
    });
    // The active filter shows, and removing it brings every contact back.
    await user.click(screen.getByRole('button', { name: 'Remove Plant Size: 1-19 employees' }));
    expect(await screen.findByText('120 contacts match, 60 with e-mail opt-in')).toBeVisible();
  });

  it('names the geography values and asks for a filter name before saving', async () => {
    const { api, user } = renderFind();
    await screen.findByText('120 contacts match, 60 with e-mail opt-in', undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: 'Geography' }));
    expect(screen.getByRole('checkbox', { name: /^Illinois\s*\(70\)/ })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^United States\s*\(100\)/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Filter' }));
    await screen.findByRole('textbox', { name: 'Filter name' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FILTER_NAME_REQUIRED)).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/passport/filters')).toHaveLength(0);
  });
});
