// The company, booth-contract and sender-domain forms, keyboard only (Tab, type, Tab): each says what
// the server would refuse, in the server's words, as a field is left, and sends nothing until valid.
import { BOOTH_INVALID, DOMAIN_INVALID } from '@mti/contracts/admin/console-companies';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { BoothContractForm } from './booth-contract-form.tsx';
import { CompanyNameForm } from './company-name-form.tsx';
import { SenderDomainForm } from './sender-domain-form.tsx';

const slow = { timeout: 60_000 };
const idle = { saving: false, saved: false, error: null };
function render(element: ReactNode) {
  renderRoutes([{ path: '/', element }]);
  return userEvent.setup({ delay: null });
}

describe('the company name form', () => {
  it('says a blank name when it is left, then sends the name typed', slow, async () => {
    const onSave = vi.fn();
    const user = render(<CompanyNameForm name="Cascade Metrology" {...idle} onSave={onSave} />);
    await user.click(await screen.findByRole('textbox', { name: /Company name/ }));
    await user.clear(screen.getByRole('textbox', { name: /Company name/ }));
    await user.tab();
    expect(await screen.findByText('Company name cannot be blank!')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('textbox', { name: /Company name/ }));
    await user.keyboard('Cascade Gauges');
    await user.tab();
    expect(screen.queryByText('Company name cannot be blank!')).toBeNull();
    await user.keyboard('{Enter}');
    expect(onSave).toHaveBeenCalledWith({ name: 'Cascade Gauges' });
  });
});

describe('the sender domain form', () => {
  it('refuses an address or a name without a dot, then sends the domain in lower case', slow, async () => {
    const onSave = vi.fn();
    const user = render(<SenderDomainForm {...idle} onSave={onSave} />);
    await user.click(await screen.findByRole('textbox', { name: 'Domain' }));
    await user.keyboard('sales@summit-gear.test');
    await user.tab();
    expect(await screen.findByText(DOMAIN_INVALID)).toBeVisible();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Domain' }));
    await user.keyboard('Summit-Gear.TEST');
    await user.tab();
    expect(screen.queryByText(DOMAIN_INVALID)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify domain' }));
    expect(onSave).toHaveBeenCalledWith({ domain: 'summit-gear.test' });
  });
});

describe('the booth contract form', () => {
  it('refuses a booth with signs, then sends the new booth', slow, async () => {
    const onSave = vi.fn();
    const contract = { show_year: 'imts-2026', booth: 'S-1422', version: 3, subscription_id: 7 };
    const user = render(<BoothContractForm contract={contract} showYears={[]} {...idle} onSave={onSave} />);
    const booth = await screen.findByRole('textbox', { name: /Booth/ });
    await user.click(booth);
    await user.clear(booth);
    await user.keyboard('#14');
    await user.tab();
    expect(await screen.findByText(BOOTH_INVALID)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save booth' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(booth);
    await user.keyboard('S-1500');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save booth' }));
    expect(onSave).toHaveBeenCalledWith({ show_year: 'imts-2026', booth: 'S-1500' });
  });
});
