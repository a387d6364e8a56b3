// New folder: the single-text-input dialog with the file-name rule, worded for a folder.
import { checkNewFolderName } from '@mti/contracts/files/folder-name';
import { SingleTextInputDialog } from '../../../components/single-text-input-dialog.tsx';

type NewFolderDialogProps = {
  opened: boolean;
  siblingNames: readonly string[];
  busy: boolean;
  onConfirm: (name: string) => void;
  onCancel: () => void;
};

export function NewFolderDialog({ opened, siblingNames, busy, onConfirm, onCancel }: NewFolderDialogProps) {
  return (
    <SingleTextInputDialog
      opened={opened}
      title="New folder"
      label="Folder name"
      buttonLabels={['Create', 'Cancel']}
      validate={(value) => checkNewFolderName(value, siblingNames)}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
