// The E-mail Campaigns screen (issue 16) against a fake API: empty state, Create New Campaign by
// name, the counts of each campaign (asked again while one sends), and the sender domains.
import { CAMPAIGN_NAME_REQUIRED, type CampaignSummary } from '@mti/contracts/passport/campaigns-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignDetail, campaignSummary, sampleList } from '../../../../../test/campaign-fixtures.ts';
import { fakeApi } from '../../../../../test/fake-api.ts';
import { passportFrame } from '../../../../../test/passport-fixtures.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { signInForEachTest } from '../../../../../test/signed-in-session.ts';
import { passportGuardedRoutes } from '../../routes.tsx';
import { CAMPAIGNS_EMPTY, DOMAIN_VERIFIED_BY_ASSOCIATION } from '../campaign-texts.ts';

const domains = {
  domains: [
    {
      domain: 'keystone-tools.com',
      status: 'verified',
      confirm_email: 'it@keystone-tools.com',
      requested_at: '2026-11-01T12:00:00.000Z',
      verified_at: '2026-11-01T12:30:00.000Z',
    },
    {
      // Verified by an administrator in the console: no confirmation e-mail went anywhere.
      domain: 'keystone-mail.com',
      status: 'verified',
      confirm_email: '',
      requested_at: '2026-11-02T12:00:00.000Z',
      verified_at: '2026-11-02T12:00:00.000Z',
    },
  ],
};

function renderCampaigns(answers: () => CampaignSummary[]) {
  const api = fakeApi({
    ...passportFrame,
    'GET /api/passport/campaigns': () => ({ body: { campaigns: answers() } }),
    'GET /api/passport/sender-domains': { body: domains },
    'POST /api/passport/campaigns': ({ body }) => ({
      body: campaignDetail('draft', { campaign_id: 9, name: (body as { name: string }).name }),
    }),
    'GET /api/passport/campaigns/9': { body: campaignDetail('draft', { campaign_id: 9, name: 'Spring open house' }) },
    'GET /api/passport/lists': { body: { lists: [sampleList] } },
    'GET /api/passport/lists/12/contacts': { body: { total: 0, opted_in: 0, page: 1, page_size: 25, contacts: [] } },
    'GET /api/passport/campaign-templates': { body: { templates: [] } },
    'POST /api/passport/campaigns/9/preview': {
      body: { subject: '', from: '', reply_to: '', html: '', text: '', contact: null },
    },
    'POST /api/passport/sender-domains': {
      body: {
        domains: [
          ...domains.domains,
          {
            domain: 'keystone.com',
            status: 'pending',
            confirm_email: 'it@keystone.com',
            requested_at: '2026-11-27T12:00:00.000Z',
            verified_at: null,
          },
        ],
      },
    },
  });
  const view = renderRoutes(passportGuardedRoutes, '/passport/campaigns?show_year=imts-2026');
  return { api, router: view.router, user: userEvent.setup({ delay: null }) };
}

const table = () => screen.findByRole('table', { name: 'Campaigns' }, { timeout: 30_000 });

signInForEachTest('101404');

describe('E-mail Campaigns', { timeout: 90_000 }, () => {
  it('says what to do when there is no campaign, and creates one by name', async () => {
    const { api, router, user } = renderCampaigns(() => []);
    expect(await within(await table()).findByText(CAMPAIGNS_EMPTY)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Create a campaign' });
    await user.click(within(form).getByRole('button', { name: 'Create New Campaign' }));
    expect(within(form).getByLabelText('Campaign name')).toHaveAccessibleDescription(CAMPAIGN_NAME_REQUIRED);
    expect(api.callsTo('POST /api/passport/campaigns')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Campaign name'), 'Spring open house{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/passport/campaigns/9'), { timeout: 30_000 });
    expect(api.callsTo('POST /api/passport/campaigns')[0]?.body).toEqual({ name: 'Spring open house' });
    expect(await screen.findByRole('heading', { name: 'Spring open house' }, { timeout: 30_000 })).toBeVisible();
  });

  it('shows status, list and counts, and asks again while a campaign sends', async () => {
    let polls = 0;
    const running = (sent: number) =>
      campaignSummary('running', {
        counts: { recipients: 10, queued: 10 - sent, sent, failed: 0, unsubscribed: 1, clicks: 0 },
      });
    // The first answer: 4 of 10 sent; every later one: all 10 and finished.
    const { api } = renderCampaigns(() =>
      polls++ === 0
        ? [running(4)]
        : [
            campaignSummary('finished', {
              counts: { recipients: 10, queued: 0, sent: 10, failed: 0, unsubscribed: 1, clicks: 0 },
            }),
          ],
    );
    const row = (await within(await table()).findByText('Booth invitation')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Running');
    expect(row).toHaveTextContent('Aerospace buyers');
    expect(within(row).getByRole('progressbar', { name: 'Booth invitation: 40% handled' })).toBeVisible();
    await vi.waitFor(
      () => expect(within(screen.getByRole('table', { name: 'Campaigns' })).getByText('Finished')).toBeVisible(),
      { timeout: 30_000 },
    );
    const calls = api.callsTo('GET /api/passport/campaigns').length;
    // Nothing sends any more: no further polling.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(api.callsTo('GET /api/passport/campaigns')).toHaveLength(calls);
  });

  it('lists the verified sender domains and adds one by an address at it', async () => {
    const { api, user } = renderCampaigns(() => []);
    const domainTable = await screen.findByRole('table', { name: 'Sender Domains' }, { timeout: 30_000 });
    const row = (await within(domainTable).findByText('keystone-tools.com')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Verified');
    const byAdministrator = within(domainTable).getByText('keystone-mail.com').closest('tr') as HTMLElement;
    expect(byAdministrator).toHaveTextContent(DOMAIN_VERIFIED_BY_ASSOCIATION);
    const form = screen.getByRole('form', { name: 'Add a sender domain' });
    await user.type(within(form).getByLabelText('An address at the domain to add'), 'it@keystone.com');
    await user.click(within(form).getByRole('button', { name: 'Add domain' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/passport/sender-domains')).toHaveLength(1));
    expect(api.callsTo('POST /api/passport/sender-domains')[0]?.body).toEqual({ email: 'it@keystone.com' });
    expect(await screen.findByText(/A confirmation e-mail for keystone.com was sent to it@keystone.com/)).toBeVisible();
    const added = within(domainTable).getByText('keystone.com').closest('tr') as HTMLElement;
    expect(added).toHaveTextContent('Waiting for confirmation');
  });
});
