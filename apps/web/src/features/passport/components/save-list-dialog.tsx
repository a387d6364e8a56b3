// Save List: names the list and saves the contacts of `source` (picked ones, or all that a find,
// search or segment matches) under the show year. The server answers with the list's counts.
import { type ListSource, renameListBody } from '@mti/contracts/passport/passport-api';
import { useState } from 'react';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useCreateList } from '../api/saved-lists.ts';
import { formatCount } from '../format-count.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { NameDialog } from './name-dialog.tsx';

type SaveListDialogProps = { opened: boolean; showYear: string; source: ListSource; onClose: () => void };

export function SaveListDialog({ opened, showYear, source, onClose }: SaveListDialogProps) {
  const create = useCreateList();
  const [refusal, setRefusal] = useState<{ name: string; msg: string } | null>(null);
  return (
    <NameDialog
      opened={opened}
      title="Save List"
      label="List name"
      schema={renameListBody.shape.name}
      serverError={refusal}
      busy={create.isPending}
      onCancel={onClose}
      onConfirm={(name) =>
        create.mutate(
          { name, show_year: showYear, source },
          {
            onSuccess: (list) => {
              setRefusal(null);
              onClose();
              showToast({
                tone: 'success',
                message: `Saved the list “${list.name}” with ${formatCount(list.total_contacts)} contacts.`,
              });
            },
            onError: (error) => setRefusal({ name, msg: serverMessageOr(error, SAVE_FAILED) }),
          },
        )
      }
    />
  );
}
