// Dialog kind "singleTextInput" (spec §3 Modal type 1): one text field whose warning shows live;
// confirm is disabled while a warning shows (spec §5, rename file).
import { Modal, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type ButtonLabelPair, DialogButtons } from './dialog-buttons.tsx';

type SingleTextInputDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  /** The value the field starts with each time the dialog opens. */
  value?: string;
  buttonLabels?: ButtonLabelPair;
  /** The warning for a value, or null when the value may be confirmed. */
  validate: (value: string) => string | null;
  onConfirm: (value: string) => void;
  onCancel: () => void;
  busy?: boolean;
};

export function SingleTextInputDialog({
  opened,
  title,
  onCancel,
  busy = false,
  ...fieldProps
}: SingleTextInputDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={!busy} closeOnEscape={!busy}>
      {/* Rendered inside the modal, so each opening starts from a fresh value. */}
      <SingleTextInputForm {...fieldProps} onCancel={onCancel} busy={busy} />
    </Modal>
  );
}

type SingleTextInputFormProps = Omit<SingleTextInputDialogProps, 'opened' | 'title'>;

function SingleTextInputForm({
  label,
  value: initialValue = '',
  buttonLabels = ['Save', 'Cancel'],
  validate,
  onConfirm,
  onCancel,
  busy,
}: SingleTextInputFormProps) {
  const [value, setValue] = useState(initialValue);
  // The value the dialog opens with is not the user's doing: its warning waits for an edit or a confirm.
  const [warningVisible, setWarningVisible] = useState(false);
  const warning = warningVisible ? validate(value) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    // Visible from the first confirm on: a refusal that comes back later (the server's) shows too.
    setWarningVisible(true);
    if (validate(value) !== null) return;
    onConfirm(value);
  }

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        label={label}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setWarningVisible(true);
        }}
        error={warning}
        disabled={busy}
        data-autofocus
      />
      <DialogButtons
        labels={buttonLabels}
        onCancel={onCancel}
        confirmType="submit"
        confirmDisabled={warning !== null}
        busy={busy}
      />
    </form>
  );
}
