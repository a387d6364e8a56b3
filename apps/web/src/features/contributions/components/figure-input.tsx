// A units or dollars field of USMTO in Advance: the text is selected on focus, so Tab, type, Tab
// replaces the figure instead of appending to it; the rule's message (the AGMA upload's, the same
// the server gives) shows once the field was left or a submit was tried.
import { TextInput } from '@mantine/core';

type FigureInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
};

export function FigureInput({ label, value, onChange, error }: FigureInputProps) {
  return (
    <TextInput
      label={label}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      onFocus={(event) => event.currentTarget.select()}
      onChange={(event) => onChange(event.currentTarget.value.trim())}
      error={error}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
