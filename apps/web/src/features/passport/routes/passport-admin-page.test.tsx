import { FORGOTTEN_NEEDS_EMAIL, NO_FREE_SEAT, REASON_REQUIRED } from '@mti/contracts/passport/passport-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { fakeApi } from '../../../../test/fake-api.ts';
import { adminSubscription, renderPassport, withPassportSession } from '../../../../test/passport-fixtures.ts';
import { ADMINISTRATORS_ONLY } from './passport-admin-page.tsx';

const SUBSCRIPTIONS = 'GET /api/passport/admin/subscriptions';
const EXTRA = 'POST /api/passport/admin/subscriptions/7/extra-seats';
const FORGOTTEN = 'POST /api/passport/admin/forgotten';

function renderAdmin(routes: Parameters<typeof fakeApi>[0] = {}) {
  return renderPassport(
    '/passport/admin',
    {
      [SUBSCRIPTIONS]: { body: { rows: [adminSubscription], total: 1, page: 1, page_size: 25 } },
      ...routes,
    },
    { frame: false },
  );
}

withPassportSession('100001');

describe('Passport administration', { timeout: 30_000 }, () => {
  it('says so to anyone the server refuses', async () => {
    renderAdmin({ [SUBSCRIPTIONS]: { status: 403, body: { code: 'forbidden', msg: 'Forbidden' } } });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(ADMINISTRATORS_ONLY);
    expect(screen.queryByRole('tab', { name: 'Seats' })).toBeNull();
  });

  it('records extra seats only with a reason, and shows the server refusal in the dialog', async () => {
    const { api, user } = renderAdmin({
      [EXTRA]: { status: 409, body: { code: 'no_free_seat', msg: NO_FREE_SEAT } },
    });
    const table = await screen.findByRole('table', { name: 'Passport subscriptions' }, { timeout: 10_000 });
    const row = (await within(table).findByText('Keystone Machine Tools')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Jordan Price (101401)');
    await user.click(
      within(row).getByRole('button', { name: 'Record extra seats for Keystone Machine Tools imts-2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record extra seats' });
    // Keyboard only: the seats field has the focus, Tab to the reason, Enter saves.
    await user.keyboard('{Control>}a{/Control}2');
    await user.tab();
    await user.keyboard('   {Enter}');
    expect(await within(dialog).findByText(REASON_REQUIRED)).toBeInTheDocument();
    expect(api.callsTo(EXTRA)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Order 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NO_FREE_SEAT);
    expect(api.callsTo(EXTRA)[0]?.body).toEqual({ seats: 2, reason: 'Order 1234' });
  });

  it('forgets a person after confirming, refusing a bad e-mail before any call', async () => {
    const { api, user } = renderAdmin({ [FORGOTTEN]: { body: { suppression_id: 9, contacts_removed: 3 } } });
    await user.click(await screen.findByRole('tab', { name: 'Forgotten requests' }, { timeout: 10_000 }));

    const email = screen.getByRole('textbox', { name: 'E-mail of the person' });
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Forget this person' }));
    expect(await screen.findByText(FORGOTTEN_NEEDS_EMAIL)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, ' Pat@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Forget this person' }));
    const confirm = await screen.findByRole('dialog', { name: 'Forget this person?' });
    expect(api.callsTo(FORGOTTEN)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Forget' }));
    await vi.waitFor(() => expect(api.callsTo(FORGOTTEN)).toHaveLength(1));
    expect(api.callsTo(FORGOTTEN)[0]?.body).toEqual({ email: 'pat@example.com' });
    expect(await screen.findByText('Forgotten: 3 contact records removed.')).toBeInTheDocument();
  });

  it('sends the administrator to the console for the lists it pages, instead of a copy of them', async () => {
    const { api, user } = renderAdmin();
    await screen.findByRole('table', { name: 'Passport subscriptions' }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'daily sending cap' })).toHaveAttribute(
      'href',
      '/admin/console/passport/sending-caps',
    );
    await user.click(screen.getByRole('tab', { name: 'Forgotten requests' }));
    expect(await screen.findByRole('link', { name: 'Forgotten-contact requests' })).toHaveAttribute(
      'href',
      '/admin/console/passport/forgotten',
    );
    expect(screen.queryByRole('table', { name: 'Forgotten requests' })).toBeNull();
    // Only the seats are read here: the unpaged list is gone from the screen and from the server.
    const passportCalls = api.calls.filter((c) => c.path.startsWith('/api/passport/'));
    expect(passportCalls.map((c) => `${c.method} ${c.path}`)).toEqual([SUBSCRIPTIONS]);
  });
});
