// Issue 14, web side: the IMTS Exhibitor Passport in Chromium against the real server and its
// seeded sample data (apps/server/src/seed/passport-demo.ts). Figures on screen are checked against
// the API's own answers, read from the responses the screens receive.
import {
  BOTH_CERTIFICATIONS_REQUIRED,
  EXPORT_COLUMNS,
  type FindProspectsResponse,
  type OverviewResponse,
  type SavedFilter,
  type SavedList,
  type SearchContactsResponse,
  UNKNOWN_FILTER,
  UNKNOWN_LIST,
} from '@mti/contracts/passport/passport-api';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { asUser, downloadCsv, nextAnswer } from './support/passport.ts';
import { signIn } from './support/sign-in.ts';

const count = (n: number) => n.toLocaleString('en-US');
const FIND = '/api/passport/prospects/find';
const SEARCH = '/api/passport/contacts/search';

/** The bearer token of the next passport call the page makes (the session's, held in the page's memory). */
const bearerOf = (page: Page) =>
  page
    .waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/passport/'))
    .then((r) => r.headers().authorization ?? '');

/** A call with the page's session, as the screens make it (bearer token, XSRF cookie echoed in its header). */
async function callApi(page: Page, bearer: string, method: string, path: string, data?: object) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return page.request.fetch(path, { method, data, headers: { authorization: bearer, 'x-xsrf-token': xsrf } });
}

/** Clicks a save dialog's Save and gives what the POST answered. */
async function savedAs<T>(page: Page, path: string): Promise<T> {
  const [saved] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  expect(saved.ok()).toBe(true);
  return (await saved.json()) as T;
}

const search = (page: Page) => page.getByRole('form', { name: 'Search Contacts' });

async function runSearch(page: Page, fill: () => Promise<void>) {
  await search(page).getByRole('button', { name: 'Clear' }).click();
  await fill();
  return nextAnswer<SearchContactsResponse>(page, SEARCH, () =>
    search(page).getByRole('button', { name: 'Search' }).click(),
  );
}

test.describe('IMTS Exhibitor Passport', () => {
  test('the launcher card opens the app; until the terms are accepted only the terms page shows', async ({ page }) => {
    await signIn(page, 'exhibitor');
    await page.getByRole('link', { name: 'IMTS Exhibitor Passport' }).click();
    await expect(page).toHaveURL(/\/passport\/overview$/);
    await expect(page.getByRole('heading', { name: 'Activate the Exhibitor Passport' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Exhibitor Passport' })).toHaveCount(0);

    // One certification is not enough: the browser says so and the server is not asked.
    await page.getByRole('checkbox', { name: /lawful permission/ }).check();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('alert').filter({ hasText: BOTH_CERTIFICATIONS_REQUIRED })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Exhibitor Passport' })).toHaveCount(0);

    await page.getByRole('checkbox', { name: /mark the record as exported/ }).check();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('navigation', { name: 'Exhibitor Passport' })).toBeVisible();
    await expect(page.getByText('Current visitor registration')).toBeVisible();
  });

  test('every help page links to its screen', async ({ page }) => {
    // Seven pages and seven screens, each loaded in full.
    test.setTimeout(240_000);
    await signIn(page, 'exhibitor2');
    const screens = [
      ['overview', 'Overview', /\/passport\/overview$/],
      ['find-prospects', 'Find Prospects', /\/passport\/find-prospects$/],
      ['search-contacts', 'Search Contacts', /\/passport\/search-contacts$/],
      ['saved-filters', 'Saved Filters', /\/passport\/saved-filters$/],
      ['saved-lists', 'Saved Lists', /\/passport\/saved-lists$/],
      ['my-analytics', 'My Analytics', /\/passport\/my-analytics$/],
      ['passport-territory-manager', 'Passport Territory Manager', /\/passport\/territory-manager$/],
    ] as const;
    for (const [slug, screen, url] of screens) {
      await page.goto(`/documentation/exhibitor-passport/${slug}`);
      await page.getByRole('link', { name: `Open ${screen} in the Exhibitor Passport` }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('navigation', { name: 'Exhibitor Passport' })).toBeVisible();
    }
  });

  test('Overview: counts, a region’s demographics, the maps, and a top-10 export read back', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    const overview = await nextAnswer<OverviewResponse>(page, '/api/passport/overview', () =>
      page.goto('/passport/overview?show_year=imts-2026'),
    );
    await expect(page.getByRole('group', { name: 'Current visitor registration' })).toContainText(
      count(overview.registrations),
    );
    await expect(page.getByRole('group', { name: 'Visitors with e-mail opt-in' })).toContainText(
      count(overview.opted_in),
    );
    await expect(page.getByRole('img', { name: /Visitors by U.S. state/ })).toBeVisible();

    // Focusing a state in the list beside the map shows its demographics.
    const illinois = overview.us_states.find((s) => s.code === 'IL');
    expect(illinois).toBeDefined();
    await page
      .getByRole('list', { name: 'U.S. states by visitors' })
      .getByRole('button', { name: /^Illinois/ })
      .focus();
    await expect(
      page.getByRole('heading', { name: `Illinois: ${count(illinois?.count ?? 0)} visitors` }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Plant Size' })).toBeVisible();

    await page.getByText('World', { exact: true }).click();
    await expect(page.getByRole('img', { name: /Visitors by country/ })).toBeVisible();

    // The first of the top 10 industries, exported: every one of its contacts, every column.
    const top = overview.industries[0];
    expect(top).toBeDefined();
    const industries = page.getByRole('table', { name: 'Top 10 Industries' });
    await expect(industries.getByRole('row')).toHaveCount(11);
    const { name, lines } = await downloadCsv(page, () =>
      industries.getByRole('button', { name: `Export ${top?.value}` }).click(),
    );
    expect(name).toMatch(/\.zip$/);
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines.length - 1).toBe(top?.count);
    await page.getByRole('button', { name: 'More Industries' }).click();
    await expect(industries.getByRole('row')).toHaveCount(overview.industries.length + 1);
  });

  test('Find Prospects: a tab’s count is what Apply finds; save the filter, load it, refresh it', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    const first = await nextAnswer<FindProspectsResponse>(page, FIND, () =>
      page.goto('/passport/find-prospects?show_year=imts-2026'),
    );
    await expect(page.getByRole('status').filter({ hasText: `${count(first.total)} contacts match` })).toBeVisible();
    const plant = first.facets.plant_size[0];
    expect(plant).toBeDefined();
    await page.getByRole('tab', { name: 'Plant Size' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${plant?.value}`) }).check();
    const applied = await nextAnswer<FindProspectsResponse>(page, FIND, () =>
      page.getByRole('button', { name: 'Apply' }).click(),
    );
    // The count beside the value was the count of contacts that Apply then finds.
    expect(applied.total).toBe(plant?.count);
    await expect(page.getByRole('status').filter({ hasText: `${count(applied.total)} contacts match` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Prospects' }).getByRole('row')).toHaveCount(
      Math.min(25, applied.total) + 1,
    );

    const filterName = `Plant ${plant?.value} ${Date.now()}`;
    await page.getByRole('button', { name: 'Save Filter' }).click();
    await page.getByRole('textbox', { name: 'Filter name' }).fill(filterName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Saved the filter “${filterName}”.`)).toBeVisible();

    await page.getByRole('button', { name: /^Tools/ }).click();
    await page.getByRole('menuitem', { name: 'Saved Filters' }).click();
    const row = page.getByRole('table', { name: 'Saved Filters' }).getByRole('row').filter({ hasText: filterName });
    await expect(row).toContainText(count(applied.total));
    await row.getByRole('button', { name: `Refresh ${filterName}` }).click();
    await expect(page.getByText(`Recounted “${filterName}”.`)).toBeVisible();
    await expect(row).toContainText(count(applied.total));

    // Loaded, the criteria find what they found before (the answer may come from the page's cache).
    await row.getByRole('button', { name: `Load ${filterName}` }).click();
    await expect(page).toHaveURL(/\/passport\/find-prospects\?show_year=imts-2026$/);
    await expect(page.getByText(`Plant Size: ${plant?.value}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${count(applied.total)} contacts match` })).toBeVisible();
  });

  test('Search Contacts: each name match option, and zip + radius by great-circle distance', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    await page.goto('/passport/search-contacts?show_year=imts-2026');

    // Zip 60601 (Chicago Loop), 15 miles: every result is within, nearest first when sorted by distance.
    const near = await runSearch(page, async () => {
      await search(page).getByRole('textbox', { name: 'Zip code' }).fill('60601');
      await search(page)
        .getByRole('textbox', { name: /Radius/ })
        .fill('15');
    });
    expect(near.total).toBeGreaterThan(0);
    for (const c of near.contacts) expect(c.distance_miles ?? 99).toBeLessThanOrEqual(15);
    await expect(page.getByRole('status').filter({ hasText: `${count(near.total)} contacts found` })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Distance (mi)' })).toBeVisible();
    const sample = near.contacts[0];
    expect(sample).toBeDefined();
    const last = sample?.last_name ?? '';

    // The match options open once, before the searches: choosing one while its panel still unfolds
    // was lost under load ("Clicking the checkbox did not change its state").
    await search(page).getByRole('button', { name: 'Advanced options' }).click();
    await expect(search(page).getByRole('button', { name: 'Advanced options' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(search(page).getByRole('radio', { name: 'Include' })).toBeChecked();
    const byName = async (name: string, option: 'Include' | 'Starts with' | 'Exact') => {
      const answer = await runSearch(page, async () => {
        await search(page).getByRole('textbox', { name: 'Name' }).fill(name);
        const choice = search(page).getByRole('radio', { name: option });
        await choice.click();
        await expect(choice).toBeChecked();
      });
      await expect(page.getByRole('status').filter({ hasText: `${count(answer.total)} contacts found` })).toBeVisible();
      return answer;
    };
    const exact = await byName(last, 'Exact');
    expect(exact.total).toBeGreaterThan(0);
    for (const c of exact.contacts)
      expect([c.first_name.toLowerCase(), c.last_name.toLowerCase()]).toContain(last.toLowerCase());
    const prefix = last.slice(0, 3);
    const starts = await byName(prefix, 'Starts with');
    expect(starts.total).toBeGreaterThanOrEqual(exact.total);
    for (const c of starts.contacts)
      expect(
        c.first_name.toLowerCase().startsWith(prefix.toLowerCase()) ||
          c.last_name.toLowerCase().startsWith(prefix.toLowerCase()),
      ).toBe(true);
    const middle = last.slice(1, 4);
    const include = await byName(middle, 'Include');
    expect(include.total).toBeGreaterThanOrEqual(exact.total);
    for (const c of include.contacts)
      expect(`${c.first_name} ${c.last_name}`.toLowerCase()).toContain(middle.toLowerCase());
  });

  test('select all across pages, save the list, export it and read the zip back', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    await page.goto('/passport/search-contacts?show_year=imts-2026');
    // No criterion: every contact of the show year, several pages of them.
    const found = await runSearch(page, async () => {});
    expect(found.total).toBeGreaterThan(25);
    const saveList = page.getByRole('button', { name: 'Save List' });
    await expect(saveList).toBeDisabled();
    await page.getByRole('button', { name: 'Select All', exact: true }).click();
    await expect(page.getByText(`Selected: ${count(found.total)} · Opted in: ${count(found.opted_in)}`)).toBeVisible();
    // Another page: its rows are selected too.
    await nextAnswer(page, SEARCH, () => page.getByRole('button', { name: 'Page 2', exact: true }).click());
    await expect(page.getByRole('table', { name: 'Contacts' }).getByRole('checkbox').first()).toBeChecked();

    const listName = `Everyone at IMTS 2026 ${Date.now()}`;
    await saveList.click();
    await page.getByRole('textbox', { name: 'List name' }).fill(listName);
    const [saved] = await Promise.all([
      page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/passport/lists' && r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Save', exact: true }).click(),
    ]);
    const list = (await saved.json()) as SavedList;
    expect(list.total_contacts).toBe(found.total);
    expect(list.contacts_with_email).toBe(found.opted_in);

    await page.getByRole('button', { name: /^Tools/ }).click();
    await page.getByRole('menuitem', { name: 'Saved Lists' }).click();
    const row = page.getByRole('table', { name: 'Saved Lists' }).getByRole('row').filter({ hasText: listName });
    await expect(row).toContainText(count(found.total));
    await expect(row).toContainText(count(found.opted_in));

    await row.getByRole('button', { name: `Export ${listName}` }).click();
    const all = await downloadCsv(page, () =>
      page.getByRole('menuitem', { name: 'Export contacts (CSV in a zip)' }).click(),
    );
    expect(all.name).toMatch(/\.zip$/);
    expect(all.lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(all.lines.length - 1).toBe(found.total);

    await row.getByRole('button', { name: `Export ${listName}` }).click();
    const optedIn = await downloadCsv(page, () =>
      page.getByRole('menuitem', { name: 'Only contacts with e-mail opt-in and a valid e-mail' }).click(),
    );
    expect(optedIn.lines.length - 1).toBe(found.opted_in);
    const optIn = EXPORT_COLUMNS.indexOf('opt_in');
    for (const line of optedIn.lines.slice(1)) expect(line.split(',')[optIn]).toBe('true');
    await expect(row).not.toContainText('Never');
  });

  test('My Analytics: a bar, clicked or entered, saves its segment as a list', async ({ page }) => {
    await signIn(page, 'exhibitor2');
    await page.goto('/passport/my-analytics?show_year=imts-2026');
    await expect(page.getByRole('group', { name: 'Leads' })).toBeVisible();
    const bars = page.getByRole('list', { name: 'Lead percent by product category' }).getByRole('button');
    await expect(bars.first()).toBeVisible();
    await bars.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Save as list' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await bars.nth(1).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Save as list' }).click();
    const listName = `Segment ${Date.now()}`;
    await page.getByRole('textbox', { name: 'List name' }).fill(listName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(new RegExp(`Saved the list “${listName}” with`))).toBeVisible();
  });

  test('a territory narrows its user’s results; regional sees only its show', async ({ page, browser, baseURL }) => {
    // Three users sign in one after the other.
    test.setTimeout(240_000);
    await signIn(page, 'exhibitor');
    await page.goto('/passport/territory-manager?show_year=imts-2026');
    const states = page.getByRole('textbox', { name: 'U.S. states of Casey Nolan' });
    await states.click();
    await page.getByRole('option', { name: 'Illinois' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save territory of Casey Nolan' }).click();
    await expect(page.getByText('Saved the territory of Casey Nolan.')).toBeVisible();

    const east = await asUser(browser, 'exhibitor-east', baseURL);
    await east.page.goto('/passport/search-contacts?show_year=imts-2026');
    const everyone = await runSearch(east.page, async () => {});
    expect(everyone.total).toBeGreaterThan(0);
    for (const c of everyone.contacts) expect(c.state).toBe('IL');
    await east.close();

    const regional = await asUser(browser, 'regional', baseURL);
    await regional.page.goto('/passport/overview');
    await regional.page.getByRole('textbox', { name: 'Show year' }).click();
    const options = regional.page.getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const option of await options.allTextContents()) expect(option).toMatch(/^MTI South Regional/);
    await regional.close();
  });
  test("exhibitor2 sees none of exhibitor's lists, filters or exports, on screen or by id, and changes nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two users, several screens and an export on a shared, loaded machine.
    test.setTimeout(240_000);
    await signIn(page, 'exhibitor');
    await page.goto('/passport/find-prospects?show_year=imts-2026');
    // The first test of this file activates exhibitor's company; run alone, this test does it.
    const terms = page.getByRole('heading', { name: 'Activate the Exhibitor Passport' });
    await expect(page.getByRole('navigation', { name: 'Exhibitor Passport' }).or(terms)).toBeVisible();
    if (await terms.isVisible()) {
      await page.getByRole('checkbox', { name: /lawful permission/ }).check();
      await page.getByRole('checkbox', { name: /mark the record as exported/ }).check();
      await page.getByRole('button', { name: 'Activate' }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'contacts match' })).toBeVisible();
    const stamp = Date.now();
    const filterName = `Exhibitor's own filter ${stamp}`;
    await page.getByRole('button', { name: 'Save Filter' }).click();
    await page.getByRole('textbox', { name: 'Filter name' }).fill(filterName);
    const filter = await savedAs<SavedFilter>(page, '/api/passport/filters');
    const listName = `Exhibitor's own list ${stamp}`;
    await page.getByRole('button', { name: 'Save List' }).click();
    await page.getByRole('textbox', { name: 'List name' }).fill(listName);
    const list = await savedAs<SavedList>(page, '/api/passport/lists');
    await page.goto('/passport/saved-lists?show_year=imts-2026');
    const row = page.getByRole('table', { name: 'Saved Lists' }).getByRole('row').filter({ hasText: listName });
    await row.getByRole('button', { name: `Export ${listName}` }).click();
    const exported = await downloadCsv(page, () =>
      page.getByRole('menuitem', { name: 'Export contacts (CSV in a zip)' }).click(),
    );

    const other = await asUser(browser, 'exhibitor2', baseURL);
    const otherBearer = bearerOf(other.page);
    const theirs = await nextAnswer<{ lists: SavedList[] }>(other.page, '/api/passport/lists', () =>
      other.page.goto('/passport/saved-lists?show_year=imts-2026'),
    );
    expect(theirs.lists.map((l) => l.list_id)).not.toContain(list.list_id);
    await expect(other.page.getByRole('table', { name: 'Saved Lists' })).not.toContainText(listName);
    await other.page.goto('/passport/saved-filters?show_year=imts-2026');
    await expect(other.page.getByRole('table', { name: 'Saved Filters' })).toBeVisible();
    await expect(other.page.getByRole('table', { name: 'Saved Filters' })).not.toContainText(filterName);
    const theirExports = (await (
      await callApi(other.page, await otherBearer, 'GET', '/api/passport/exports')
    ).json()) as {
      exports: Array<{ file_name: string }>;
    };
    expect(theirExports.exports.map((e) => e.file_name)).not.toContain(exported.name);

    // Every call a screen makes with a list's or a filter's id, made with exhibitor's ids: 404, nothing written.
    const refused: Array<[string, string, string, object?]> = [
      ['GET', `/api/passport/lists/${list.list_id}/contacts`, UNKNOWN_LIST],
      ['POST', `/api/passport/lists/${list.list_id}/export`, UNKNOWN_LIST, { only_opted_in: false }],
      ['PUT', `/api/passport/lists/${list.list_id}`, UNKNOWN_LIST, { name: 'Taken over' }],
      ['DELETE', `/api/passport/lists/${list.list_id}`, UNKNOWN_LIST],
      ['GET', `/api/passport/filters/${filter.filter_id}`, UNKNOWN_FILTER],
      ['POST', `/api/passport/filters/${filter.filter_id}/refresh`, UNKNOWN_FILTER],
      ['DELETE', `/api/passport/filters/${filter.filter_id}`, UNKNOWN_FILTER],
    ];
    for (const [method, path, msg, data] of refused) {
      const res = await callApi(other.page, await otherBearer, method, path, data);
      expect(`${method} ${path} ${res.status()}`).toBe(`${method} ${path} 404`);
      expect(await res.json()).toMatchObject({ msg });
    }
    await other.close();

    const myBearer = bearerOf(page);
    const mine = await nextAnswer<{ lists: SavedList[] }>(page, '/api/passport/lists', () => page.reload());
    expect(mine.lists.find((l) => l.list_id === list.list_id)?.name).toBe(listName);
    const myExports = (await (await callApi(page, await myBearer, 'GET', '/api/passport/exports')).json()) as {
      exports: Array<{ file_name: string }>;
    };
    expect(myExports.exports.map((e) => e.file_name)).toContain(exported.name);
  });
});
