// A campaign's page (issue 16) against a fake API: the rules the browser shows before asking the
// server (required sender fields, at most five proof recipients, no schedule in the past), the
// server's refusals in place, and buttons only for the transitions the shared table allows.
import {
  CAMPAIGN_ACTION_LABELS,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  type CampaignDetail,
  type CampaignStatus,
  canApply,
  FROM_EMAIL_REQUIRED,
  FROM_NAME_REQUIRED,
  fromDomainNotVerified,
  REPLY_TO_REQUIRED,
  SEND_AT_IN_PAST,
  TOO_MANY_PROOF_RECIPIENTS,
} from '@mti/contracts/passport/campaigns-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignDetail, campaignPreview, sampleList } from '../../../../../test/campaign-fixtures.ts';
import { type FakeReply, fakeApi } from '../../../../../test/fake-api.ts';
import { contact, passportFrame, searchPage } from '../../../../../test/passport-fixtures.ts';
import { renderRoutes } from '../../../../../test/render.tsx';
import { signInForEachTest } from '../../../../../test/signed-in-session.ts';
import { passportGuardedRoutes } from '../../routes.tsx';

const CAMPAIGN = '/api/passport/campaigns/7';

function renderCampaign(campaign: CampaignDetail, extra: Record<string, FakeReply | (() => FakeReply)> = {}) {
  const api = fakeApi({
    ...passportFrame,
    [`GET ${CAMPAIGN}`]: { body: campaign },
    'GET /api/passport/lists': { body: { lists: [sampleList] } },
    'GET /api/passport/lists/12/contacts': { body: searchPage(2, [contact(3), contact(4)]) },
    'GET /api/passport/campaign-templates': { body: { templates: [] } },
    [`POST ${CAMPAIGN}/preview`]: { body: campaignPreview },
    [`GET ${CAMPAIGN}/log`]: { body: { entries: [], total: 0, page: 1, page_size: 50 } },
    ...extra,
  });
  renderRoutes(passportGuardedRoutes, '/passport/campaigns/7?show_year=imts-2026');
  return { api, user: userEvent.setup({ delay: null }) };
}

const heading = () => screen.findByRole('heading', { name: 'Booth invitation' }, { timeout: 30_000 });
const blankSender = { from_name: '', from_email: '', reply_to: '' };

signInForEachTest('101404');

describe('a campaign’s page', { timeout: 90_000 }, () => {
  it('shows the three sender messages of the contracts for blank fields and sends nothing', async () => {
    const { api, user } = renderCampaign(campaignDetail('draft', blankSender));
    await heading();
    const form = screen.getByRole('form', { name: 'Sender details' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText(/^From Name/)).toHaveAccessibleDescription(FROM_NAME_REQUIRED);
    expect(within(form).getByLabelText(/^From Email/)).toHaveAccessibleDescription(FROM_EMAIL_REQUIRED);
    expect(within(form).getByLabelText(/^Reply-To Email/)).toHaveAccessibleDescription(REPLY_TO_REQUIRED);
    for (const name of [/^From Name/, /^From Email/, /^Reply-To Email/]) {
      expect(within(form).getByLabelText(name)).toBeRequired();
    }
    expect(api.callsTo(`PATCH ${CAMPAIGN}`)).toHaveLength(0);
  });

  it('is filled in with the keyboard alone: Tab, type, Tab', async () => {
    const saved = campaignDetail('draft', {
      from_name: 'Keystone',
      from_email: 'events@keystone-tools.com',
      reply_to: 'sales@keystone-tools.com',
    });
    const { api, user } = renderCampaign(campaignDetail('draft', blankSender), {
      [`PATCH ${CAMPAIGN}`]: { body: saved },
    });
    await heading();
    const form = screen.getByRole('form', { name: 'Sender details' });
    within(form)
      .getByLabelText(/^From Name/)
      .focus();
    await user.keyboard('Keystone');
    await user.tab();
    expect(within(form).getByLabelText(/^From Email/)).toHaveFocus();
    await user.keyboard('events@keystone-tools.com');
    await user.tab();
    expect(within(form).getByLabelText(/^Reply-To Email/)).toHaveFocus();
    await user.keyboard('sales@keystone-tools.com{Enter}');
    await vi.waitFor(() => expect(api.callsTo(`PATCH ${CAMPAIGN}`)).toHaveLength(1));
    expect(api.callsTo(`PATCH ${CAMPAIGN}`)[0]?.body).toEqual({
      from_name: 'Keystone',
      from_email: 'events@keystone-tools.com',
      reply_to: 'sales@keystone-tools.com',
    });
    // Saved: the editor closes and the fields read back.
    expect(await screen.findByText('events@keystone-tools.com')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Sender details' })).toBeNull();
  });

  it('shows the server’s refusal of a From Email outside the verified domains under that field', async () => {
    const refusal = { code: 'domain_not_verified', msg: fromDomainNotVerified('gmail.com'), field: 'from_email' };
    const { user } = renderCampaign(campaignDetail('draft'), { [`PATCH ${CAMPAIGN}`]: { status: 400, body: refusal } });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Sender details' });
    const fromEmail = within(form).getByLabelText(/^From Email/);
    await user.clear(fromEmail);
    await user.type(fromEmail, 'me@gmail.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(fromEmail).toHaveAccessibleDescription(refusal.msg));
  });

  it('sends a proof to at most five addresses', async () => {
    const { api, user } = renderCampaign(campaignDetail('draft'), {
      [`POST ${CAMPAIGN}/proofs`]: ({ body }: { body: { recipients: string[] } }) => ({
        body: { sent_to: body.recipients },
      }),
    } as never);
    await heading();
    const form = screen.getByRole('form', { name: 'Send a proof' });
    const input = within(form).getByLabelText('Proof recipients');
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@keystone-tools.com`);
    await user.type(input, six.join(', '));
    await user.click(within(form).getByRole('button', { name: 'Send proof' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(TOO_MANY_PROOF_RECIPIENTS));
    expect(api.callsTo(`POST ${CAMPAIGN}/proofs`)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, six.slice(0, 5).join(', '));
    await user.click(within(form).getByRole('button', { name: 'Send proof' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${CAMPAIGN}/proofs`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CAMPAIGN}/proofs`)[0]?.body).toEqual({ recipients: six.slice(0, 5) });
  });

  it('refuses a schedule in the past without asking the server, and sends a future one as UTC', async () => {
    const { api, user } = renderCampaign(campaignDetail('draft'), {
      [`POST ${CAMPAIGN}/schedule`]: { body: campaignDetail('scheduled', { send_at: '2099-12-01T14:00:00.000Z' }) },
    });
    await heading();
    const form = screen.getByRole('form', { name: 'Schedule' });
    const when = within(form).getByLabelText('Send date and time (ET)');
    await user.type(when, '2020-01-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(when).toHaveAccessibleDescription(expect.stringContaining(SEND_AT_IN_PAST));
    expect(api.callsTo(`POST ${CAMPAIGN}/schedule`)).toHaveLength(0);

    await user.clear(when);
    await user.type(when, '2099-12-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${CAMPAIGN}/schedule`)).toHaveLength(1));
    expect(api.callsTo(`POST ${CAMPAIGN}/schedule`)[0]?.body).toEqual({ send_at: '2099-12-01T14:00:00.000Z' });
    expect(await screen.findByText('Dec 1, 2099, 9:00 AM ET')).toBeVisible();
  });

  it.each(CAMPAIGN_STATUSES)('shows a %s campaign only the actions the transition table allows', async (status) => {
    renderCampaign(campaignDetail(status as CampaignStatus));
    await heading();
    for (const action of CAMPAIGN_ACTIONS) {
      const button = screen.queryByRole('button', { name: CAMPAIGN_ACTION_LABELS[action] });
      if (canApply(action, status)) expect(button, action).not.toBeNull();
      else expect(button, action).toBeNull();
    }
  });

  it('pauses only after the confirmation, and keeps the campaign as is when that is declined', async () => {
    const { api, user } = renderCampaign(campaignDetail('running', { counts: counts(100, 40) }), {
      [`POST ${CAMPAIGN}/pause`]: { body: campaignDetail('paused', { counts: counts(100, 40) }) },
      [`POST ${CAMPAIGN}/cancel`]: { body: campaignDetail('cancelled') },
    });
    await heading();
    expect(screen.getByRole('progressbar', { name: 'Campaign progress: 40% handled' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const cancelDialog = await screen.findByRole('dialog', { name: 'Cancel the campaign?' });
    await user.click(within(cancelDialog).getByRole('button', { name: 'Keep as is' }));
    expect(api.callsTo(`POST ${CAMPAIGN}/cancel`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the campaign?' });
    expect(api.callsTo(`POST ${CAMPAIGN}/pause`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${CAMPAIGN}/pause`)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull());
  });

  it('follows a scheduled campaign into running at its time, without a reload', async () => {
    // The "server" schedules it 4 s after the page first asks, and starts it a second after that
    // time (the job queue picks it up late): the page looks at the time, then again until it runs.
    let sendAt = 0;
    const reply = () => {
      sendAt ||= Date.now() + 4_000;
      const send_at = new Date(sendAt).toISOString();
      if (Date.now() < sendAt + 1_000) return { body: campaignDetail('scheduled', { send_at }) };
      return { body: campaignDetail('running', { send_at, started_at: send_at, counts: counts(100, 0) }) };
    };
    const { api } = renderCampaign(campaignDetail('draft'), { [`GET ${CAMPAIGN}`]: reply });
    await heading();
    expect(screen.getByText('Scheduled', { exact: true })).toBeVisible();
    // Not polled every LIVE_PROGRESS_MS while the time is still ahead.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sendAt - Date.now() - 300)));
    expect(api.callsTo(`GET ${CAMPAIGN}`)).toHaveLength(1);
    expect(await screen.findByText('Running', { exact: true }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Campaign progress: 0% handled' })).toBeVisible();
    // Two or three looks in all: at the time (still scheduled), then every LIVE_PROGRESS_MS until it ran.
    expect(api.callsTo(`GET ${CAMPAIGN}`).length).toBeLessThanOrEqual(4);
  });

  it('previews the HTML part in a sandboxed frame and the text part beside it', async () => {
    const { api, user } = renderCampaign(campaignDetail('draft'));
    await heading();
    const frame = await screen.findByTitle('E-mail preview (HTML part)');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', campaignPreview.html);
    await user.click(screen.getByRole('tab', { name: 'Text' }));
    expect(screen.getByRole('tabpanel', { name: 'Text' })).toHaveTextContent(campaignPreview.text);
    // The preview is for the contact chosen from the list.
    await user.selectOptions(screen.getByLabelText('Preview for contact'), '4');
    await vi.waitFor(() =>
      expect(api.callsTo(`POST ${CAMPAIGN}/preview`).map((c) => c.body)).toContainEqual({ contact_id: 4 }),
    );
  });

  it('shows a colleague’s list by its name and previews without reading that list’s contacts', async () => {
    // The company's campaign went to list 2, saved by a colleague: not among this user's lists.
    const { api } = renderCampaign(campaignDetail('finished', { list_id: 2, list_name: 'IMTS 2026 leads' }));
    await heading();
    const list = screen.getByRole('combobox', { name: 'Saved list' });
    await vi.waitFor(() => expect(list).toHaveDisplayValue('IMTS 2026 leads'));
    expect(screen.getByText(/saved by a colleague: only they see its contacts/)).toBeVisible();
    expect(screen.queryByText(/You have no saved lists/)).toBeNull();
    // The preview fills the merge fields with their fallbacks; the colleague's list is never asked for.
    await screen.findByTitle('E-mail preview (HTML part)');
    expect(screen.queryByLabelText('Preview for contact')).toBeNull();
    expect(api.callsTo(`POST ${CAMPAIGN}/preview`).map((c) => c.body)).toContainEqual({});
    expect(api.calls.filter((c) => c.path.startsWith('/api/passport/lists/2/'))).toHaveLength(0);
  });
});

describe('the e-mail of a campaign', { timeout: 90_000 }, () => {
  // jsdom lays nothing out; ProseMirror measures the cursor to scroll it into view.
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  beforeEach(() => {
    Object.assign(Range.prototype, { getClientRects: noRects, getBoundingClientRect: rect });
    Object.assign(document, { elementFromPoint: () => null });
  });
  afterEach(() => {
    Reflect.deleteProperty(Range.prototype, 'getClientRects');
    Reflect.deleteProperty(Range.prototype, 'getBoundingClientRect');
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  it('starts a template in the rich-text editor, inserts a merge field with its fallback, and saves it', async () => {
    const template = {
      template_id: 'booth_invitation',
      name: 'Booth invitation',
      description: 'Invite contacts to your booth.',
      starter_body_html: '<p>Come and see us.</p>',
      starter_subject: 'See us at IMTS',
      starter_cta_label: 'Plan your visit',
    };
    const { api, user } = renderCampaign(campaignDetail('draft', { subject: '' }), {
      'GET /api/passport/campaign-templates': { body: { templates: [template] } },
      [`PATCH ${CAMPAIGN}`]: { body: campaignDetail('draft') },
    });
    await heading();
    await user.click(screen.getByRole('radio', { name: 'Template' }));
    const templates = screen.getByRole('combobox', { name: 'Template' });
    await vi.waitFor(() => expect(templates).toBeEnabled(), { timeout: 30_000 });
    await user.selectOptions(templates, 'booth_invitation');
    const editor = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 30_000 });
    expect(editor).toHaveTextContent('Come and see us.');
    expect(screen.getByLabelText('Subject')).toHaveValue('See us at IMTS');

    await user.click(screen.getByRole('button', { name: 'Insert merge field' }));
    const insert = await screen.findByRole('form', { name: 'Insert merge field' });
    await user.selectOptions(within(insert).getByLabelText('Field'), 'company');
    expect(within(insert).getByLabelText('Fallback')).toHaveValue('your company');
    await user.click(within(insert).getByRole('button', { name: 'Insert' }));
    await vi.waitFor(() => expect(editor).toHaveTextContent('{{company|your company}}'));

    await user.click(screen.getByRole('button', { name: 'Save e-mail' }));
    await vi.waitFor(() => expect(api.callsTo(`PATCH ${CAMPAIGN}`)).toHaveLength(1));
    const body = api.callsTo(`PATCH ${CAMPAIGN}`)[0]?.body as { email_type: string; template: { body_html: string } };
    expect(body.email_type).toBe('template');
    expect(body.template.body_html).toContain('{{company|your company}}');
    expect(body.template.body_html).toContain('Come and see us.');
  });
});

function counts(recipients: number, sent: number) {
  return { recipients, queued: recipients - sent, sent, failed: 0, unsubscribed: 0, clicks: 0 };
}
