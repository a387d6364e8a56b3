// The roles and company forms, keyboard only (Tab, type, Tab): they send the version read with the
// roles ticked or the company picked, and refuse an administrator's removal of their own
// administrator role in the server's words, sending nothing.
import { OWN_ADMIN_ROLE } from '@mti/contracts/admin/user-links';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { UserCompanyForm } from './user-company-form.tsx';
import { UserRolesForm } from './user-roles-form.tsx';

const slow = { timeout: 60_000 };
const admin = { roles: ['usmto'], is_administrator: true, version: 7 };

describe('the roles form', () => {
  it('refuses an administrator removing their own administrator role', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([
      { path: '/', element: <UserRolesForm user={admin} isSelf saving={false} refusal={null} onSubmit={onSubmit} /> },
    ]);
    const keyboard = userEvent.setup({ delay: null });
    await keyboard.click(await screen.findByRole('checkbox', { name: /^Portal administrator/ }));
    expect(await screen.findByText(OWN_ADMIN_ROLE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save roles' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the roles ticked with the keyboard, and the version read', slow, async () => {
    const onSubmit = vi.fn();
    renderRoutes([
      {
        path: '/',
        element: <UserRolesForm user={admin} isSelf={false} saving={false} refusal={null} onSubmit={onSubmit} />,
      },
    ]);
    const keyboard = userEvent.setup({ delay: null });
    (await screen.findByRole('checkbox', { name: /^usmto$/ })).focus();
    await keyboard.keyboard(' '); // usmto off
    await keyboard.tab();
    await keyboard.keyboard(' '); // mapus on
    await keyboard.tab();
    expect(screen.getByRole('checkbox', { name: /^awt/ })).toHaveFocus();
    await keyboard.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(onSubmit).toHaveBeenCalledWith({ version: 7, roles: ['mapus'], is_administrator: true });
  });
});

describe('the company form', () => {
  it('sends the company typed and picked, or none when cleared', slow, async () => {
    const onSubmit = vi.fn();
    const companies = [
      { company_id: 3, company_name: 'Keystone Machine Tools' },
      { company_id: 5, company_name: 'Summit Gear & Automation' },
    ];
    renderRoutes([
      {
        path: '/',
        element: (
          <UserCompanyForm
            user={{ company: null, version: 2 }}
            companies={companies}
            saving={false}
            refusal={null}
            onSubmit={onSubmit}
          />
        ),
      },
    ]);
    const keyboard = userEvent.setup({ delay: null });
    await keyboard.click(await screen.findByRole('textbox', { name: 'Exhibitor company' }));
    await keyboard.keyboard('Summ');
    await keyboard.keyboard('{ArrowDown}{Enter}');
    await keyboard.tab();
    await keyboard.click(screen.getByRole('button', { name: 'Save company' }));
    expect(onSubmit).toHaveBeenCalledWith({ version: 2, company_id: 5 });
  });
});
