// Issue 14: one exhibitor kept out of another's saved lists and filters, on screen and through the
// calls the screens make with a known id; and Find Prospects' tab counts checked against a count
// made here from the exported CSV (the test cannot reach the server's database, so the export of
// every matching contact is the independent source).
import {
  type EXPORT_COLUMNS,
  type FindProspectsResponse,
  type SavedFilter,
  type SavedList,
  UNKNOWN_FILTER,
} from '@mti/contracts/passport/passport-api';
import { parse } from 'csv-parse/sync';
import { expect, test } from './support/fixtures.ts';
import { asUser, downloadCsv, nextAnswer } from './support/passport.ts';
import { signIn } from './support/sign-in.ts';

const FIND = '/api/passport/prospects/find';
const count = (n: number) => n.toLocaleString('en-US');

test.describe('IMTS Exhibitor Passport: isolation and figures', () => {
  test("another exhibitor sees none of exhibitor2's lists and filters, and a known id answers 404", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Several screens and two users on a shared, loaded machine.
    test.setTimeout(180_000);
    await signIn(page, 'exhibitor2');
    const lists = await nextAnswer<{ lists: SavedList[] }>(page, '/api/passport/lists', () =>
      page.goto('/passport/saved-lists?show_year=imts-2026'),
    );
    const list = lists.lists.find((l) => l.name === 'Aerospace buyers, Midwest');
    expect(list).toBeDefined();
    await expect(page.getByRole('table', { name: 'Saved Lists' })).toContainText('Aerospace buyers, Midwest');
    const filters = await nextAnswer<{ filters: SavedFilter[] }>(page, '/api/passport/filters', () =>
      page.goto('/passport/saved-filters?show_year=imts-2026'),
    );
    const filter = filters.filters.find((f) => f.name === 'Aerospace, Midwest');
    expect(filter).toBeDefined();

    // regional (Bayou Fabrication, terms accepted) is another company.
    const other = await asUser(browser, 'regional', baseURL);
    const theirLists = await nextAnswer<{ lists: SavedList[] }>(other.page, '/api/passport/lists', () =>
      other.page.goto('/passport/saved-lists'),
    );
    expect(theirLists.lists.map((l) => l.list_id)).not.toContain(list?.list_id);
    await expect(other.page.getByRole('table', { name: 'Saved Lists' })).not.toContainText('Aerospace buyers');
    await other.page.goto('/passport/saved-filters');
    await expect(other.page.getByRole('table', { name: 'Saved Filters' })).toBeVisible();
    await expect(other.page.getByRole('table', { name: 'Saved Filters' })).not.toContainText('Aerospace, Midwest');

    // Loading exhibitor2's filter by its id, as a saved filter's Load would: the server answers 404.
    const [refused] = await Promise.all([
      other.page.waitForResponse((r) => new URL(r.url()).pathname === `/api/passport/filters/${filter?.filter_id}`),
      other.page.goto(`/passport/find-prospects?filter=${filter?.filter_id}`),
    ]);
    expect(refused.status()).toBe(404);
    expect(await refused.json()).toMatchObject({ msg: UNKNOWN_FILTER });
    await expect(other.page.getByText('Aerospace, Midwest')).toHaveCount(0);
    await other.close();
  });

  test("Find Prospects' tab counts are what the exported contacts count", async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, 'exhibitor2');
    const all = await nextAnswer<FindProspectsResponse>(page, FIND, () =>
      page.goto('/passport/find-prospects?show_year=imts-2026'),
    );
    // Every registration of the show year as a list, exported with every field.
    const listName = `Every registration ${Date.now()}`;
    await page.getByRole('button', { name: 'Save List' }).click();
    await page.getByRole('textbox', { name: 'List name' }).fill(listName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(listName)).toBeVisible();

    // One industry applied: the Plant Size tab counts what the industry leaves.
    const industry = all.facets.industry[0]?.value as string;
    await page.getByRole('tab', { name: 'Industries' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${industry}`) }).check();
    const applied = await nextAnswer<FindProspectsResponse>(page, FIND, () =>
      page.getByRole('button', { name: 'Apply' }).click(),
    );
    await page.getByRole('tab', { name: 'Plant Size' }).click();
    const onScreen = new Map<string, number>();
    for (const box of await page.getByRole('tabpanel').getByRole('checkbox').all()) {
      const label = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '');
      const match = /^(.*?)\s*\(([\d,]+)\)\s*$/s.exec(label.replace(/\s+/g, ' ').trim());
      if (match) onScreen.set(match[1] as string, Number(match[2]?.replace(/,/g, '')));
    }
    expect(onScreen.size).toBeGreaterThan(0);

    await page.goto('/passport/saved-lists?show_year=imts-2026');
    const row = page.getByRole('table', { name: 'Saved Lists' }).getByRole('row').filter({ hasText: listName });
    await row.getByRole('button', { name: `Export ${listName}` }).click();
    const csv = await downloadCsv(page, () =>
      page.getByRole('menuitem', { name: 'Export contacts (CSV in a zip)' }).click(),
    );
    const records = parse(csv.lines.join('\r\n'), { columns: true }) as Array<
      Record<(typeof EXPORT_COLUMNS)[number], string>
    >;
    expect(records).toHaveLength(all.total);
    const ofIndustry = records.filter((r) => r.industry === industry);
    expect(ofIndustry).toHaveLength(applied.total);
    await expect(page.getByText(count(all.total)).first()).toBeVisible();
    const fromCsv = new Map<string, number>();
    for (const r of ofIndustry) fromCsv.set(r.plant_size, (fromCsv.get(r.plant_size) ?? 0) + 1);
    expect(Object.fromEntries(onScreen)).toEqual(Object.fromEntries(fromCsv));

    // The keyboard path of a rename: Enter on Rename, type, Tab to Cancel, Tab to Save, Enter.
    const renamed = `${listName} (renamed)`;
    await row.getByRole('button', { name: `Rename ${listName}` }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('dialog', { name: 'Rename list' }).getByRole('textbox', { name: 'List name' });
    await expect(field).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' (renamed)');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Saved Lists' })).toContainText(renamed);
  });
});
