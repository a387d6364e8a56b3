// The help page shows the examples the shared rule is tested against, each with the arrow that
// rule gives (packages/contracts/src/workholding/arrow-indicator.test.ts checks the rule itself).
import { ARROW_EXAMPLES, ARROW_TEXT, arrowOf } from '@mti/contracts/workholding/arrow-indicator';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AwtArrowIndicatorContent } from './awt-arrow-indicator.tsx';

describe('the AWT arrow indicator help page', () => {
  it('shows every example with the arrow the dashboard would show', () => {
    renderWithProviders(<AwtArrowIndicatorContent />);
    const rows = screen.getAllByTestId('arrow-example');
    expect(rows).toHaveLength(ARROW_EXAMPLES.length);
    ARROW_EXAMPLES.forEach((example, i) => {
      const cells = within(rows[i] as HTMLElement).getAllByRole('cell');
      const arrow = arrowOf(example.current, example.prior);
      expect(cells[3]).toHaveTextContent(arrow ? ARROW_TEXT[arrow].label : 'No arrow');
    });
    expect(screen.getByText(/exactly 5% either way already counts as up or down/)).toBeInTheDocument();
    expect(screen.getByText(/fewer than 3 participants in any of the latest 3 months/)).toBeInTheDocument();
  });
});
