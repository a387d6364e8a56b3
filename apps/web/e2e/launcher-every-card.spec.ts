// Issue 17: every card of My MTApps opens a working app. The demo user `allapps` holds every app;
// each card is opened from the launcher (its terms accepted where it asks) and must land on its own
// app: not Home, not a status page, not the sign-in page, not an empty "pick a dataset" page or a
// placeholder, but a page whose main heading names the app and that shows the app's own content.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

type Expectation =
  /** Opens here, with this main heading and this content of its own. */
  | { kind: 'app'; path: RegExp; heading: RegExp; content: (page: Page) => Locator }
  /** Opens another site in a new window (not loaded: the tests run offline). */
  | { kind: 'external'; href: string }
  /** Under maintenance: the card says so and opens nothing. */
  | { kind: 'maintenance'; text: string };

/** Every card `allapps` sees, by the start of its title, in launcher order. */
const CARDS: [string, Expectation][] = [
  [
    'USMTO U.S. Manufacturing Technology Orders',
    {
      kind: 'app',
      path: /\/analytics\/viewer\/usmto-orders$/,
      // The analyzer names the analysis (a new one: Analyzer) over its dataset, here with a first table.
      heading: /^Analyzer$/,
      content: (page) => page.getByText('USMTO orders (sample data)').first(),
    },
  ],
  [
    // Spec §9: the month's aggregate report for participants (issue 17).
    'USMTO in Advance',
    {
      kind: 'app',
      path: /usmto-advance/,
      heading: /^USMTO in Advance$/,
      content: (page) =>
        page
          .getByRole('main')
          .getByText(/8 ?PM Eastern/)
          .first(),
    },
  ],
  [
    'USMTO Territory Wizard',
    {
      kind: 'app',
      path: /\/apps\/territory-wizard$/,
      heading: /^USMTO Territory Wizard$/,
      content: (page) => page.getByRole('main').getByRole('img').first(),
    },
  ],
  [
    'Map U.S. Markets',
    {
      kind: 'app',
      path: /\/analytics\/viewer\/mapus-markets$/,
      heading: /Map U\.S\. Markets/,
      content: (page) => page.getByRole('main').getByRole('img').first(),
    },
  ],
  [
    'Prospect Download History',
    {
      kind: 'app',
      path: /\/analyzer\/viewer\/mtprospect-downloads$/,
      heading: /^Your downloads$/,
      content: (page) => page.getByRole('table', { name: 'Your downloads' }),
    },
  ],
  [
    'Advanced Workholding Technology',
    {
      kind: 'app',
      path: /\/tableau\/viewer\/awt-monthly\?detailId=6101$/,
      heading: /Workholding/,
      content: (page) => page.getByRole('main').getByRole('img').first(),
    },
  ],
  [
    'Economic Trends',
    {
      kind: 'app',
      path: /\/tableau\/viewer\/econ-trends\?detailId=5203$/,
      heading: /Economic Trends/,
      content: (page) => page.getByRole('main').getByRole('img').first(),
    },
  ],
  [
    // Spec §2 techtrends-roadmaps: four roadmap cards (issue 17).
    'TechTrends Roadmaps',
    {
      kind: 'app',
      path: /\/techtrends-roadmaps$/,
      heading: /Roadmaps/,
      content: (page) =>
        page
          .getByRole('main')
          .getByRole('switch', { name: /^Compare / })
          .first(),
    },
  ],
  [
    'IMTS Exhibitor Passport',
    {
      kind: 'app',
      path: /\/passport/,
      heading: /^IMTS Exhibitor Passport$/,
      content: (page) => page.getByRole('navigation', { name: 'Exhibitor Passport' }),
    },
  ],
  [
    'Passport E-mail Campaigns',
    {
      kind: 'app',
      path: /\/passport\/campaigns/,
      heading: /IMTS Exhibitor Passport|E-mail Campaigns/,
      content: (page) => page.getByRole('table', { name: 'Campaigns' }),
    },
  ],
  ['IMTS Exhibitor Resources', { kind: 'external', href: 'https://www.imts.com/' }],
  [
    'Monthly Benchmarking Survey',
    {
      kind: 'app',
      path: /\/surveyApp$/,
      heading: /^Monthly Benchmarking Survey$/,
      content: (page) => page.getByRole('main').getByRole('table').first(),
    },
  ],
  [
    // The AGMA MMTR monthly report upload (issue 17): the upload field and the history of reports.
    'AGMA MMTR Monthly report upload',
    {
      kind: 'app',
      path: /\/contributions\/agma$/,
      heading: /^AGMA MMTR upload$/,
      content: (page) => page.getByRole('main').getByRole('heading', { name: 'Your reports' }),
    },
  ],
  [
    'Survey Archive',
    { kind: 'maintenance', text: 'Survey Archive is moving to the new data platform and will be back shortly.' },
  ],
];

/** What a card must never lead to, whatever its app. */
const DEAD_ENDS = /^\/(|404|400|401|403|500|505|unknown-error|missing-id|session-expired|login|signin)$/;
const PLACEHOLDERS = /pick a dataset|choose a dataset|will appear here|coming soon|not built/i;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The card whose title starts so; the words may run together where the title has a line break. */
const card = (page: Page, title: string) =>
  page.getByTestId('app-card').filter({ hasText: new RegExp(`^\\s*${title.split(' ').map(escaped).join('\\s*')}`) });

async function openCard(page: Page, title: string) {
  await page.goto('/myapps');
  const target = card(page, title);
  await expect(target).toHaveCount(1);
  await target.click();
  // An app with terms of its own asks for them first (Economic Trends).
  const terms = page.getByRole('dialog', { name: /terms of use/ });
  if (await terms.isVisible().catch(() => false)) await terms.getByRole('button', { name: 'Accept' }).click();
}

test.describe('My MTApps: every card opens a working app', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'allapps');
  });

  test('the launcher shows exactly the cards of the table', async ({ page }) => {
    // allInnerTexts does not wait: the count does, until the launcher has drawn its cards.
    await expect(page.getByTestId('app-card')).toHaveCount(CARDS.length);
    const titles = await page.getByTestId('app-card').allInnerTexts();
    CARDS.forEach(([title], i) => {
      expect(titles[i]?.replace(/\s+/g, ' ').trim()).toMatch(
        new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    });
  });

  for (const [title, expected] of CARDS) {
    test(`${title}`, async ({ page }) => {
      if (expected.kind === 'maintenance') {
        await expect(card(page, title)).toContainText(expected.text);
        await expect(card(page, title).getByRole('link')).toHaveCount(0);
        return;
      }
      if (expected.kind === 'external') {
        await expect(card(page, title)).toHaveAttribute('href', expected.href);
        await expect(card(page, title)).toHaveAttribute('target', '_blank');
        return;
      }
      await openCard(page, title);
      await expect(page).toHaveURL(expected.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(expected.heading);
      await expect(expected.content(page)).toBeVisible();
      const url = new URL(page.url());
      expect(url.pathname, `${title} opened ${url.pathname}`).not.toMatch(DEAD_ENDS);
      await expect(page.getByRole('main')).not.toContainText(PLACEHOLDERS);
    });
  }
});
