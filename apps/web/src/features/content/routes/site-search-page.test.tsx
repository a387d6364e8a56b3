import { SITE_SEARCH_TERM_REQUIRED } from '@mti/contracts/content/site-search';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { SiteSearchPage } from './site-search-page.tsx';

const RESULTS = [
  {
    kind: 'help',
    title: 'Help guide',
    href: '/documentation/help-guide',
    snippet: [
      { text: 'How to open the ', match: false },
      { text: 'Lathe', match: true },
      { text: ' dashboard', match: false },
    ],
    rank: 0.6,
  },
  {
    kind: 'file',
    title: '<img src=x onerror=alert(1)>.csv',
    href: '/myfiles',
    snippet: [{ text: 'My Files', match: false }],
    rank: 0.3,
  },
];

const routes = () => [
  { path: '/custom-google', Component: SiteSearchPage },
  { path: '/documentation/help-guide', element: <h1>Help guide page</h1> },
];

// The machine is shared and slow: a generous per-test timeout, no timing asserted.
vi.setConfig({ testTimeout: 20_000 });

describe('custom-google site search', () => {
  it('asks for a term before searching, and refuses a blank one with the server message', async () => {
    fakeApi({});
    renderRoutes(routes(), '/custom-google');
    expect(screen.getByText('Type a term and press Enter to search the site.')).toBeVisible();
    await userEvent.setup().type(screen.getByLabelText('Search term'), '   {Enter}');
    expect(await screen.findByText(SITE_SEARCH_TERM_REQUIRED)).toBeVisible();
  });

  it('shows ranked results with marked words and names as text, and moves through them with the arrow keys', async () => {
    const api = fakeApi({ 'GET /api/content/search': { body: { query: 'lathe', results: RESULTS } } });
    const { router } = renderRoutes(routes(), '/custom-google');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search term'), 'lathe{Enter}');
    const help = await screen.findByRole('link', { name: 'Help guide' });
    expect(api.callsTo('GET /api/content/search')[0]?.url.searchParams.get('q')).toBe('lathe');
    expect(router.state.location.search).toBe('?q=lathe');
    expect(screen.getByText('Lathe').tagName).toBe('MARK');
    // The file name is text, not an element.
    const file = screen.getByRole('link', { name: '<img src=x onerror=alert(1)>.csv' });
    expect(file.querySelector('img')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();

    await user.keyboard('{ArrowDown}');
    expect(help).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(file).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(help).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Help guide page' })).toBeVisible();
  });

  it('says when nothing matched', async () => {
    fakeApi({ 'GET /api/content/search': { body: { query: 'zeppelin', results: [] } } });
    renderRoutes(routes(), '/custom-google?q=zeppelin');
    expect(
      await screen.findByText('No results for “zeppelin”. Try another word, or check the spelling.'),
    ).toBeVisible();
  });
});
