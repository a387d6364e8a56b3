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
      <button type="button">before</button>
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

  // Issue 13: focus strips the separators; a member who tabs in and types must replace the figure,
  // not append to it (2,542, Tab, 5000 became 25,425,000).
  it('replaces a formatted figure when a member tabs in and types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="2,542" />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Figure' });
    expect(input).toHaveFocus();
    await user.keyboard('5000');
    await user.tab();
    expect(input).toHaveValue('5,000');
  });

  it('replaces a formatted figure when a member clicks, selects all and types', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="12,345,678" />);
    const input = screen.getByRole('textbox', { name: 'Figure' });
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}9');
    await user.tab();
    expect(input).toHaveValue('9');
  });

  it('replaces a formatted figure filled programmatically (select, then focus, then insert)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="2,542" />);
    const input = screen.getByRole('textbox', { name: 'Figure' }) as HTMLInputElement;
    // What autofill and Playwright's fill do: select the whole text, focus, then insert.
    input.select();
    input.focus();
    await user.keyboard('77');
    await user.tab();
    expect(input).toHaveValue('77');
  });

  it('keeps the caret between the same digits when a member clicks into a formatted figure', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Field kind="amount" initial="1,234,567" />);
    const input = screen.getByRole('textbox', { name: 'Figure' }) as HTMLInputElement;
    input.setSelectionRange(3, 3); // 1,2|34,567
    input.focus();
    await user.keyboard('9');
    expect(input).toHaveValue('12934567');
  });
});
