// Save as: the single-text-input dialog with the file-name rule of rename (spec §5); a name that
// already exists is the server's to refuse, and its message then shows on that name.
import { checkNameCharacters } from '@mti/contracts/files/file-name';
import { SingleTextInputDialog } from '../../../components/single-text-input-dialog.tsx';

type SaveAsDialogProps = {
  opened: boolean;
  initialName: string;
  busy: boolean;
  /** The server's refusal of a name, shown while the field holds that name. */
  rejected: { name: string; msg: string } | null;
  onConfirm: (name: string) => void;
  onCancel: () => void;
};

export function SaveAsDialog({ opened, initialName, busy, rejected, onConfirm, onCancel }: SaveAsDialogProps) {
  return (
    <SingleTextInputDialog
      opened={opened}
      title="Save analysis as"
      label="File name (.xanalyzer is added)"
      value={initialName}
      buttonLabels={['Save', 'Cancel']}
      validate={(value) =>
        checkNameCharacters(value) ??
        (rejected && rejected.name.toLowerCase() === value.trim().toLowerCase() ? rejected.msg : null)
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
