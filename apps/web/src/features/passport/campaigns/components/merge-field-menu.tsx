// "Insert merge field": first name, company or booth number with the fallback that replaces an
// empty value, written as the token the server fills in ({{first_name|there}}).
import { Button, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  MERGE_FIELD_DEFAULT_FALLBACKS,
  MERGE_FIELD_LABELS,
  MERGE_FIELDS,
  type MergeField,
  mergeFieldToken,
} from '@mti/contracts/passport/campaigns-api';
import { IconBraces } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { DialogButtons } from '../../../../components/dialog-buttons.tsx';

export function MergeFieldMenu({ onInsert }: { onInsert: (token: string) => void }) {
  const [opened, setOpened] = useState(false);
  const [field, setField] = useState<MergeField>('first_name');
  const [fallback, setFallback] = useState(MERGE_FIELD_DEFAULT_FALLBACKS.first_name);

  function insert(event: FormEvent) {
    event.preventDefault();
    // The dialog closes first, so the editor gets the focus back before the token goes in.
    setOpened(false);
    onInsert(mergeFieldToken(field, fallback.trim() || undefined));
  }

  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconBraces size={14} />} onClick={() => setOpened(true)}>
        Insert merge field
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Insert merge field" centered size="sm">
        <form aria-label="Insert merge field" onSubmit={insert}>
          <Stack gap="xs">
            <NativeSelect
              label="Field"
              value={field}
              onChange={(e) => {
                const next = e.currentTarget.value as MergeField;
                setField(next);
                setFallback(MERGE_FIELD_DEFAULT_FALLBACKS[next]);
              }}
              data={MERGE_FIELDS.map((f) => ({ value: f, label: MERGE_FIELD_LABELS[f] }))}
            />
            <TextInput
              label="Fallback"
              description="Used when a contact has no value"
              value={fallback}
              onChange={(e) => setFallback(e.currentTarget.value)}
            />
          </Stack>
          <DialogButtons labels={['Insert', 'Cancel']} confirmType="submit" onCancel={() => setOpened(false)} />
        </form>
      </Modal>
    </>
  );
}
