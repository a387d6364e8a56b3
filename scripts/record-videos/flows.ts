// The flows the help pages describe, walked in the real app. Each step's caption is the cue the
// viewer reads while it happens; the ids are those of apps/web/src/content/help/help-videos.ts
// (all recorded: decisions 049 and 070).
import { expect as baseExpect } from '@playwright/test';
import type { FlowRecorder } from './recorder.ts';

export type Flow = { id: string; userid: string; walk: (r: FlowRecorder) => Promise<void> };

const DEMO_PASSWORD = 'MTInsight!2026';
// Generous, as in the e2e config: the machines that record are shared and noisy.
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(r: FlowRecorder, userid: string, caption: string) {
  const { page } = r;
  await r.step(caption, async () => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/signin/);
    await r.type(page.getByRole('textbox', { name: 'Username', exact: true }), userid);
    await r.type(page.getByRole('textbox', { name: 'Password', exact: true }), DEMO_PASSWORD);
    await r.click(page.getByRole('button', { name: 'Sign in' }));
    await expect(page).toHaveURL(/\/myapps$/);
  });
}

const gettingStarted: Flow = {
  id: 'getting-started',
  userid: 'member',
  async walk(r) {
    const { page } = r;
    await signIn(r, 'member', 'Sign in with your username and password.');
    await r.step('My MTApps lists the apps your subscription includes, grouped by product.', async () => {
      await expect(page.getByRole('region').first()).toBeVisible();
      for (const region of await page.getByRole('region').all()) await r.point(region);
    });
    await r.step('Choose an app to open it. Some apps ask you to accept their terms the first time.', async () => {
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await r.point(page.getByTestId('app-card').first());
    });
    const userMenu = page.getByRole('button', { name: 'Dana Whitaker' });
    await r.step('Your name at the top opens My Account, My Files and Logout.', () => r.click(userMenu));
    await r.step('My Files keeps the analyses you saved and the files you uploaded.', async () => {
      await r.click(page.getByRole('menuitem', { name: 'My Files' }));
      await expect(page).toHaveURL(/\/myfiles/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    await r.step('Click a column heading to sort; use the row actions to rename or delete.', async () => {
      const table = page.getByRole('table').first();
      if (await table.isVisible()) await r.point(table);
    });
    await r.step(
      'My Account shows your subscription, payment method and billing address, and your orders.',
      async () => {
        await r.click(userMenu);
        await r.click(page.getByRole('menuitem', { name: 'My Account' }));
        await expect(page).toHaveURL(/\/myaccount/);
        await expect(page.getByText('Information/Security').first()).toBeVisible();
      },
    );
    await r.step(
      'Need help? The Support page gives the phone line, the e-mail address and the help guide.',
      async () => {
        await page.goto('/support');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    );
  },
};

const findProspects: Flow = {
  id: 'find-prospects',
  userid: 'exhibitor2',
  async walk(r) {
    const { page } = r;
    await signIn(r, 'exhibitor2', 'Sign in, then open Find Prospects in the Exhibitor Passport.');
    const matches = page.getByRole('status').filter({ hasText: 'contacts match' });
    await r.step('Find Prospects counts the contacts of the chosen show year.', async () => {
      await page.goto('/passport/find-prospects?show_year=imts-2026');
      await expect(matches).toBeVisible();
    });
    await r.step('Pick a show year…', async () => {
      await r.click(page.getByRole('textbox', { name: 'Show year' }));
      await page.waitForTimeout(900);
      await page.keyboard.press('Escape');
    });
    await r.step('…and a contact type: Registrations, Leads or Opportunities.', async () => {
      await r.click(page.locator('label').filter({ hasText: /^Leads$/ }));
      await expect(matches).toBeVisible();
    });
    await r.step('Add filters through the tabs. Industries shows how many contacts each industry has.', async () => {
      await r.click(page.getByRole('tab', { name: 'Industries' }));
    });
    await r.step('Select one or more industries, then Apply.', async () => {
      const panel = page.getByRole('tabpanel', { name: 'Industries' });
      for (const box of (await panel.getByRole('checkbox').all()).slice(0, 2)) await r.click(box);
      await r.click(panel.getByRole('button', { name: 'Apply' }));
    });
    await r.step('The results update as filters are added.', async () => {
      await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible();
      await r.point(matches);
    });
    await r.step('Save the list under a descriptive name.', async () => {
      await r.click(page.getByRole('button', { name: 'Save List' }));
      await r.type(page.getByRole('textbox', { name: 'List name' }), 'IMTS 2026 leads – aerospace and agriculture');
      await r.click(page.getByRole('button', { name: 'Save', exact: true }));
      await expect(page.getByRole('textbox', { name: 'List name' })).toHaveCount(0);
    });
  },
};

const campaign: Flow = {
  id: 'campaign',
  userid: 'exhibitor2',
  async walk(r) {
    const { page } = r;
    await signIn(r, 'exhibitor2', 'Sign in, then open E-mail Campaigns in the Exhibitor Passport.');
    await r.step('E-mail Campaigns lists your campaigns.', async () => {
      await page.goto('/passport/campaigns?show_year=imts-2026');
      await expect(page.getByRole('table', { name: 'Campaigns' })).toBeVisible();
    });
    await r.step('Enter a name and click Create New Campaign.', async () => {
      const create = page.getByRole('form', { name: 'Create a campaign' });
      await r.type(create.getByRole('textbox', { name: 'Campaign name' }), 'Booth open house');
      await r.click(create.getByRole('button', { name: 'Create New Campaign' }));
      await expect(page.getByRole('heading', { name: 'Booth open house' })).toBeVisible();
    });
    await r.step(
      'Verify the sender fields From Name, From Email and Reply-To Email. Fields in blue are required.',
      async () => {
        if (!(await page.getByRole('form', { name: 'Sender details' }).isVisible())) {
          await r.click(page.getByRole('button', { name: 'Edit' }).first());
        }
        const sender = page.getByRole('form', { name: 'Sender details' });
        await r.type(sender.getByRole('textbox', { name: 'From Name' }), 'Summit Gear & Automation');
        await r.type(sender.getByRole('textbox', { name: 'From Email' }), 'events@summit-gear.test');
        await r.type(sender.getByRole('textbox', { name: 'Reply-To Email' }), 'sales@summit-gear.test');
        await r.click(sender.getByRole('button', { name: 'Save' }));
        await expect(page.getByText('events@summit-gear.test').first()).toBeVisible();
      },
    );
    await r.step('Select a list, then an e-mail type: your own HTML code or a template.', async () => {
      const list = page.getByRole('combobox', { name: 'Saved list' });
      await r.point(list);
      const value = await list.locator('option').filter({ hasText: 'IMTS 2026 leads' }).first().getAttribute('value');
      await list.selectOption(value ?? '');
      await r.click(page.getByRole('radio', { name: 'Template' }));
      const template = page.getByRole('combobox', { name: 'Template' });
      await r.point(template);
      await template.selectOption('booth_invitation');
    });
    await r.step('Enter a subject and save the e-mail; the preview shows what a contact will get.', async () => {
      await r.type(page.getByRole('textbox', { name: 'Subject' }), 'Meet Summit Gear at IMTS');
      await r.click(page.getByRole('button', { name: 'Save e-mail' }));
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await r.point(page.locator('iframe[title="E-mail preview (HTML part)"]'));
    });
    await r.step('Enter proof recipients and send a proof.', async () => {
      const proofs = page.getByRole('form', { name: 'Send a proof' });
      await r.type(proofs.getByRole('textbox', { name: 'Proof recipients' }), 'morgan@summit-gear.test');
      await r.click(proofs.getByRole('button', { name: 'Send proof' }));
    });
    await r.step('Set a date and time, then Schedule. The campaign goes out as scheduled.', async () => {
      const schedule = page.getByRole('form', { name: 'Schedule' });
      const when = schedule.getByLabel('Send date and time (ET)');
      await r.point(when);
      await when.fill(`${new Date().getUTCFullYear() + 1}-03-10T09:00`);
      await r.click(schedule.getByRole('button', { name: 'Schedule' }));
      await expect(schedule.getByText('Scheduled for')).toBeVisible();
    });
  },
};

/** The contributions' test clock (CONTRIBUTIONS_CLOCK_CONTROL=1, as the e2e server runs): null for real time. */
async function setContributionsClock(r: FlowRecorder, now: string | null) {
  const status = await r.page.evaluate(async (at) => {
    const xsrf = document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1] ?? '';
    const res = await fetch('/api/contributions/test-clock', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
      body: JSON.stringify({ now: at }),
    });
    return res.status;
  }, now);
  baseExpect(status).toBe(200);
}

const AGMA_HEADER = 'report_id,item_no,rpt_date,units,orders_dollars,shipments_dollars';

const agmaUpload: Flow = {
  id: 'agma-upload',
  userid: 'contributor',
  async walk(r) {
    const { page } = r;
    await signIn(r, 'contributor', 'Sign in as a participant of the AGMA monthly market trends report.');
    await r.step('Open AGMA MMTR upload. Your earlier uploads are listed below the form.', async () => {
      await page.goto('/contributions/agma');
      await expect(page.getByRole('heading', { name: 'AGMA MMTR upload', level: 1 })).toBeVisible();
    });
    const choose = async (name: string, rows: string[]) => {
      await r.click(page.getByLabel('Monthly report file'));
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${AGMA_HEADER}\n${rows.join('\n')}\n`) });
    };
    await r.step(
      'Choose a .csv or .txt file. A row with a currency sign, or a date that is not the last day of its month, breaks a rule.',
      async () => {
        // October 2026, the latest month of the sample uploads: the corrected file replaces it, as the
        // last caption says, instead of a month in the future.
        await choose('mmtr-2026-10-31-corrected.csv', ['1,3,2026-10-31,10,$100.00,50', '1,3,2026-10-30,10,100.00,50']);
        await r.click(page.getByRole('button', { name: 'Upload and check' }));
        await expect(page.getByText(/The file was not stored/)).toBeVisible();
      },
    );
    await r.step(
      'Nothing is stored: the report names each bad row, column and rule, and can be downloaded.',
      async () => {
        await r.point(page.getByRole('button', { name: /Download the report/ }));
      },
    );
    await r.step('Correct the file and upload it again: every row is checked, then the month is stored.', async () => {
      await choose('mmtr-2026-10-31-corrected.csv', [
        '1,3,2026-10-31,10,100.00,50',
        '9,131,2026-10-31,25,2400.50,1200',
      ]);
      await r.click(page.getByRole('button', { name: 'Upload and check' }));
      await expect(page.getByText('File stored')).toBeVisible();
    });
    await r.step(
      'The upload is listed with its month; uploading a month again replaces it and keeps the history.',
      async () => {
        await r.point(page.getByRole('table', { name: 'Uploaded reports' }));
      },
    );
  },
};

const usmtoAdvance: Flow = {
  id: 'usmto-advance',
  userid: 'contributor',
  async walk(r) {
    const { page } = r;
    await signIn(r, 'contributor', 'Sign in as a USMTO in Advance participant.');
    // Before the 15th of the month, so that the month just closed is open (the recording's own clock).
    const now = new Date();
    const open = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 10, 15));
    await setContributionsClock(r, open.toISOString());
    try {
      await r.step('Open USMTO in Advance: the month just closed is open until the 15th, 8 PM Eastern.', async () => {
        await page.goto('/contributions/usmto-advance');
        await expect(page.getByRole('heading', { name: /^Your .* orders$/ })).toBeVisible();
      });
      await r.step(
        'Enter units as whole numbers and orders in dollars, without a currency sign or commas.',
        async () => {
          await r.type(page.getByRole('textbox', { name: 'Metal cutting units' }), '12');
          await r.type(page.getByRole('textbox', { name: 'Metal cutting orders (USD)' }), '250000.50');
        },
      );
      await r.step('Submit. Until the deadline you may change your figures, or upload a file instead.', async () => {
        await r.click(page.getByRole('button', { name: /^(Submit|Replace my submission)$/ }));
        await expect(page.getByText(/orders are in\./)).toBeVisible();
      });
      await r.step(
        'After the deadline, participants who submitted see the month\u2019s aggregate report first.',
        async () => {
          const reports = page.getByRole('button', { name: /\d{4} report$/ });
          await expect(reports.first()).toBeVisible();
          await r.click(reports.first());
          const shown = page.getByRole('table', { name: /aggregate$/ }).or(page.getByRole('alert'));
          await expect(shown.first()).toBeVisible();
          await r.point(shown.first());
        },
      );
    } finally {
      await setContributionsClock(r, null);
    }
  },
};

export const flows: readonly Flow[] = [gettingStarted, findProspects, campaign, agmaUpload, usmtoAdvance];
