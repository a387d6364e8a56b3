import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysis, smallResult } from '../../../../test/analyzer-panels-fixtures.ts';
import { clearTestCookies, setTestCookie } from '../../../../test/cookies.ts';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { ExportMenu } from './export-menu.tsx';

const EXPORT = 'POST /analytics/api/analyzer/export';
const definition = analysis({ title: 'Orders by region', rows: ['region'], columns: [] });
const csv: FakeReply = {
  raw: 'Region,Value (USD)\r\nWest,10\r\n',
  headers: {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="Orders by region.csv"; filename*=UTF-8''Orders%20by%20region.csv`,
  },
};
const patient = { timeout: 5000 };
// jsdom lays nothing out, so the positioning library soon calls the button hidden and Mantine hides
// the dropdown with it (as in user-menu.test.tsx): the entries are read with hidden elements included.

/** What the browser was asked to save: jsdom neither makes object URLs nor downloads. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

beforeEach(() => {
  setAccessToken('t');
  setTestCookie('XSRF-TOKEN', 'x1');
});
afterEach(() => {
  setAccessToken(null);
  clearTestCookies();
  vi.unstubAllGlobals();
});

describe('ExportMenu', { timeout: 20_000 }, () => {
  it('has nothing to export before the analysis has a result', () => {
    fakeApi({});
    renderWithProviders(<ExportMenu definition={definition} result={undefined} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('asks the server for a CSV of the definition and saves it under the name the server gives', async () => {
    const saved = watchDownloads();
    const api = fakeApi({ [EXPORT]: csv });
    const user = userEvent.setup();
    renderWithProviders(<ExportMenu definition={definition} result={smallResult} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }, patient));
    await waitFor(() => expect(saved).toHaveLength(1), patient);
    const [call] = api.callsTo(EXPORT);
    expect(call?.body).toEqual({ definition, format: 'csv' });
    expect(call?.headers.get('Authorization')).toBe('Bearer t');
    expect(call?.headers.get('X-XSRF-TOKEN')).toBe('x1');
    expect(saved[0]?.name).toBe('Orders by region.csv');
    expect(await saved[0]?.blob?.text()).toBe('Region,Value (USD)\r\nWest,10\r\n');
  });

  it('asks for Excel and shows that it is working meanwhile', async () => {
    const saved = watchDownloads();
    let answer: (reply: FakeReply) => void = () => {};
    const api = fakeApi({ [EXPORT]: () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderWithProviders(<ExportMenu definition={definition} result={smallResult} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)', hidden: true }, patient));
    expect(await screen.findByRole('status')).toHaveTextContent('Exporting…');
    expect(screen.getByRole('button', { name: /Export/ })).toHaveAttribute('data-loading', 'true');
    expect(api.callsTo(EXPORT)[0]?.body).toEqual({ definition, format: 'xlsx' });
    answer({
      raw: 'PK',
      headers: { 'Content-Disposition': `attachment; filename="Orders by region.xlsx"` },
    });
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Orders by region.xlsx']), patient);
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it("tells what went wrong in a toast with the server's message", async () => {
    const saved = watchDownloads();
    fakeApi({
      [EXPORT]: { status: 403, body: { code: 'forbidden', msg: 'You do not have permission to access this page.' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ExportMenu definition={definition} result={smallResult} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (.csv)', hidden: true }, patient));
    expect(await screen.findByText('Export failed', {}, patient)).toBeVisible();
    expect(screen.getByText('You do not have permission to access this page.')).toBeVisible();
    expect(saved).toHaveLength(0);
  });
});
