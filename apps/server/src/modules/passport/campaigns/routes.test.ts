// E-mail campaigns through the real routes, the real job queue and a real SMTP server (smtp-server):
// create → sender → list → e-mail → preview → proof → schedule → sent once to every opted-in contact
// of the list (checked against an SQL count written here), unsubscribe (link and one-click), pause and
// resume, verified domains, daily cap, click tracking, and bad input that queues nothing.

import { type AddressInfo, createServer } from 'node:net';
import { STALE_EDIT, STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import {
  actionNotAllowed,
  CAMPAIGN_INCOMPLETE,
  CAMPAIGN_NAME_REQUIRED,
  DAILY_CAP_RANGE,
  FROM_EMAIL_REQUIRED,
  FROM_NAME_REQUIRED,
  fromDomainNotVerified,
  INVALID_EMAIL,
  REPLY_TO_REQUIRED,
  SEND_AT_IN_PAST,
  TOO_MANY_PROOF_RECIPIENTS,
  UNKNOWN_CAMPAIGN,
  UNKNOWN_CAMPAIGN_LIST,
} from '@mti/contracts/passport/campaigns-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../../test/sign-in.ts';
import { startTestSmtpServer } from '../../../../test/smtp-server.ts';
import { sha256Hex } from '../../../platform/crypto.ts';
import { rowsOf } from '../../../platform/db.ts';

const smtp = await startTestSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await buildTestApp({ SMTP_URL: smtp.url, CAMPAIGN_SEND_RATE: '0' });
const db = database.db;
const Y = 'imts-2026';
const DOMAIN = 'summit-gear.test'; // verified by the seed for exhibitor2's company

let exhibitor2: SignedIn;
let regional: SignedIn;
let admin: SignedIn;
let listId: number;
let optedIn: { id: number; email: string; first_name: string }[];
let notOptedIn: { id: number; email: string }[];

const get = (user: SignedIn, url: string) => app.inject({ url, headers: user.headers });
const send = (user: SignedIn, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: user.headers, payload });
const count = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ n: number }>(db, query))[0]?.n);
const sendJobs = () => count(sql`select count(*)::int as n from jobs where kind = 'passport.campaign.send'`);
const inbox = (address: string) =>
  smtp.messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
/** The queue drained as of a time (a schedule's time has come). */
const runJobs = (asOf?: Date) => app.jobs.runUntilEmpty(asOf ? { asOf } : {});
const later = (ms: number) => new Date(Date.now() + ms);

const SENDER = { from_name: 'Summit Sales', from_email: `sales@${DOMAIN}`, reply_to: `replies@${DOMAIN}` };

async function newCampaign(name: string, extra: object = {}) {
  const created = await send(exhibitor2, 'POST', '/api/passport/campaigns', { name });
  expect(created.statusCode).toBe(201);
  const id = created.json().campaign_id as number;
  const edited = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${id}`, {
    ...SENDER,
    subject: 'Hello {{first_name|friend}} from booth {{booth}}',
    list_id: listId,
    email_type: 'html',
    html: '<p>Hi {{first_name|there}} of {{company}}, see <a href="https://summit-gear.test/new?a=1&b=2">our news</a>.</p>',
    ...extra,
  });
  expect(edited.statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  exhibitor2 = await signIn(app, 'exhibitor2');
  regional = await signIn(app, 'regional');
  admin = await signIn(app, 'admin');
  optedIn = (
    await rowsOf<{ id: number; email: string; first_name: string }>(
      db,
      sql`select id, email, first_name from passport_contacts
          where show_year = ${Y} and registrant_type = 'visitor' and opt_in and email_valid order by id limit 8`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
  notOptedIn = (
    await rowsOf<{ id: number; email: string }>(
      db,
      sql`select id, email from passport_contacts
          where show_year = ${Y} and registrant_type = 'visitor' and not (opt_in and email_valid) order by id limit 4`,
    )
  ).map((r) => ({ ...r, id: Number(r.id) }));
  const list = await send(exhibitor2, 'POST', '/api/passport/lists', {
    name: 'Campaign test list',
    show_year: Y,
    source: { kind: 'contacts', contact_ids: [...optedIn, ...notOptedIn].map((c) => c.id) },
  });
  expect(list.statusCode).toBe(200);
  listId = list.json().list_id;
});

describe('campaign flow', () => {
  let campaignId: number;

  it('creates a campaign by name; a blank name is refused with its message', async () => {
    const blank = await send(exhibitor2, 'POST', '/api/passport/campaigns', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ msg: CAMPAIGN_NAME_REQUIRED });
    const created = await send(exhibitor2, 'POST', '/api/passport/campaigns', { name: 'Spring invitation' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'draft', allowed_actions: ['schedule', 'send_now', 'cancel'] });
    campaignId = created.json().campaign_id;
    const listed = (await get(exhibitor2, '/api/passport/campaigns')).json().campaigns;
    expect(listed.map((c: { name: string }) => c.name)).toContain('Spring invitation');
  });

  it('refuses blank and malformed sender fields with their messages, changing nothing', async () => {
    const patch = (body: object) => send(exhibitor2, 'PATCH', `/api/passport/campaigns/${campaignId}`, body);
    for (const [body, msg] of [
      [{ from_name: ' ' }, FROM_NAME_REQUIRED],
      [{ from_email: '' }, FROM_EMAIL_REQUIRED],
      [{ reply_to: '' }, REPLY_TO_REQUIRED],
      [{ from_email: 'not-an-address' }, INVALID_EMAIL],
      [{ reply_to: 'a@b' }, INVALID_EMAIL],
    ] as const) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toBe(msg);
    }
    const outside = await patch({ ...SENDER, from_email: 'sales@elsewhere.test' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().msg).toBe(fromDomainNotVerified('elsewhere.test'));
    const detail = (await get(exhibitor2, `/api/passport/campaigns/${campaignId}`)).json();
    expect(detail.from_email).toBe('');
  });

  it("refuses another company's list (404) and hides the campaign from another company", async () => {
    const regionalList = await send(regional, 'POST', '/api/passport/lists', {
      name: 'Regional list',
      show_year: 'south-2026',
      source: { kind: 'find', contact_type: 'registrations', criteria: {} },
    });
    expect(regionalList.statusCode).toBe(200);
    const foreign = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${campaignId}`, {
      list_id: regionalList.json().list_id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe(UNKNOWN_CAMPAIGN_LIST);
    const peek = await get(regional, `/api/passport/campaigns/${campaignId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().msg).toBe(UNKNOWN_CAMPAIGN);
    expect((await send(regional, 'POST', `/api/passport/campaigns/${campaignId}/send-now`)).statusCode).toBe(404);
  });

  it('will not schedule an incomplete campaign, nor at a time in the past: 400 and nothing queued', async () => {
    const jobs = await sendJobs();
    const incomplete = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/schedule`, {
      send_at: later(3_600_000).toISOString(),
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().msg).toBe(CAMPAIGN_INCOMPLETE);
    await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${campaignId}`, {
      ...SENDER,
      subject: 'Visit booth {{booth}}',
      list_id: listId,
      email_type: 'template',
      template: {
        template_id: 'booth_invitation',
        body_html: '<p onclick="steal()">Hello {{first_name|there}}</p><script>alert(1)</script>',
        cta_label: 'Book a meeting',
        cta_url: 'https://summit-gear.test/meet',
      },
    });
    const past = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/schedule`, {
      send_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe(SEND_AT_IN_PAST);
    expect(await sendJobs()).toBe(jobs);
    expect((await get(exhibitor2, `/api/passport/campaigns/${campaignId}`)).json().status).toBe('draft');
  });

  it('previews exactly what a recipient gets: sanitised HTML and a text part, merge fields filled for a contact', async () => {
    const contact = optedIn[1] as (typeof optedIn)[number];
    const res = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/preview`, {
      contact_id: contact.id,
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    const booth = 'S-1422'; // exhibitor2's imts-2026 booth (seed)
    expect(preview.subject).toBe(`Visit booth ${booth}`);
    expect(preview.html).toContain(`Hello ${contact.first_name}`);
    expect(preview.html).toContain(`Booth ${booth}`);
    expect(preview.html).not.toMatch(/script|onclick/i);
    expect(preview.html).toContain('7901 Westpark Drive, Suite 400');
    expect(preview.text).toContain(`Hello ${contact.first_name}`);
    expect(preview.text).toContain('McLean, VA 22102');
    expect(preview.text).toContain('Unsubscribe');
    expect(preview.contact).toMatchObject({ contact_id: contact.id });
  });

  it('sends proofs at once to up to five addresses, marked as proofs and not recorded as sends', async () => {
    const six = Array.from({ length: 6 }, (_, i) => `p${i}@proofs.test`);
    const tooMany = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/proofs`, { recipients: six });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe(TOO_MANY_PROOF_RECIPIENTS);
    const bad = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/proofs`, { recipients: ['x@'] });
    expect(bad.json().msg).toBe(INVALID_EMAIL);
    const ok = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/proofs`, {
      recipients: ['boss@proofs.test', 'me@proofs.test'],
    });
    expect(ok.statusCode).toBe(200);
    await runJobs();
    const proof = await smtp.waitFor((m) => m.to.includes('boss@proofs.test'));
    expect(proof.subject).toMatch(/^\[Proof\] Visit booth/);
    expect(inbox('me@proofs.test')).toHaveLength(1);
    expect(
      await count(sql`select count(*)::int as n from passport_campaign_sends where campaign_id = ${campaignId}`),
    ).toBe(0);
  });

  it('sends at the scheduled time to every opted-in contact with a valid e-mail exactly once, none to the others', async () => {
    const sendAt = later(3_600_000);
    const scheduled = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/schedule`, {
      send_at: sendAt.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', send_at: sendAt.toISOString() });
    await runJobs(); // not yet due
    expect(smtp.messages.filter((m) => m.subject.startsWith('Visit booth'))).toHaveLength(0);
    await runJobs(new Date(sendAt.getTime() + 1_000));

    const expected = await rowsOf<{ email: string }>(
      db,
      sql`select distinct lower(c.email) as email from passport_list_members m join passport_contacts c on c.id = m.contact_id
          where m.list_id = ${listId} and c.opt_in and c.email_valid`,
    );
    expect(expected.length).toBe(optedIn.length);
    for (const { email } of expected)
      expect(inbox(email).filter((m) => m.subject.startsWith('Visit booth'))).toHaveLength(1);
    for (const { email } of notOptedIn) expect(inbox(email)).toHaveLength(0);
    const detail = (await get(exhibitor2, `/api/passport/campaigns/${campaignId}`)).json();
    expect(detail.status).toBe('finished');
    expect(detail.counts).toMatchObject({ recipients: expected.length, sent: expected.length, queued: 0, failed: 0 });
    expect(detail.batches).toEqual([{ number: 1, size: expected.length, queued: 0, sent: expected.length, failed: 0 }]);

    const message = inbox(optedIn[0]?.email as string)[0];
    expect(message?.from).toBe(`sales@${DOMAIN}`);
    expect(message?.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/passport\/unsubscribe\/[\w-]+\.[\w-]+>$/,
    );
    expect(message?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(message?.html).toContain('7901 Westpark Drive');
    expect(message?.text).toContain('Unsubscribe');
    // No tracking pixel: the only image would be a logo, and this template has none.
    expect(message?.html).not.toMatch(/<img/i);
    const log = (await get(exhibitor2, `/api/passport/campaigns/${campaignId}/log`)).json();
    expect(log.total).toBe(expected.length);
    expect(
      log.entries.every((e: { status: string; attempts: number }) => e.status === 'sent' && e.attempts === 1),
    ).toBe(true);
  });

  it('refuses a transition the status table does not allow (409)', async () => {
    const res = await send(exhibitor2, 'POST', `/api/passport/campaigns/${campaignId}/pause`);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(actionNotAllowed('pause', 'finished'));
    const edit = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${campaignId}`, { subject: 'Too late' });
    expect(edit.statusCode).toBe(409);
  });
});

describe('unsubscribing', () => {
  it('the visible link (GET page, then POST) and the one-click POST both stop later sends, for every exhibitor', async () => {
    const first = await newCampaign('Unsubscribe round 1');
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${first}/send-now`);
    await runJobs();
    const [a, b] = optedIn as [(typeof optedIn)[number], (typeof optedIn)[number]];
    const mailA = inbox(a.email).find((m) => m.subject.startsWith('Hello'));
    const mailB = inbox(b.email).find((m) => m.subject.startsWith('Hello'));
    const linkA = /href="http:\/\/localhost:8080(\/passport\/unsubscribe\/[^"]+)"/.exec(
      mailA?.html ?? '',
    )?.[1] as string;
    const linkB = /^<http:\/\/localhost:8080(\/passport\/unsubscribe\/[^>]+)>$/.exec(
      mailB?.headers['list-unsubscribe'] ?? '',
    )?.[1] as string;
    expect(linkA).toBeTruthy();
    expect(linkB).toBeTruthy();

    const page = await app.inject({ url: linkA });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await count(sql`select count(*)::int as n from passport_campaign_unsubscribes`)).toBe(0); // GET changes nothing
    expect((await app.inject({ method: 'POST', url: linkA })).statusCode).toBe(200);
    const oneClick = await app.inject({
      method: 'POST',
      url: linkB,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const tampered = await app.inject({ method: 'POST', url: `${linkB.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(400);
    expect(await count(sql`select count(*)::int as n from passport_campaign_unsubscribes`)).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from passport_campaign_unsubscribes where email_hash = ${sha256Hex(a.email.toLowerCase())}`,
      ),
    ).toBe(1);
    expect((await get(exhibitor2, `/api/passport/campaigns/${first}`)).json().counts.unsubscribed).toBe(2);

    const second = await newCampaign('Unsubscribe round 2', { subject: 'Second {{first_name}}' });
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${second}/send-now`);
    await runJobs();
    expect(inbox(a.email).filter((m) => m.subject.startsWith('Second'))).toHaveLength(0);
    expect(inbox(b.email).filter((m) => m.subject.startsWith('Second'))).toHaveLength(0);
    for (const c of optedIn.slice(2))
      expect(inbox(c.email).filter((m) => m.subject.startsWith('Second'))).toHaveLength(1);
  });
});

describe('pause, resume, cancel', () => {
  it('a paused campaign sends nothing until resumed, then each remaining recipient once', async () => {
    const id = await newCampaign('Pause and resume', { subject: 'Paused {{first_name}}' });
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/send-now`);
    const paused = await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/pause`);
    expect(paused.json()).toMatchObject({ status: 'paused', allowed_actions: ['resume', 'cancel'] });
    await runJobs();
    expect(smtp.messages.filter((m) => m.subject.startsWith('Paused'))).toHaveLength(0);
    const resumed = await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/resume`);
    expect(resumed.json().status).toBe('running');
    await runJobs();
    const recipients = (await get(exhibitor2, `/api/passport/campaigns/${id}`)).json();
    expect(recipients.status).toBe('finished');
    expect(smtp.messages.filter((m) => m.subject.startsWith('Paused'))).toHaveLength(recipients.counts.sent);
    expect(recipients.counts.sent).toBe(optedIn.length - 2); // two unsubscribed above
  });

  it('a cancelled campaign sends nothing and cannot be resumed', async () => {
    const id = await newCampaign('Cancelled', { subject: 'Cancelled {{first_name}}' });
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/send-now`);
    expect((await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/cancel`)).json().status).toBe('cancelled');
    await runJobs();
    expect(smtp.messages.filter((m) => m.subject.startsWith('Cancelled'))).toHaveLength(0);
    const resume = await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/resume`);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().msg).toBe(actionNotAllowed('resume', 'cancelled'));
  });
});

describe('sender domains', () => {
  it('verifies a domain through the link mailed there; only the hash of the token is stored', async () => {
    const res = await send(exhibitor2, 'POST', '/api/passport/sender-domains', { email: 'it@newdomain.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().domains).toContainEqual(expect.objectContaining({ domain: 'newdomain.test', status: 'pending' }));
    await runJobs();
    const mail = await smtp.waitFor((m) => m.to.includes('it@newdomain.test'));
    const link = /http:\/\/localhost:8080(\/passport\/sender-domains\/confirm\/([\w-]+))/.exec(mail.text);
    const [, path, token] = link as RegExpExecArray;
    const stored = await rowsOf<{ token_hash: string }>(
      db,
      sql`select token_hash from passport_sender_domains where domain = 'newdomain.test'`,
    );
    expect(stored[0]?.token_hash).toBe(sha256Hex(token as string));

    // Until confirmed, a From address there is refused.
    const id = (await send(exhibitor2, 'POST', '/api/passport/campaigns', { name: 'New domain' })).json().campaign_id;
    const refused = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${id}`, {
      from_email: 'x@newdomain.test',
    });
    expect(refused.json().msg).toBe(fromDomainNotVerified('newdomain.test'));

    expect((await app.inject({ url: path as string })).statusCode).toBe(200); // the page only
    expect((await app.inject({ method: 'POST', url: path as string })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: path as string })).statusCode).toBe(400); // used once
    const domains = (await get(exhibitor2, '/api/passport/sender-domains')).json().domains;
    expect(domains).toContainEqual(expect.objectContaining({ domain: 'newdomain.test', status: 'verified' }));
    const accepted = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${id}`, {
      from_email: 'x@newdomain.test',
    });
    expect(accepted.statusCode).toBe(200);
  });
});

describe('daily cap', () => {
  it('only an administrator sets it; a company stops at its cap and the campaign waits for the next day', async () => {
    const company = await count(
      sql`select company_id as n from passport_company_users where site_id = ${exhibitor2.siteId}`,
    );
    // The cap is set in the console (decision 099): its list, searched by the company's name, and its form.
    const [named] = await rowsOf<{ name: string }>(db, sql`select name from passport_companies where id = ${company}`);
    const capsUrl = `/api/admin/console/passport/sending-caps?q=${encodeURIComponent(named?.name ?? '')}`;
    const capOf = async () =>
      (await get(admin, capsUrl)).json().rows.find((c: { company_id: number }) => c.company_id === company);
    const capUrl = `/api/admin/console/passport/sending-caps/${company}`;
    const version = async () => (await capOf()).version as number;
    expect((await send(exhibitor2, 'PUT', capUrl, { daily_cap: 5, version: await version() })).statusCode).toBe(403);
    expect((await send(admin, 'PUT', capUrl, { daily_cap: -1, version: await version() })).json().msg).toBe(
      DAILY_CAP_RANGE,
    );
    const reservedToday = await count(
      sql`select coalesce(sum(reserved), 0)::int as n from passport_daily_sends where company_id = ${company}
          and day = ${new Date().toISOString().slice(0, 10)}`,
    );
    const seen = await version();
    const set = await send(admin, 'PUT', capUrl, { daily_cap: reservedToday + 2, version: seen });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ company_id: company, daily_cap: reservedToday + 2, version: seen + 1 });
    // Another administrator's edit from the version before is refused, and changes nothing.
    const stale = await send(admin, 'PUT', capUrl, { daily_cap: 99, version: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: STALE_EDIT, msg: STALE_EDIT_MSG });

    const id = await newCampaign('Capped', { subject: 'Capped {{first_name}}' });
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/send-now`);
    await runJobs();
    expect(smtp.messages.filter((m) => m.subject.startsWith('Capped'))).toHaveLength(2);
    const detail = (await get(exhibitor2, `/api/passport/campaigns/${id}`)).json();
    const midnight = new Date();
    midnight.setUTCHours(24, 0, 0, 0);
    expect(detail).toMatchObject({ status: 'running', held_by_daily_cap: true, resumes_at: midnight.toISOString() });
    expect(detail.counts.sent).toBe(2);
    expect(await capOf()).toMatchObject({
      daily_cap: reservedToday + 2,
      held_campaigns: 1,
    });
    await send(admin, 'PUT', capUrl, { daily_cap: 10_000, version: seen + 1 });
    await runJobs(new Date(Date.now() + 86_400_000 + 60_000)); // the next day
    const resumed = (await get(exhibitor2, `/api/passport/campaigns/${id}`)).json();
    expect(resumed).toMatchObject({ status: 'finished', held_by_daily_cap: false, resumes_at: null });
    expect(smtp.messages.filter((m) => m.subject.startsWith('Capped'))).toHaveLength(detail.counts.recipients);
  });
});

describe('click tracking', () => {
  it('off: links go straight to their target; on: through a redirect that records the click', async () => {
    const plain = smtp.messages.find((m) => m.subject.startsWith('Second'));
    expect(plain?.html).toContain('href="https://summit-gear.test/new?a=1&amp;b=2"');
    expect(plain?.html).not.toContain('/passport/click/');

    const id = await newCampaign('Tracked', { subject: 'Tracked {{first_name}}', click_tracking: true });
    await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/send-now`);
    await runJobs();
    const tracked = smtp.messages.find((m) => m.subject.startsWith('Tracked'));
    const link = /href="http:\/\/localhost:8080(\/passport\/click\/[^"]+)"/.exec(tracked?.html ?? '')?.[1] as string;
    expect(link).toBeTruthy();
    const redirect = await app.inject({ url: link });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('https://summit-gear.test/new?a=1&b=2');
    expect((await get(exhibitor2, `/api/passport/campaigns/${id}`)).json().counts.clicks).toBe(1);
    expect((await app.inject({ url: `${link}x` })).statusCode).toBe(404);
  });
});

/** The relay's outage, in the queue's clock (runUntilEmpty asOf): no real waiting. */
const OUTAGE_MS = 60_000;

describe('content rendered when queued', () => {
  it('sends what the campaign says at send time: an edit after scheduling and a renamed company are in the message', async () => {
    const id = await newCampaign('Rendered when queued', {
      subject: 'Rendered {{first_name}}',
      html: '<p>Version one for {{company}}</p>',
    });
    const sendAt = later(3_600_000);
    expect(
      (await send(exhibitor2, 'POST', `/api/passport/campaigns/${id}/schedule`, { send_at: sendAt.toISOString() }))
        .statusCode,
    ).toBe(200);
    const edited = await send(exhibitor2, 'PATCH', `/api/passport/campaigns/${id}`, {
      html: '<p>Version two for {{company}}</p>',
    });
    expect(edited.statusCode).toBe(200);
    // An administrator renames the company after the campaign was queued (rendered with the old name).
    const [company] = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select co.id, co.name from passport_companies co join passport_campaigns k on k.company_id = co.id where k.id = ${id}`,
    );
    await db.execute(sql`update passport_companies set name = 'Summit Gear Renamed' where id = ${company?.id}`);
    try {
      await runJobs(new Date(sendAt.getTime() + 1_000));
      const received = smtp.messages.filter((m) => m.subject.startsWith('Rendered'));
      expect(received.length).toBeGreaterThan(0);
      for (const m of received) {
        expect(m.html).toContain('Version two for');
        expect(m.html).not.toContain('Version one');
        expect(m.html).toContain('Sent by Summit Gear Renamed, an exhibitor');
        expect(m.text).toContain('Version two for');
      }
    } finally {
      await db.execute(sql`update passport_companies set name = ${company?.name} where id = ${company?.id}`);
    }
  });
});

describe('relay down', () => {
  it(`retries with back-off while the relay is down (${OUTAGE_MS / 1000} s), then delivers each message once`, async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const down = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      CAMPAIGN_SEND_RATE: '0',
      CAMPAIGN_RETRY_BASE_MS: '1000',
      CAMPAIGN_MAX_ATTEMPTS: '20',
    });
    const user = await signIn(down.app, 'exhibitor2');
    const call = (method: 'POST' | 'PATCH', url: string, payload?: object) =>
      down.app.inject({ method, url, headers: user.headers, payload });
    const list = await call('POST', '/api/passport/lists', {
      name: 'Relay down list',
      show_year: Y,
      source: { kind: 'contacts', contact_ids: optedIn.map((c) => c.id) },
    });
    const id = (await call('POST', '/api/passport/campaigns', { name: 'Relay down' })).json().campaign_id;
    await call('PATCH', `/api/passport/campaigns/${id}`, {
      ...SENDER,
      subject: 'Relay {{first_name}}',
      list_id: list.json().list_id,
      html: '<p>Hi</p>',
    });
    expect((await call('POST', `/api/passport/campaigns/${id}/send-now`)).statusCode).toBe(200);
    const start = Date.now();
    const states = () =>
      rowsOf<{ state: string; attempts: number }>(
        down.database.db,
        sql`select state, attempts from passport_campaign_sends where campaign_id = ${id} order by id`,
      );
    for (let at = 0; at <= OUTAGE_MS; at += 5_000) await down.app.jobs.runUntilEmpty({ asOf: new Date(start + at) });
    const whileDown = await states();
    expect(whileDown.every((s) => s.state === 'queued')).toBe(true);
    expect(whileDown[0]?.attempts).toBeGreaterThanOrEqual(5); // 1 s, 2 s, 4 s, 8 s, 16 s … apart
    // While down, the campaign waits for one message's retry instead of knocking once per recipient.
    expect(whileDown.filter((s) => s.attempts > 0).length).toBeLessThanOrEqual(2);

    const relay = await startTestSmtpServer({ port });
    try {
      for (let minute = 1; minute <= 9; minute++)
        await down.app.jobs.runUntilEmpty({ asOf: new Date(start + OUTAGE_MS + minute * 60_000) });
      const after = await states();
      expect(after.every((s) => s.state === 'sent')).toBe(true);
      for (const c of optedIn)
        expect(relay.messages.filter((m) => m.to.includes(c.email.toLowerCase()))).toHaveLength(1);
      expect(relay.messages).toHaveLength(optedIn.length);
    } finally {
      await relay.close();
      await down.close();
    }
  }, 180_000);
});
