import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SurveyNumberInput } from './survey-number-input.tsx';

function Field({ kind, initial }: { kind: 'amount' | 'percent'; initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SurveyNumberInput kind={kind} label="Figure" value={value} onValueChange={setValue} />
      <button type="button">elsewhere</button>
    </>
  );
}

describe('a survey number field', () => {
  it('empties a zero on focus, keeps digits and one dot, and formats a rounded amount on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="0" />);
    const input = screen.getByRole('textbox', { name: 'Figure' });
    await user.click(input);
    expect(input).toHaveValue('');
    await user.type(input, '00$1,234x.567');
    expect(input).toHaveValue('1234.56');
    await user.tab();
    expect(input).toHaveValue('1,235');
    await user.click(input);
    expect(input).toHaveValue('1235');
  });

  it('stops an amount at 13 characters and a percentage at 5', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="percent" initial="0" />);
    const input = screen.getByRole('textbox', { name: 'Figure' });
    await user.click(input);
    await user.type(input, '100.255');
    expect(input).toHaveValue('100.2');
    await user.tab();
    expect(input).toHaveValue('100.2');
  });

  it('turns an empty field or a lone dot into 0 on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="12" />);
    const input = screen.getByRole('textbox', { name: 'Figure' });
    await user.clear(input);
    await user.type(input, '.');
    await user.tab();
    expect(input).toHaveValue('0');
  });
});
