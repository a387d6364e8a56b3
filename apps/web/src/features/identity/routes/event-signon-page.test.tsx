import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTestCookies, signInWithCookie } from '../../../../test/cookies.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { setAccessToken } from '../../../lib/session.ts';
import { standInForFullPageLoads } from '../full-page.ts';
import { EventSignOnPage } from './event-signon-page.tsx';

const fullPage = { loadFullPage: vi.fn(), reloadPage: vi.fn(), replaceFullPage: vi.fn() };

const renderAt = (path: string) =>
  renderRoutes([{ path: '/event-signon/:path', Component: EventSignOnPage }], `/event-signon/${path}`);

beforeEach(() => {
  for (const load of Object.values(fullPage)) load.mockReset();
  standInForFullPageLoads(fullPage);
  signInWithCookie('1001');
});
afterEach(() => {
  standInForFullPageLoads(undefined);
  clearTestCookies();
  setAccessToken(null);
  vi.unstubAllGlobals();
});

describe('event sign-on page', () => {
  it("goes to the address the server gives, in place of this page, asking for the path's marker", async () => {
    const url = 'https://register.east.example/sso?token=abc.def';
    const api = fakeApi({ 'POST /api/mti/event-signon/east': { body: { url, marker: 'east' } } });
    renderAt('east');
    await vi.waitFor(() => expect(fullPage.replaceFullPage).toHaveBeenCalledExactlyOnceWith(url));
    expect(api.callsTo('POST /api/mti/event-signon/east')).toHaveLength(1);
  });

  it('says the marker is unknown when the server refuses it, and goes nowhere', async () => {
    fakeApi({
      'POST /api/mti/event-signon/nowhere': {
        status: 404,
        body: { code: 'unknown_event', msg: 'This event sign-on link does not name a known regional event.' },
      },
    });
    renderAt('nowhere');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This event sign-on link does not name a known regional event.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event sign-on');
    expect(fullPage.replaceFullPage).not.toHaveBeenCalled();
  });

  it('follows no address that is not a web address', async () => {
    fakeApi({ 'POST /api/mti/event-signon/east': { body: { url: 'javascript:alert(1)', marker: 'east' } } });
    renderAt('east');
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(fullPage.replaceFullPage).not.toHaveBeenCalled();
  });
});
