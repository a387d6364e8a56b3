// Save Filter: names Find Prospects' criteria (show year, contact type, filters) and keeps them.
import { renameFilterBody, type SaveFilterBody } from '@mti/contracts/passport/passport-api';
import { useState } from 'react';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useSaveFilter } from '../api/saved-filters.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { NameDialog } from './name-dialog.tsx';

type SaveFilterDialogProps = { opened: boolean; body: Omit<SaveFilterBody, 'name'>; onClose: () => void };

export function SaveFilterDialog({ opened, body, onClose }: SaveFilterDialogProps) {
  const save = useSaveFilter();
  const [refusal, setRefusal] = useState<{ name: string; msg: string } | null>(null);
  return (
    <NameDialog
      opened={opened}
      title="Save Filter"
      label="Filter name"
      schema={renameFilterBody.shape.name}
      serverError={refusal}
      busy={save.isPending}
      onCancel={onClose}
      onConfirm={(name) =>
        save.mutate(
          { ...body, name },
          {
            onSuccess: () => {
              setRefusal(null);
              onClose();
              showToast({ tone: 'success', message: `Saved the filter “${name.trim()}”.` });
            },
            onError: (error) => setRefusal({ name, msg: serverMessageOr(error, SAVE_FAILED) }),
          },
        )
      }
    />
  );
}
