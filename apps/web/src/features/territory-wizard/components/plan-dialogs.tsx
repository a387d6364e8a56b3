// The plan's dialogs: Open (own plans and those shared with you), Save as (a file name in your
// home folder) and Share (with your organisation: not shared, read-only or editable).
import { Button, Group, Loader, Modal, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { checkNameCharacters } from '@mti/contracts/files/file-name';
import type { ShareAccess, TerritoryFileSummary } from '@mti/contracts/territory-wizard/territory-api';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error.tsx';
import { paths } from '../../../lib/paths.ts';

export const PLANS_NOT_LOADED = 'Your territory plans could not be loaded. Please try again.';
/** Plans are files in My Files: where a refused list leads. */
const MY_FILES = { to: paths.myFiles, label: 'Go to My Files' };

const ACCESS_TEXT = { owner: 'Yours', edit: 'Shared with you: can edit', read: 'Shared with you: read-only' } as const;

export function OpenPlanDialog({
  opened,
  plans,
  error,
  onRetry,
  onClose,
  onOpen,
}: {
  opened: boolean;
  /** Undefined until the list has come (or when it failed: then `error`). */
  plans: readonly TerritoryFileSummary[] | undefined;
  /** Why the list could not be loaded, if it could not: never shown as "no plans". */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  onOpen: (id: string) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Open a territory plan" size="lg">
      {error ? (
        <LoadError error={error} onRetry={onRetry} fallback={PLANS_NOT_LOADED} elsewhere={MY_FILES} />
      ) : plans === undefined ? (
        <Loader role="status" size="sm" aria-label="Loading your territory plans" />
      ) : plans.length === 0 ? (
        <Text>You have no territory plans yet, and none is shared with you.</Text>
      ) : (
        <Table aria-label="Territory plans">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Access</Table.Th>
              <Table.Th>
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{p.owner_name}</Table.Td>
                <Table.Td>{ACCESS_TEXT[p.access]}</Table.Td>
                <Table.Td>
                  <Button size="compact-sm" aria-label={`Open ${p.name}`} onClick={() => onOpen(p.id)}>
                    Open
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

export function SavePlanAsDialog({
  opened,
  initialName,
  serverError,
  busy,
  onClose,
  onSave,
}: {
  opened: boolean;
  initialName: string;
  serverError: string | null;
  busy: boolean;
  onClose: () => void;
  onSave: (fileName: string) => void;
}) {
  const [name, setName] = useState(initialName);
  const warning = checkNameCharacters(name);
  return (
    <Modal opened={opened} onClose={onClose} title="Save the plan as">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!warning) onSave(name.trim());
        }}
      >
        <Stack>
          <TextInput
            label="File name"
            description="Saved in My Files as a .xterritory file"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={warning ?? serverError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={warning !== null} loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function SharePlanDialog({
  opened,
  current,
  busy,
  error,
  onClose,
  onShare,
}: {
  opened: boolean;
  current: ShareAccess;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onShare: (access: ShareAccess) => void;
}) {
  const [access, setAccess] = useState<ShareAccess>(current);
  return (
    <Modal opened={opened} onClose={onClose} title="Share with your organisation">
      <Stack>
        <Radio.Group
          label="Colleagues of your organisation can"
          value={access}
          onChange={(v) => setAccess(v as ShareAccess)}
          error={error}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="none" label="Not see it (not shared)" />
            <Radio value="read" label="Open it read-only" />
            <Radio value="edit" label="Open and save it (editable)" />
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={busy} onClick={() => onShare(access)}>
            Share
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
