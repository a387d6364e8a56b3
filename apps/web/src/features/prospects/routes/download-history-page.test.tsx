import type { PurchasedDownload } from '@mti/contracts/prospects/downloads-api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { signInForEachTest } from '../../../../test/signed-in-session.ts';
import { NO_DOWNLOADS } from '../prospect-texts.ts';
import { DownloadHistoryPage } from './download-history-page.tsx';

const PATH = '/analyzer/viewer/mtprospect-downloads';
const CSV = '# Sample data: fictitious contacts\r\ncontact_id,first_name\r\nC00001,Nathan\r\n';

const download = (overrides: Partial<PurchasedDownload> = {}): PurchasedDownload => ({
  download_key: 'imts-2024-leads-additive',
  title: 'IMTS 2024 Leads — Additive Manufacturing',
  order_id: 1101,
  purchased_date: '2026-10-13T15:00:00.000Z',
  file_name: 'imts-2024-leads-additive-sample.csv',
  ...overrides,
});
const newer = download({
  download_key: 'imts-2026-registrants-fabricating-southeast',
  title: 'IMTS 2026 Registrants — Fabricating, Southeast',
  order_id: 100001,
  purchased_date: '2026-11-23T12:00:00.000Z',
  file_name: 'imts-2026-registrants-fabricating-southeast-sample.csv',
});

function renderPage(replies: { list?: FakeReply | (() => FakeReply); file?: FakeReply } = {}) {
  const api = fakeApi({
    'GET /api/mtprospects/downloads': replies.list ?? { body: [download(), newer] },
    'GET /api/mtprospects/downloads/imts-2024-leads-additive/file': replies.file ?? { body: CSV },
  });
  renderRoutes([{ path: PATH, Component: DownloadHistoryPage }], PATH);
  return { api, user: userEvent.setup({ delay: null }) };
}

/** jsdom's Blob has no text(): read it as a page would have before there was one. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const table = () => screen.findByRole('table', { name: 'Your downloads' });

signInForEachTest('100700');

describe('analyzer/viewer/mtprospect-downloads', () => {
  it('lists the bought downloads newest first: title, purchase date, order #', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Your downloads' })).toBeVisible();
    const list = await table();
    await vi.waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    const rows = within(list).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('IMTS 2026 Registrants — Fabricating, Southeast');
    expect(rows[1]).toHaveTextContent('Nov 23, 2026');
    expect(rows[1]).toHaveTextContent('100001');
    expect(rows[2]).toHaveTextContent('IMTS 2024 Leads — Additive Manufacturing');
    expect(rows[2]).toHaveTextContent('Oct 13, 2026');
    expect(rows[2]).toHaveTextContent('1101');
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Download IMTS 2024 Leads — Additive Manufacturing' }),
    ).toBeVisible();
  });

  it('explains how purchases appear when there are none', async () => {
    renderPage({ list: { body: [] } });
    expect(await screen.findByText(NO_DOWNLOADS)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Download / })).toBeNull();
  });

  it('says when the list could not be loaded, and loads it on Try again', async () => {
    let fail = true;
    const { user } = renderPage({ list: () => (fail ? { status: 500 } : { body: [download()] }) });
    expect(
      await screen.findByText('Your downloads could not be loaded. Please try again in a few minutes.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('IMTS 2024 Leads — Additive Manufacturing')).toBeVisible();
  });

  it('saves the file under its name when Download is pressed', async () => {
    const saved: Blob[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    const createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:download';
    };
    const revoked: string[] = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL: (url: string) => revoked.push(url) });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { api, user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download IMTS 2024 Leads — Additive Manufacturing' }));
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.callsTo('GET /api/mtprospects/downloads/imts-2024-leads-additive/file')).toHaveLength(1);
    expect(clicked[0]?.download).toBe('imts-2024-leads-additive-sample.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:download');
    expect(saved[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await textOf(saved[0] as Blob)).toBe(CSV);
    // The file's object URL does not outlive the download.
    await vi.waitFor(() => expect(revoked).toEqual(['blob:download']), { timeout: 3000 });
  });

  it("shows the server's refusal when the file may not be downloaded", async () => {
    const { user } = renderPage({
      file: { status: 403, body: { code: 'forbidden', msg: 'This download is not in your download history.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Download IMTS 2024 Leads — Additive Manufacturing' }));
    expect(await screen.findByText('This download is not in your download history.')).toBeVisible();
  });
});
