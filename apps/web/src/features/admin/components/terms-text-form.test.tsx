import type { TermsTextDetail } from '@mti/contracts/admin/console-terms';
import { TERMS_TEXT_BLANK, TERMS_TEXT_UNCHANGED, termsLinkRefused } from '@mti/contracts/catalog/terms-text';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TermsTextForm } from './terms-text-form.tsx';

const terms: TermsTextDetail = {
  terms_key: 'econ',
  apps: ['Economic Trends'],
  version: 1,
  published_at: '2026-11-01T12:00:00.000Z',
  accepted_current: 3,
  accepted_any: 4,
  body: 'Sample terms.\n\n## 1. Who may use it\nMembers only.',
  history: [{ version: 1, published_at: '2026-11-01T12:00:00.000Z', published_by: null }],
};

describe('the terms text form', () => {
  it('previews what members see and refuses a blank, unchanged or script-linked text from the keyboard, then publishes', async () => {
    const onPublish = vi.fn();
    renderWithProviders(<TermsTextForm terms={terms} publishing={false} onPublish={onPublish} />);
    const user = userEvent.setup({ delay: null });
    const preview = screen.getByRole('region', { name: 'Preview of the terms dialog' });
    expect(within(preview).getByRole('heading', { name: '1. Who may use it' })).toBeVisible();
    expect(screen.getByText(/Members who accepted version 1 are asked to accept again/)).toBeVisible();

    await user.tab(); // into the text
    expect(screen.getByRole('textbox', { name: /^Terms text/ })).toHaveFocus();
    await user.tab(); // out to the preview and Publish: unchanged
    expect(await screen.findByText(TERMS_TEXT_UNCHANGED)).toBeVisible();

    const field = screen.getByRole('textbox', { name: /^Terms text/ });
    await user.clear(field);
    await user.tab();
    expect(await screen.findByText(TERMS_TEXT_BLANK)).toBeVisible();

    await user.click(field);
    await user.keyboard('[[x](javascript:alert(1))');
    await user.tab();
    expect(await screen.findByText(termsLinkRefused('javascript:alert(1'))).toBeVisible();
    expect(within(preview).queryByRole('link')).toBeNull();

    await user.clear(field);
    await user.keyboard(' New.{Enter}{Enter}- One{Enter}- [[Terms of Use](/legal/terms-of-use) ');
    expect(within(preview).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms-of-use');
    await user.tab(); // to the preview's link
    expect(within(preview).getByRole('link', { name: 'Terms of Use' })).toHaveFocus();
    await user.tab(); // to Publish
    expect(screen.getByRole('button', { name: 'Publish version 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPublish).toHaveBeenCalledTimes(1);
    // Typing is slow in jsdom on a shared machine; the timeout is not a performance check.
    expect(onPublish).toHaveBeenCalledWith('New.\n\n- One\n- [Terms of Use](/legal/terms-of-use)');
  }, 60_000);
});
