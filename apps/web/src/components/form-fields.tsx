// Form fields bound to a form by path: value, change handler and message come from the form, so
// every field shows its message the same way (linked to the input, announced as invalid).
import {
  NativeSelect,
  type NativeSelectProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { LooseKeys, UseFormReturnType } from '@mantine/form';

type Bound<Values, InputProps> = Omit<InputProps, 'form' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  form: UseFormReturnType<Values>;
  path: LooseKeys<Values>;
  label: string;
};

export function TextField<Values>({ form, path, ...props }: Bound<Values, TextInputProps>) {
  return <TextInput {...props} {...form.getInputProps(path)} />;
}

export function PasswordField<Values>({ form, path, ...props }: Bound<Values, PasswordInputProps>) {
  const inputProps = form.getInputProps(path);
  // Mantine's PasswordInput links its message but does not mark its input invalid; TextInput does.
  return <PasswordInput {...props} {...inputProps} aria-invalid={!!inputProps.error} />;
}

export function SelectField<Values>({ form, path, ...props }: Bound<Values, SelectProps>) {
  return <Select {...props} {...form.getInputProps(path)} />;
}

/** The browser's own select: autofill (cc-exp-month, address-level1) and phone pickers work with it. */
export function NativeSelectField<Values>({ form, path, ...props }: Bound<Values, NativeSelectProps>) {
  const inputProps = form.getInputProps(path);
  return <NativeSelect {...props} {...inputProps} aria-invalid={!!inputProps.error} />;
}
