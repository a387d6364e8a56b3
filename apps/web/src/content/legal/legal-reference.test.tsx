import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findShownDialog } from '../../../test/dialogs.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TermsOfUseContent } from './terms-of-use.tsx';

describe('a reference from one legal text to another', () => {
  it('inside a dialog, opens the other text as a popup with a link to its page', async () => {
    renderWithProviders(<TermsOfUseContent headingLevel={3} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    const popup = await findShownDialog('Privacy Policy');
    expect(await within(popup).findByText(/Last updated: May 2013/)).toBeVisible();
    expect(within(popup).getByRole('link', { name: 'Open as a page' })).toHaveAttribute(
      'href',
      '/legal/privacy-policy',
    );
  });

  it('on a page, is a plain link to the other page', () => {
    renderWithProviders(<TermsOfUseContent />);
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link).toHaveAttribute('href', '/legal/privacy-policy');
    expect(link).not.toHaveAttribute('aria-haspopup');
  });

  it('without the legal texts provided (app/providers.tsx), is a plain link even inside a dialog', () => {
    render(<TermsOfUseContent headingLevel={3} />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).not.toHaveAttribute('aria-haspopup');
  });
});
