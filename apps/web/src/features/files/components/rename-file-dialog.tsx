// Rename (spec §5): the single-text-input dialog with the rule's warnings shown live; confirm is
// disabled while one shows. The name is edited without its extension, which stays.
import { baseNameOf, checkNewFileName, extensionOf } from '@mti/contracts/files/file-name';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { SingleTextInputDialog } from '../../../components/single-text-input-dialog.tsx';

type RenameFileDialogProps = {
  /** The file being renamed; null while the dialog is closed. */
  file: RepositoryFileDto | null;
  /** Names of everything in the folder, the file's own included. */
  siblingNames: readonly string[];
  busy: boolean;
  onConfirm: (newName: string) => void;
  onCancel: () => void;
};

export function RenameFileDialog({ file, siblingNames, busy, onConfirm, onCancel }: RenameFileDialogProps) {
  const extension = file && file.folder !== 'true' ? extensionOf(file.name) : '';
  return (
    <SingleTextInputDialog
      opened={file !== null}
      title={file?.folder === 'true' ? 'Rename folder' : 'Rename file'}
      label={extension ? `New name (${extension} is kept)` : 'New name'}
      value={file ? (file.folder === 'true' ? file.name : baseNameOf(file.name)) : ''}
      buttonLabels={['Rename', 'Cancel']}
      validate={(value) => checkNewFileName(value, { extension, siblingNames, currentName: file?.name })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />
  );
}
