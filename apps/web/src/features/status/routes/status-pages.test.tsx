import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { siteContact } from '../../../content/site-contact.ts';
import { statusRoutes } from '../routes.tsx';

// Spec §8, copied verbatim: the test fails if a page drifts from the specification.
const pageTexts: [path: string, text: string][] = [
  [
    '/400',
    'Bad Request error. Request you sent to the server was somehow incorrect or corrupted. If the issue persists please contact administrator.',
  ],
  [
    '/401',
    'Unauthorized error: Page you were trying to access cannot be loaded. If the issue persists please contact administrator.',
  ],
  ['/403', 'You do not have permission to access this page.'],
  ['/404', 'You are trying to access a page that is not available.'],
  ['/500', 'Internal Server Error: Something has gone wrong. If the issue persists please contact administrator.'],
  [
    '/505',
    'Unknown error. Please refresh your page or log back in a few minutes. If the issue persists contact administrator.',
  ],
  ['/unknown-error', 'Unknown error encountered, please log in again.'],
  ['/session-expired', 'Your session has expired, please log in.'],
  [
    '/missing-id',
    `Your login is currently being processed, please try back in a few minutes! If the issue persists, please contact administrator at ${siteContact.email}.`,
  ],
];

function renderStatusPage(path: string) {
  return renderRoutes([{ path: '/', children: statusRoutes }], path);
}

/** The innermost element whose whole text is exactly `text` (no whitespace folding). */
function findExactText(text: string) {
  return screen.findByText(
    (_, element) => element?.textContent === text && [...element.children].every((child) => child.textContent !== text),
    undefined,
    // The page module loads lazily; on a busy machine that takes longer than the default second.
    { timeout: 10_000 },
  );
}

describe('status pages', () => {
  it.each(pageTexts)('%s shows its exact spec §8 text under a page heading', async (path, text) => {
    renderStatusPage(path);
    expect(await findExactText(text)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });

  it('missing-id links the support e-mail address', async () => {
    renderStatusPage('/missing-id');
    const link = await screen.findByRole('link', { name: siteContact.email });
    expect(link).toHaveAttribute('href', `mailto:${siteContact.email}`);
  });

  it.each(['/unknown-error', '/session-expired'])('%s offers to log in again', async (path) => {
    renderStatusPage(path);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('success shows a success message and a link back to the surveys', async () => {
    renderStatusPage('/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Success' })).toBeVisible();
    expect(screen.getByText('Thank you — your submission has been received.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my surveys' })).toHaveAttribute('href', '/surveyApp');
  });
});
