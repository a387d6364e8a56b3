// The name of a list or filter being saved or renamed: the contracts' rules, checked as typed, with
// the server's refusal (a name already taken) shown in the same place.
import type { z } from 'zod';
import { SingleTextInputDialog } from '../../../components/single-text-input-dialog.tsx';

type NameDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  value?: string;
  /** The contracts' name schema (list or filter): its first message is the warning. */
  schema: z.ZodType;
  /** The server's refusal of the last name sent, shown until the name changes. */
  serverError: { name: string; msg: string } | null;
  busy: boolean;
  onConfirm: (name: string) => void;
  onCancel: () => void;
};

export function NameDialog({ schema, serverError, ...props }: NameDialogProps) {
  const validate = (value: string) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
    return serverError && serverError.name === value ? serverError.msg : null;
  };
  return <SingleTextInputDialog {...props} validate={validate} />;
}
