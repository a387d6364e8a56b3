// Rename and Delete of a saved list or filter: the name dialog (with the server's refusal shown in
// place) and the confirmation before deleting.
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { NameDialog } from './name-dialog.tsx';

export type Named = { id: number; name: string };

type RenameDeleteDialogsProps = {
  /** "list", "filter". */
  noun: string;
  schema: z.ZodType;
  renaming: Named | null;
  deleting: Named | null;
  onRename: (id: number, name: string) => Promise<unknown>;
  onDelete: (id: number) => Promise<unknown>;
  onClose: () => void;
};

export function RenameDeleteDialogs({
  noun,
  schema,
  renaming,
  deleting,
  onRename,
  onDelete,
  onClose,
}: RenameDeleteDialogsProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ name: string; msg: string } | null>(null);
  const run = async (call: () => Promise<unknown>, onError: (error: unknown) => void) => {
    setBusy(true);
    try {
      await call();
      setRefusal(null);
      onClose();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      <NameDialog
        opened={renaming !== null}
        title={`Rename ${noun}`}
        label={`${capital} name`}
        value={renaming?.name}
        schema={schema}
        serverError={refusal}
        busy={busy}
        onCancel={onClose}
        onConfirm={(name) =>
          renaming &&
          void run(
            () => onRename(renaming.id, name),
            (error) => setRefusal({ name, msg: serverMessageOr(error, SAVE_FAILED) }),
          )
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${noun}`}
        message={`Delete the ${noun} “${deleting?.name ?? ''}”? This cannot be undone.`}
        buttonLabels={['Delete', 'Cancel']}
        danger
        busy={busy}
        onCancel={onClose}
        onConfirm={() =>
          deleting &&
          void run(
            () => onDelete(deleting.id),
            (error) => showToast({ tone: 'error', message: serverMessageOr(error, SAVE_FAILED) }),
          )
        }
      />
    </>
  );
}

/** A row's Rename and Delete buttons, named after the row for screen readers. */
export function RenameDeleteButtons({
  name,
  onRename,
  onDelete,
}: {
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="compact-xs" variant="subtle" aria-label={`Rename ${name}`} onClick={onRename}>
        Rename
      </Button>
      <Button size="compact-xs" variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
