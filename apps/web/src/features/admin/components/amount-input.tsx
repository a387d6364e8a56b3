// A dollar amount as an administrator types it ("12.50", "1,234.50", or with a decimal comma
// "12,50"; read by the contracts' parseAmountToCents on both sides). The field is never reformatted
// while typed; getting focus selects it, so that Tab, type replaces the amount instead of appending
// to it (issue 13's finding), and its rule's message shows once the field is left.
import { TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  /** The rule's message for the value, or null; shown after the field was left (or on submit). */
  problem: string | null;
  /** Set by the form on submit, so that the message shows even if the field was never visited. */
  forceShow?: boolean;
  w?: number;
};

export function AmountInput({ label, description, value, onChange, problem, forceShow = false, w = 220 }: Props) {
  const [left, setLeft] = useState(false);
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={() => setLeft(true)}
      error={left || forceShow ? problem : null}
      w={w}
    />
  );
}
