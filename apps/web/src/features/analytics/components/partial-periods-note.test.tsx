import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { regionStateByYear } from '../../../../test/analyzer-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PartialPeriodsNote } from './partial-periods-note.tsx';

const q4 = { dimension: 'quarter' as const, key: '2026-Q4', label: 'Q4 2026', months: 2, of: 3 };
const withPartial = (periods: (typeof q4)[]) => ({ ...regionStateByYear(), partial_periods: periods });

describe('PartialPeriodsNote', { timeout: 30_000 }, () => {
  it('says which period is left out and includes it from the keyboard', async () => {
    const onInclude = vi.fn();
    renderWithProviders(<PartialPeriodsNote result={withPartial([q4])} included={false} onInclude={onInclude} />);
    const note = screen.getByRole('alert', { name: 'Partial periods' });
    expect(note).toHaveTextContent('Q4 2026 is partial: 2 of 3 months (left out) —include it');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'include it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onInclude).toHaveBeenCalledWith(true);
  });

  it('offers to leave them out again once included', async () => {
    const onInclude = vi.fn();
    const q1 = { ...q4, key: '2026-Q1', label: 'Q1 2026' };
    renderWithProviders(<PartialPeriodsNote result={withPartial([q1, q4])} included onInclude={onInclude} />);
    expect(screen.getByRole('alert', { name: 'Partial periods' })).toHaveTextContent(
      'Q1 2026 is partial: 2 of 3 months; Q4 2026 is partial: 2 of 3 months (included, flagged in the result)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'leave them out' }));
    expect(onInclude).toHaveBeenCalledWith(false);
  });

  it('shows nothing without partial periods', () => {
    renderWithProviders(<PartialPeriodsNote result={regionStateByYear()} included={false} onInclude={vi.fn()} />);
    expect(screen.queryByRole('alert', { name: 'Partial periods' })).toBeNull();
  });
});
