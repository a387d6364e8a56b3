import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PasswordField, SelectField, TextField } from './form-fields.tsx';
import { useSubmitAttemptForm } from './use-submit-attempt-form.ts';

type CardValues = { firstname: string; email: string; ccv2: string; month: string | null };

// A cut of the spec §5 card form, with its messages.
function CardForm({ onSave }: { onSave: (values: CardValues) => void }) {
  const form = useSubmitAttemptForm<CardValues>({
    initialValues: { firstname: '', email: '', ccv2: '', month: null },
    validate: {
      firstname: (v) => (v ? null : 'First Name is required'),
      email: (v) =>
        !v
          ? 'Email is required'
          : /^[\w.%+-]+@[\w.-]+\.[A-Za-z]{2,4}$/.test(v)
            ? null
            : 'Please provide a valid email address',
      ccv2: (v) => (v ? null : 'Security Code is required'),
      month: (v) => (v ? null : 'Month is required'),
    },
  });
  return (
    <form onSubmit={form.onSubmit(onSave)} noValidate>
      <TextField form={form} path="firstname" label="First Name" withAsterisk />
      <TextField form={form} path="email" label="Email" type="email" withAsterisk />
      <PasswordField form={form} path="ccv2" label="Security Code" withAsterisk />
      <SelectField form={form} path="month" label="Month" data={['01', '02', '03']} withAsterisk />
      <Button type="submit">Save</Button>
    </form>
  );
}

function renderCardForm() {
  const onSave = vi.fn();
  renderWithProviders(<CardForm onSave={onSave} />);
  return { onSave, user: userEvent.setup() };
}

const messages = ['First Name is required', 'Email is required', 'Security Code is required', 'Month is required'];

describe('form fields with useSubmitAttemptForm', () => {
  it('shows no message before the first submit attempt, however the fields are edited', async () => {
    const { user } = renderCardForm();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.clear(screen.getByLabelText(/First Name/));
    await user.tab();
    expect(screen.queryByText('Please provide a valid email address')).not.toBeInTheDocument();
    for (const message of messages) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows every message on a submit attempt, linked to its field, and saves nothing', async () => {
    const { user, onSave } = renderCardForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of messages) expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText(/First Name/)).toHaveAccessibleDescription('First Name is required');
    expect(screen.getByLabelText(/Security Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Security Code/)).toHaveAccessibleDescription('Security Code is required');
    expect(screen.getByRole('textbox', { name: /Month/ })).toHaveAccessibleDescription('Month is required');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('updates the messages live after the first attempt', async () => {
    const { user } = renderCardForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const email = screen.getByLabelText(/Email/);
    await user.type(email, 'ada@');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address')).toBeVisible();
    await user.type(email, 'example.com');
    expect(screen.queryByText('Please provide a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('First Name is required')).toBeVisible();

    await user.type(screen.getByLabelText(/First Name/), 'A');
    expect(screen.queryByText('First Name is required')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText(/First Name/));
    expect(screen.getByText('First Name is required')).toBeVisible();
  });

  it('saves the values once every field is valid', async () => {
    const { user, onSave } = renderCardForm();
    await user.type(screen.getByLabelText(/First Name/), 'Ada');
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/Security Code/), '123');
    await user.click(screen.getByRole('textbox', { name: /Month/ }));
    // jsdom leaves the dropdown display:none, so its options only count as hidden ones.
    await user.click(await screen.findByRole('option', { name: '03', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith(
      { firstname: 'Ada', email: 'ada@example.com', ccv2: '123', month: '03' },
      expect.anything(),
    );
    for (const message of messages) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
