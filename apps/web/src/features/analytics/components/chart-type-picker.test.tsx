import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { NEEDS_TIME_REASON } from '../chart-choices.ts';
import { ChartTypePicker } from './chart-type-picker.tsx';

const choices = [
  { value: 'table' as const, label: 'Table' },
  { value: 'bar' as const, label: 'Bar' },
  { value: 'line' as const, label: 'Line', disabledReason: NEEDS_TIME_REASON },
  { value: 'pie' as const, label: 'Pie' },
];

// Keyboard events through Mantine's chips are slow in jsdom on a busy machine: a ceiling, not a measure.
describe('ChartTypePicker by keyboard', { timeout: 30_000 }, () => {
  it('reaches an unavailable type with the arrow keys, says why it is off, and does not choose it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<ChartTypePicker choices={choices} value="table" onChange={onChange} />);
    const user = userEvent.setup();
    const radio = (name: string) => screen.getByRole('radio', { name });
    await user.tab();
    expect(radio('Table')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Bar')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('bar');
    await user.keyboard('{ArrowRight}');
    const line = radio('Line');
    expect(line).toHaveFocus();
    expect(line).toHaveAttribute('aria-disabled', 'true');
    expect(line).not.toBeDisabled();
    expect(line).toHaveAccessibleDescription(NEEDS_TIME_REASON);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Space on it (or a click) chooses nothing either.
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowRight}');
    expect(radio('Pie')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('pie');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(radio('Bar')).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('bar');
  });
});
