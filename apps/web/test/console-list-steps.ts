// The steps every server-paged console list takes in its component test (decision 050), against a
// faked server: the first page in the list's default order, a column header asking for another
// order, a search asking again with q, and Export CSV asking for the same query and saving the file.
// And what a list or a console screen's part shows when its load fails (decision 099): a refusal's
// message without Try again, or Try again that loads it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { FakeCall, FakeReply, fakeApi } from './fake-api.ts';

export type ConsoleListSteps = {
  api: ReturnType<typeof fakeApi>;
  /** The list's `GET /api/…` and its CSV's. */
  listRoute: string;
  exportRoute: string;
  /** The rendered list, found by its name. */
  table: HTMLElement;
  /** The count under the list (`/61 apps/`); the faked total makes two pages. */
  count: RegExp;
  /** What the first call asks for: the list's default order and page size. */
  firstPage: { sort: string; dir: 'asc' | 'desc'; page_size: number };
  /** The column header clicked, and the sort it asks the server for. */
  sortBy: { header: string; sort: string };
  /** The search box's label, and the words typed in it. */
  search: { box: RegExp; words: string };
  /** The name the CSV is saved under. */
  fileName: string;
  /** Where this list's Search and Export CSV are, on a screen that shows more than one list. */
  controls?: () => HTMLElement;
};

/** Takes the steps and checks every call the list makes; returns the user, to go on with. */
export async function expectConsoleListQueries(steps: ConsoleListSteps): Promise<UserEvent> {
  const { api, listRoute, exportRoute, table, firstPage, sortBy, search } = steps;
  const controls = () => (steps.controls ? within(steps.controls()) : screen);
  expect(screen.getByText(steps.count)).toBeVisible();
  expect(screen.getByText('Page 1 of 2')).toBeVisible();
  const lists = () => api.callsTo(listRoute);
  expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toMatchObject({
    sort: firstPage.sort,
    dir: firstPage.dir,
    page: '1',
    page_size: String(firstPage.page_size),
  });

  const user = userEvent.setup({ delay: null });
  await user.click(within(table).getByRole('button', { name: sortBy.header }));
  await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('sort')).toBe(sortBy.sort));
  await user.type(screen.getByRole('textbox', { name: search.box }), search.words);
  await user.click(controls().getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(lists().at(-1)?.url.searchParams.get('q')).toBe(search.words));

  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  await user.click(controls().getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(downloads).toEqual([steps.fileName]));
  expect(api.callsTo(exportRoute)).toHaveLength(1);
  expect(Object.fromEntries(api.callsTo(exportRoute)[0]?.url.searchParams ?? [])).toMatchObject({
    sort: sortBy.sort,
    q: search.words,
  });
  return user;
}

/** A list (or a console screen's part) whose load fails: what the screen is rendered with and looks for. */
export type LoadErrorSteps = {
  /** Renders the screen with the failing call answered by `reply` (and the screen's other calls). */
  render: (reply: (call: FakeCall) => FakeReply) => ReturnType<typeof fakeApi>;
  /** The `GET /api/…` that fails. */
  route: string;
  /** Where the part is, on a screen that shows more than one (its region); the whole screen without it. */
  region?: () => HTMLElement;
  /** What the part shows once it has loaded (a table by its name, a form's field …). */
  loaded: () => Promise<HTMLElement>;
  /** What the server answers once it is back. */
  answer: FakeReply;
  /** Text of the answer, seen once it has loaded. */
  shows: string;
  /** Where a refusal leads besides support: the console's start page unless the part names another. */
  elsewhere?: { name: string; href: string };
};

const REFUSAL = { code: 'forbidden', msg: 'Sample refusal: this console screen is closed to you.' };
/** The part's region once the screen shows it, or the whole screen. */
async function where(steps: LoadErrorSteps) {
  const region = steps.region;
  return region ? within(await waitFor(region, { timeout: 10_000 })) : screen;
}

/**
 * A refusal (403 with `{code,msg}`) shows the server's message, Contact support and the way elsewhere
 * (the console's start page), no Try again, and not the part; it is asked once (a refusal answers the same).
 * Returns the faked server and the alert, to go on with.
 */
export async function expectRefusalShown(
  steps: LoadErrorSteps,
): Promise<{ api: ReturnType<typeof fakeApi>; alert: HTMLElement }> {
  const api = steps.render(() => ({ status: 403, body: REFUSAL }));
  const place = await where(steps);
  const alert = await place.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent(REFUSAL.msg);
  expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(within(alert).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  const elsewhere = steps.elsewhere ?? { name: 'Go to the console', href: '/admin/console' };
  expect(within(alert).getByRole('link', { name: elsewhere.name })).toHaveAttribute('href', elsewhere.href);
  expect(api.callsTo(steps.route)).toHaveLength(1);
  return { api, alert };
}

/** A 503 offers Try again, which asks once more and shows what the server then answers. */
export async function expectTryAgainLoads(steps: LoadErrorSteps): Promise<void> {
  let failing = true;
  const api = steps.render(() =>
    failing ? { status: 503, body: { code: 'unavailable', msg: 'Sample: the console is busy.' } } : steps.answer,
  );
  const place = await where(steps);
  const retry = await place.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
  expect(place.getByRole('alert')).toHaveTextContent('Sample: the console is busy.');
  const asked = api.callsTo(steps.route).length;
  failing = false;
  await userEvent.setup({ delay: null }).click(retry);
  const part = await steps.loaded();
  expect(await within(part).findByText(steps.shows)).toBeVisible();
  expect(api.callsTo(steps.route)).toHaveLength(asked + 1);
  expect(place.queryByText('Sample: the console is busy.')).toBeNull();
  expect(place.queryByRole('button', { name: 'Try again' })).toBeNull();
}
