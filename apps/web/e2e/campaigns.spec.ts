// Issue 16, web side: Exhibitor Passport e-mail campaigns in Chromium against the real server, its
// job-queue sender and the run's real SMTP server. As exhibitor2, whose company has accepted the
// passport's terms (exhibitor's company must stay unactivated: passport.spec.ts activates it).
import {
  CAMPAIGN_PATHS,
  type CampaignDetail,
  fromDomainNotVerified,
  type PreviewResponse,
  UNSUBSCRIBE_DONE_TEXT,
} from '@mti/contracts/passport/campaigns-api';
import type { SavedList, SearchContactsResponse } from '@mti/contracts/passport/passport-api';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { linkIn, type ReceivedMail, waitForMail } from './support/mailbox.ts';
import { signIn } from './support/sign-in.ts';

const DOMAIN = 'summit-gear.com';
const run = Date.now();

/** A datetime-local value of the instant's US Eastern wall-clock time ("2026-12-01T09:00"). */
function easternInput(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** The next answer of an API call, parsed. */
async function nextAnswer<T>(page: Page, path: string | RegExp, method: string, act: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      const p = new URL(r.url()).pathname;
      return (typeof path === 'string' ? p === path : path.test(p)) && r.request().method() === method;
    }),
    act(),
  ]);
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function allMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(process.env.E2E_MAILBOX_URL ?? '')).json()) as ReceivedMail[];
}

/** The company's sender domain, verified through the link of its confirmation e-mail. */
async function verifyDomain(page: Page) {
  await page.goto('/passport/campaigns?show_year=imts-2026');
  const form = page.getByRole('form', { name: 'Add a sender domain' });
  await form.getByRole('textbox', { name: 'An address at the domain to add' }).fill(`it@${DOMAIN}`);
  await form.getByRole('button', { name: 'Add domain' }).click();
  const domains = page.getByRole('table', { name: 'Sender Domains' });
  await expect(domains.getByRole('row').filter({ hasText: DOMAIN })).toContainText('Waiting for confirmation');
  const mail = await waitForMail(`it@${DOMAIN}`, new RegExp(`Confirm ${DOMAIN} as a sender domain`), 60_000);
  await page.goto(linkIn(mail, '/passport/sender-domains/confirm/'));
  await page.getByRole('button', { name: 'Confirm domain' }).click();
  await expect(page.getByText(`${DOMAIN} is now a verified sender domain.`)).toBeVisible();
  await page.goto('/passport/campaigns?show_year=imts-2026');
  await expect(domains.getByRole('row').filter({ hasText: DOMAIN })).toContainText('Verified');
}

/** A small list: everyone within a few miles of a Chicago zip, some of them opted in. */
async function saveSmallList(page: Page, name: string) {
  await page.goto('/passport/search-contacts?show_year=imts-2026');
  const search = page.getByRole('form', { name: 'Search Contacts' });
  await search.getByRole('textbox', { name: 'Zip code' }).fill('60601');
  await search.getByRole('textbox', { name: /Radius/ }).fill('10');
  const found = await nextAnswer<SearchContactsResponse>(page, '/api/passport/contacts/search', 'POST', () =>
    search.getByRole('button', { name: 'Search' }).click(),
  );
  expect(found.opted_in).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await page.getByRole('button', { name: 'Save List' }).click();
  await page.getByRole('textbox', { name: 'List name' }).fill(name);
  const list = await nextAnswer<SavedList>(page, '/api/passport/lists', 'POST', () =>
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  );
  return { list, found };
}

test.describe('Passport E-mail Campaigns', () => {
  test('the launcher card, its header menu entry and the help page open the app', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    await page.getByRole('link', { name: 'Passport E-mail Campaigns' }).click();
    await expect(page).toHaveURL(/\/passport\/campaigns$/);
    await expect(page.getByRole('heading', { name: 'E-mail Campaigns' })).toBeVisible();

    await page.goto('/passport/overview?show_year=imts-2026');
    const header = page.getByRole('navigation', { name: 'Main' });
    await header.getByRole('button', { name: 'IMTS Exhibitor Passport' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'E-mail Campaigns' }).click();
    await expect(page).toHaveURL(/\/passport\/campaigns$/);
    // On the campaigns route the header names the campaigns app.
    await expect(header.getByRole('button', { name: 'Passport E-mail Campaigns' })).toBeVisible();

    await page.goto('/documentation/exhibitor-passport/campaign');
    await page.getByRole('link', { name: 'Open E-mail Campaigns in the Exhibitor Passport' }).click();
    await expect(page).toHaveURL(/\/passport\/campaigns$/);
    await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // At 1200 px every status badge shows its whole word (the sample's "Finished" was cut to "FINIS…").
    await page.setViewportSize({ width: 1200, height: 800 });
    const badges = page.getByRole('table', { name: 'Campaigns' }).locator('.mantine-Badge-label');
    await expect(badges.filter({ hasText: 'Finished' }).first()).toBeVisible();
    const cut = await badges.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('a colleague opens the company’s sample campaign: its list by name, its preview, nothing refused', async ({
    page,
  }) => {
    // allapps holds a seat of exhibitor2's company; the sample campaign went to exhibitor2's own list.
    const refused: string[] = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.status() >= 400 && path.startsWith('/api/')) refused.push(`${r.status()} ${path}`);
    });
    await signIn(page, 'allapps');
    await page.goto('/passport/campaigns?show_year=imts-2026');
    await page.getByRole('link', { name: /IMTS 2026 booth invitation/ }).click();
    await expect(page.getByRole('heading', { name: /IMTS 2026 booth invitation/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Saved list' }).locator('option:checked')).toHaveText(
      'IMTS 2026 leads',
    );
    await expect(page.getByText(/saved by a colleague: only they see its contacts/)).toBeVisible();
    await expect(page.getByTitle('E-mail preview (HTML part)')).toBeVisible();
    await expect(page.getByLabel('Preview for contact')).toHaveCount(0);
    expect(refused).toEqual([]);
  });

  test('create → sender → list → template → preview → proof → schedule, pause, resume: each opted-in contact gets it once', async ({
    page,
  }) => {
    // Domain confirmation, a list, a campaign and its sending through the job queue, on a loaded machine.
    test.setTimeout(600_000);
    await signIn(page, 'exhibitor2');
    await verifyDomain(page);
    const { list, found } = await saveSmallList(page, `Chicago loop ${run}`);

    // Create New Campaign by name: its page opens.
    await page.goto('/passport/campaigns?show_year=imts-2026');
    const create = page.getByRole('form', { name: 'Create a campaign' });
    await create.getByRole('textbox', { name: 'Campaign name' }).fill(`Open house ${run}`);
    await create.getByRole('button', { name: 'Create New Campaign' }).click();
    await expect(page).toHaveURL(/\/passport\/campaigns\/\d+$/);
    const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: `Open house ${run}` })).toBeVisible();

    // Sender: an address outside the verified domains is refused under its field, then a good one.
    if (!(await page.getByRole('form', { name: 'Sender details' }).isVisible()))
      await page.getByRole('button', { name: 'Edit' }).click();
    const sender = page.getByRole('form', { name: 'Sender details' });
    await sender.getByRole('textbox', { name: 'From Name' }).fill('Summit Gear & Automation');
    await sender.getByRole('textbox', { name: 'From Email' }).fill('morgan@gmail.com');
    await sender.getByRole('textbox', { name: 'Reply-To Email' }).fill(`sales@${DOMAIN}`);
    await sender.getByRole('button', { name: 'Save' }).click();
    await expect(sender.getByText(fromDomainNotVerified('gmail.com'))).toBeVisible();
    await sender.getByRole('textbox', { name: 'From Email' }).fill(`events@${DOMAIN}`);
    await sender.getByRole('button', { name: 'Save' }).click();
    await expect(sender).toHaveCount(0);
    await expect(page.getByText(`events@${DOMAIN}`)).toBeVisible();

    // List, then a template written in the rich-text editor with a merge field.
    await nextAnswer(page, CAMPAIGN_PATHS.campaign(campaignId), 'PATCH', () =>
      page.getByRole('combobox', { name: 'Saved list' }).selectOption(String(list.list_id)),
    );
    await page.getByRole('radio', { name: 'Template' }).check();
    await page.getByRole('combobox', { name: 'Template' }).selectOption('booth_invitation');
    const editor = page.getByRole('textbox', { name: 'Message' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' A note for ');
    await page.getByRole('button', { name: 'Insert merge field' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert merge field' });
    await insert.getByRole('combobox', { name: 'Field' }).selectOption('first_name');
    await insert.getByRole('button', { name: 'Insert' }).click();
    await expect(editor).toContainText('{{first_name|there}}');
    const subject = `Meet Summit Gear at IMTS ${run}`;
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    // The preview asked for after the save: the one with the new subject.
    const previewed = page.waitForResponse(
      async (r) =>
        new URL(r.url()).pathname === CAMPAIGN_PATHS.preview(campaignId) &&
        r.ok() &&
        ((await r.json()) as PreviewResponse).subject === subject,
    );
    await page.getByRole('button', { name: 'Save e-mail' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // Preview: what the first contact of the list gets, merge field filled, HTML and text parts.
    const preview = (await (await previewed).json()) as PreviewResponse;
    const frame = page.frameLocator('iframe[title="E-mail preview (HTML part)"]');
    await expect(frame.locator('body')).toContainText(`A note for ${preview.contact?.first_name || 'there'}`);
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Text' })).toContainText('A note for');
    await expectNoSeriousA11yViolations(page);

    // Proof to two addresses: each receives it.
    const proofs = page.getByRole('form', { name: 'Send a proof' });
    await proofs.getByRole('textbox', { name: 'Proof recipients' }).fill(`proof1@${DOMAIN}, proof2@${DOMAIN}`);
    await proofs.getByRole('button', { name: 'Send proof' }).click();
    for (const to of [`proof1@${DOMAIN}`, `proof2@${DOMAIN}`])
      expect((await waitForMail(to, new RegExp(subject), 60_000)).text).toContain('A note for');

    // Schedule a minute or so ahead (Eastern wall-clock time), pause it, resume it: the time has not
    // come, so it is scheduled again; at its time it goes out and the page follows it to the end.
    // The field takes minutes: the first whole minute at least 45 s away leaves time to pause and
    // resume first, and waits about a minute and a quarter on average (was 150 s).
    const sendAt = new Date(Math.ceil((Date.now() + 45_000) / 60_000) * 60_000);
    await page.getByRole('textbox', { name: /Send date and time \(ET\)/ }).fill(easternInput(sendAt));
    const scheduled = await nextAnswer<CampaignDetail>(page, CAMPAIGN_PATHS.schedule(campaignId), 'POST', () =>
      page.getByRole('button', { name: 'Schedule', exact: true }).click(),
    );
    expect(scheduled.status).toBe('scheduled');
    await expect(page.getByText('Scheduled for')).toBeVisible();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const paused = await nextAnswer<CampaignDetail>(page, CAMPAIGN_PATHS.pause(campaignId), 'POST', () =>
      page.getByRole('dialog', { name: 'Pause the campaign?' }).getByRole('button', { name: 'Pause' }).click(),
    );
    expect(paused.status).toBe('paused');
    await expect(page.getByText('Paused', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    const resumed = await nextAnswer<CampaignDetail>(page, CAMPAIGN_PATHS.resume(campaignId), 'POST', () =>
      page.getByRole('dialog', { name: 'Resume the campaign?' }).getByRole('button', { name: 'Resume' }).click(),
    );
    expect(resumed.status).toBe('scheduled');
    expect((await allMail()).filter((m) => m.subject === subject)).toHaveLength(0);
    // The page, not reloaded, looks again at the send time and follows the campaign as it starts
    // and finishes (decision 086).
    await expect(page.getByText(/^(Running|Finished)$/).first()).toBeVisible({ timeout: 300_000 });
    await expect(page.getByText('Finished', { exact: true }).first()).toBeVisible({ timeout: 180_000 });
    await expect(page.getByRole('table', { name: 'Send log' })).toBeVisible();
    const finished = await nextAnswer<CampaignDetail>(page, CAMPAIGN_PATHS.campaign(campaignId), 'GET', () =>
      page.reload(),
    );
    expect(finished.status).toBe('finished');

    // Every opted-in contact of the list received it exactly once, and nobody else did.
    const received = (await allMail()).filter((m) => m.subject === subject);
    const perRecipient = new Map<string, number>();
    for (const m of received) for (const to of m.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect(perRecipient.size).toBe(list.contacts_with_email);
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true);
    for (const c of found.contacts) {
      const expected = c.opt_in && c.email_valid ? 1 : undefined;
      expect(perRecipient.get(c.email ?? ''), c.email ?? '').toBe(expected);
    }
    expect(finished.counts).toMatchObject({ sent: list.contacts_with_email, failed: 0, queued: 0 });

    // The visible unsubscribe link of a received message works, without signing in.
    const first = received[0] as ReceivedMail;
    expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = await page.context().browser()?.newContext();
    const anonymous = await unsubscribe?.newPage();
    if (!anonymous) throw new Error('no browser context');
    // The link as the HTML part shows it (the text part brackets it: "Unsubscribe [https://…]").
    const href = /href="([^"]*\/passport\/unsubscribe\/[^"]+)"/.exec(first.html)?.[1];
    expect(href).toBeDefined();
    await anonymous.goto(href?.replace(/&amp;/g, '&') ?? '');
    await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(anonymous.getByText(UNSUBSCRIBE_DONE_TEXT)).toBeVisible();
    await unsubscribe?.close();
    await expectNoSeriousA11yViolations(page);
  });
});
