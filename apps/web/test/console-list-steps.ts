// The steps every server-paged console list takes in its component test (decision 050), against a
// faked server: the first page in the list's default order, a column header asking for another
// order, a search asking again with q, and Export CSV asking for the same query and saving the file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { fakeApi } from './fake-api.ts';

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
