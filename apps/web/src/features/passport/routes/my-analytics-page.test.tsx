import type { AnalyticsResponse } from '@mti/contracts/passport/passport-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPassport, savedListReply, withPassportSession } from '../../../../test/passport-fixtures.ts';

const analytics: AnalyticsResponse = {
  show_year: 'imts-2026',
  leads: 40,
  opportunities: 160,
  breakdowns: {
    industry: [{ value: 'Aerospace', leads: 10, opportunities: 30 }],
    product_interest: [{ value: 'Metal Cutting', leads: 30, opportunities: 70 }],
    plant_size: [],
    buying_role: [],
    job_function: [],
  },
  lead_percent: [
    { value: 'Metal Cutting', leads: 30, opportunities: 70, lead_percent: 30 },
    { value: 'Gear Generation', leads: 10, opportunities: 90, lead_percent: 10 },
  ],
};

function renderAnalytics() {
  return renderPassport('/passport/my-analytics?show_year=imts-2026', {
    'GET /api/passport/analytics': { body: analytics },
    'POST /api/passport/lists': savedListReply({ list_id: 3, total_contacts: 100, contacts_with_email: 40 }),
  });
}

withPassportSession('101404');

describe('My Analytics', { timeout: 30_000 }, () => {
  it('shows the totals and the breakdown tabs', async () => {
    renderAnalytics();
    expect(await screen.findByRole('group', { name: 'Leads' }, { timeout: 10_000 })).toHaveTextContent('40');
    expect(screen.getByRole('group', { name: 'Opportunities' })).toHaveTextContent('160');
    expect(screen.getByRole('table', { name: 'Leads and opportunities by Industry' })).toHaveTextContent('Aerospace');
    for (const tab of ['Industry', 'Product Interest', 'Plant Size', 'Buying Role', 'Job Function'])
      expect(screen.getByRole('tab', { name: tab })).toBeVisible();
  });

  it('opens a bar’s choices with Enter and saves its segment as a list', async () => {
    const { api, user } = renderAnalytics();
    const bars = await screen.findByRole('list', { name: 'Lead percent by product category' }, { timeout: 10_000 });
    const gear = within(bars).getByRole('button', { name: /^Gear Generation: lead percent 10%/ });
    gear.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gear Generation' });
    expect(dialog).toHaveTextContent('10 leads and 90 opportunities');
    await user.click(within(dialog).getByRole('button', { name: 'Save as list' }));
    await user.type(await screen.findByRole('textbox', { name: 'List name' }), 'Gear people');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/passport/lists')).toHaveLength(1));
    expect(api.callsTo('POST /api/passport/lists')[0]?.body).toEqual({
      name: 'Gear people',
      show_year: 'imts-2026',
      source: { kind: 'segment', segment: { dimension: 'product_interest', value: 'Gear Generation' } },
    });
  });
});
