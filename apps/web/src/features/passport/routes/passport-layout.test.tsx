import { BOTH_CERTIFICATIONS_REQUIRED, NO_PASSPORT_SEAT } from '@mti/contracts/passport/passport-api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { activation, imts2026, renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';

// The first render loads the lazy route modules, which a busy machine takes a while to transform.
const FIRST_RENDER = { timeout: 10_000 };

function renderLayout(activated: boolean) {
  let accepted = activated;
  return renderPassport(
    '/passport/territory-manager',
    {
      'GET /api/passport/activation': () => ({ body: activation(accepted) }),
      'PUT /api/passport/activation': () => {
        accepted = true;
        return { body: activation(true) };
      },
      'GET /api/passport/show-years': { body: { show_years: [imts2026] } },
      'GET /api/passport/territories': {
        body: { show_year: 'imts-2026', users: [] },
      },
    },
    { frame: false },
  );
}

withPassportSession('101401');

describe('passport activation', { timeout: 30_000 }, () => {
  it('shows only the terms page until the company accepts, and asks for both certifications', async () => {
    const { api, user } = renderLayout(false);
    expect(await screen.findByRole('heading', { name: 'Activate the Exhibitor Passport' }, FIRST_RENDER)).toBeVisible();
    // Nothing of the app is there yet: no screens' links, no show-year picker.
    expect(screen.queryByRole('navigation', { name: 'Exhibitor Passport' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Show year' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /lawful permission/ }));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOTH_CERTIFICATIONS_REQUIRED);
    expect(api.callsTo('PUT /api/passport/activation')).toHaveLength(0);
  });

  it('activates by keyboard alone once both are ticked, then opens the screen', async () => {
    const { api, user } = renderLayout(false);
    await screen.findByRole('heading', { name: 'Activate the Exhibitor Passport' }, FIRST_RENDER);
    const lawful = screen.getByRole('checkbox', { name: /lawful permission/ });
    const exports = screen.getByRole('checkbox', { name: /mark the record as exported/ });
    lawful.focus();
    await user.keyboard(' ');
    await user.tab();
    expect(exports).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(api.callsTo('PUT /api/passport/activation')).toHaveLength(1));
    expect(api.callsTo('PUT /api/passport/activation')[0]?.body).toEqual({
      lawful_permission: true,
      exported_contacts_handling: true,
    });
    expect(await screen.findByRole('navigation', { name: 'Exhibitor Passport' }, FIRST_RENDER)).toBeVisible();
    expect(await screen.findByText('Your company has no passport users for this show year.')).toBeVisible();
  });

  it('opens the app straight away for a company that accepted before', async () => {
    renderLayout(true);
    expect(await screen.findByRole('navigation', { name: 'Exhibitor Passport' }, FIRST_RENDER)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Activate the Exhibitor Passport' })).toBeNull();
  });
});

describe('a passport that cannot open', { timeout: 30_000 }, () => {
  it('tells a member without a seat so, with the way to support, and no Try again that cannot help', async () => {
    const { api } = renderPassport(
      '/passport/overview',
      { 'GET /api/passport/activation': { status: 403, body: { code: 'forbidden', msg: NO_PASSPORT_SEAT } } },
      { frame: false },
    );
    expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent(NO_PASSPORT_SEAT);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // A refusal is not retried behind the member's back either.
    expect(api.callsTo('GET /api/passport/activation')).toHaveLength(1);
  });

  it('offers Try again when the server failed, and opens the passport when it answers', async () => {
    let failing = true;
    const { user } = renderPassport('/passport/territory-manager', {
      'GET /api/passport/activation': () => (failing ? { status: 503 } : { body: activation(true) }),
      'GET /api/passport/territories': { body: { show_year: 'imts-2026', users: [] } },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, FIRST_RENDER);
    expect(screen.queryByRole('link', { name: 'Contact support' })).toBeNull();
    failing = false;
    await user.click(retry);
    expect(await screen.findByRole('navigation', { name: 'Exhibitor Passport' }, FIRST_RENDER)).toBeVisible();
  });
});
