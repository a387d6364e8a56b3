import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { HttpError } from '../lib/http.ts';
import { LOAD_FAILED, LoadError, NOT_AVAILABLE } from './load-error.tsx';

const NO_SEAT = 'You do not hold an Exhibitor Passport seat. Please contact support.';

function renderLoadError(error: unknown, fallback?: string, more: Partial<ComponentProps<typeof LoadError>> = {}) {
  const onRetry = vi.fn();
  const view = renderRoutes(
    [
      { path: '/screen', element: <LoadError error={error} onRetry={onRetry} fallback={fallback} {...more} /> },
      { path: '/support', element: <h1>Support</h1> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/screen',
  );
  return { onRetry, router: view.router, user: userEvent.setup({ delay: null }) };
}

describe('LoadError', () => {
  it('offers Try again after a network failure, with the screen’s text', async () => {
    const { onRetry, user } = renderLoadError(new TypeError('Failed to fetch'), 'Your downloads could not be loaded.');
    expect(screen.getByRole('alert')).toHaveTextContent('Your downloads could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
  });

  it('offers Try again after a server error, with the general text when the server sent none', () => {
    renderLoadError(new HttpError(500, null, 'Request failed with status 500.'));
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it.each([429, 408])('offers Try again after %i, which passes a little later, with the server’s message', (status) => {
    renderLoadError(new HttpError(status, 'too_many_requests', 'Too many requests. Please wait a minute.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows a refusal’s own message and the way to support instead of Try again', async () => {
    const { onRetry, router, user } = renderLoadError(new HttpError(403, 'forbidden', NO_SEAT));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_SEAT);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Contact support' }));
    expect(await screen.findByRole('heading', { name: 'Support' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/support');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('says a status-only 404 will not pass on a retry, and reaches home from the keyboard', async () => {
    const { router, user } = renderLoadError(new HttpError(404, null, 'Request failed with status 404.'));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('names the failed part, and says a refusal in the screen’s words, sending it where the screen says', async () => {
    const { user } = renderLoadError(new HttpError(404, 'not_found', 'Not found.'), undefined, {
      title: 'Your files could not be loaded.',
      refusedMessage: 'This folder does not exist.',
      elsewhere: { to: '/elsewhere', label: 'Go to My Files' },
    });
    const alert = screen.getByRole('alert', { name: 'Your files could not be loaded.' });
    expect(alert).toHaveTextContent('This folder does not exist.');
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to My Files' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeVisible();
  });
});
