import { ROADMAP_NO_RESULTS, ROADMAP_SEARCH_PLACEHOLDER } from '@mti/contracts/roadmaps/roadmaps-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ADDITIVE, JOINING } from '../../../../test/roadmap-fixtures.ts';
import { CompareView } from './compare-view.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [term, setTerm] = useState(initial);
  return <CompareView roadmaps={[JOINING, ADDITIVE]} term={term} onSearch={setTerm} />;
}

const current = () => document.querySelector('mark[data-current]');
const marks = () => [...document.querySelectorAll('mark[data-match]')];

// The machine is shared and slow: a generous per-test timeout, no timing asserted.
vi.setConfig({ testTimeout: 20_000 });

describe('CompareView', () => {
  it('shows both roadmaps side by side', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('article', { name: 'Joining Roadmap' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Additive Roadmap' })).toBeVisible();
  });

  it('highlights the term in both documents and steps with Enter and Shift+Enter', async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText(ROADMAP_SEARCH_PLACEHOLDER);
    await user.type(box, 'welding{Enter}');
    // One match in each document, in page order: the left one first.
    expect(marks().map((m) => m.closest('article')?.getAttribute('aria-label'))).toEqual([
      'Joining Roadmap',
      'Additive Roadmap',
    ]);
    expect(current()).toBe(marks()[0]);
    expect(screen.getByText('Match 1 of 2 for “welding”')).toBeVisible();

    await user.type(box, '{Enter}');
    expect(current()).toBe(marks()[1]);
    expect(current()).toHaveAttribute('aria-current', 'true');
    await user.type(box, '{Enter}'); // wraps around
    expect(current()).toBe(marks()[0]);
    await user.type(box, '{Shift>}{Enter}{/Shift}');
    expect(current()).toBe(marks()[1]);
    expect(screen.getByText('Match 2 of 2 for “welding”')).toBeVisible();
    expect(marks()).toHaveLength(2);
    expect(document.querySelectorAll('mark[data-current]')).toHaveLength(1);
  });

  it("alerts 'No results found!' when nothing matches", async () => {
    renderWithProviders(<Harness />);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText(ROADMAP_SEARCH_PLACEHOLDER), 'quantum{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(ROADMAP_NO_RESULTS);
    expect(marks()).toHaveLength(0);
  });

  it('matches a term with regular-expression characters as plain text', async () => {
    renderWithProviders(<Harness initial="(aluminium" />);
    expect(screen.getByRole('alert')).toHaveTextContent(ROADMAP_NO_RESULTS);
  });
});
