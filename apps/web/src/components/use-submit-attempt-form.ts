// A @mantine/form form whose validation messages appear only after the first submit attempt
// (spec §5 card forms) and from then on follow the values as the user corrects them.
import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { useRef } from 'react';

type SubmitAttemptFormInput<Values> = Omit<
  UseFormInput<Values>,
  'mode' | 'clearInputErrorOnChange' | 'validateInputOnChange' | 'validateInputOnBlur' | 'onValuesChange'
>;

export function useSubmitAttemptForm<Values extends Record<string, unknown>>(
  input: SubmitAttemptFormInput<Values>,
): UseFormReturnType<Values> {
  const submitAttempted = useRef(false);
  // onValuesChange runs inside the form's own setters, before this render has a form to call.
  const latestForm = useRef<UseFormReturnType<Values> | null>(null);
  const form = useForm<Values>({
    ...input,
    mode: 'controlled',
    // Messages are computed below, all at once; a keystroke must not clear one before the re-check.
    clearInputErrorOnChange: false,
    onValuesChange: () => {
      if (submitAttempted.current) latestForm.current?.validate();
    },
  });
  latestForm.current = form;

  return {
    ...form,
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      submitAttempted.current = true;
      form.onSubmit(handleSubmit, handleValidationFailure)(event);
    },
  };
}
