// Deleting a booth contract by keyboard (decision 074): only a contract without a subscription
// offers it, the dialog names the company, cycle and booth, the DELETE names the version read, and a
// refusal stays in the dialog in the server's words.
import type { ConsoleCompanyDetail } from '@mti/contracts/admin/console-companies';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeReply, fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { CompanyContracts } from './company-contracts.tsx';

const slow = { timeout: 60_000 };
const company: ConsoleCompanyDetail = {
  id: 41,
  name: 'Sample Lathe Works',
  version: 2,
  contracts: 2,
  users: 0,
  verified_domains: 0,
  products: [],
  contract_list: [
    { show_year: 'imts-2024', booth: 'E-100', version: 1, subscription_id: 9 },
    { show_year: 'imts-2026', booth: 'L-1', version: 3, subscription_id: null },
  ],
  domain_list: [],
  show_years: ['imts-2024', 'imts-2026'],
};
const url = '/api/admin/console/companies/41/contracts/imts-2026';

describe('deleting a booth contract', () => {
  it('asks first, sends the version read, and keeps a refusal in the dialog', slow, async () => {
    let answer: FakeReply = { status: 409, body: { code: 'stale', msg: STALE_EDIT_MSG } };
    const api = fakeApi({ [`DELETE ${url}`]: () => answer });
    renderRoutes([{ path: '/', element: <CompanyContracts company={company} /> }]);
    const user = userEvent.setup({ delay: null });
    expect(screen.queryByRole('button', { name: 'Delete the imts-2024 contract' })).toBeNull();
    const remove = await screen.findByRole('button', { name: 'Delete the imts-2026 contract' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this booth contract' });
    expect(dialog).toHaveTextContent("Delete Sample Lathe Works's booth contract for imts-2026 (booth L-1)?");
    screen.getByRole('button', { name: 'Delete the contract' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_EDIT_MSG);
    expect(api.callsTo(`DELETE ${url}`).map((c) => c.url.searchParams.get('version'))).toEqual(['3']);

    answer = { status: 200, body: { ...company, contracts: 1, contract_list: [company.contract_list[0]] } };
    screen.getByRole('button', { name: 'Delete the contract' }).focus();
    await user.keyboard('{Enter}');
    expect(api.callsTo(`DELETE ${url}`)).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this booth contract' })).toBeNull());
  });
});
