// "Pin to dashboard" for a saved analysis: choose one of My dashboards or name a new one; the
// analysis (with its chart) becomes that dashboard's last tile, and a link opens the dashboard.
import { Anchor, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import { MY_DASHBOARD_MSG } from '@mti/contracts/dashboards/my-dashboard-file';
import { IconPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { dashboardsToPinQuery, usePinToDashboard } from '../api/pin-to-dashboard.ts';

const NEW = 'new';

type PinToDashboardProps = { title: string; definition: AnalysisDefinitionInput; disabled: boolean };

export function PinToDashboard({ title, definition, disabled }: PinToDashboardProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPin size={16} />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        Pin to dashboard
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Pin to dashboard">
        {opened && <PinForm title={title} definition={definition} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function PinForm({
  title,
  definition,
  onClose,
}: {
  title: string;
  definition: AnalysisDefinitionInput;
  onClose: () => void;
}) {
  const dashboards = useQuery(dashboardsToPinQuery());
  const pin = usePinToDashboard();
  const files = dashboards.data?.files ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const target = choice ?? (files[0]?.id || NEW);
  const [newName, setNewName] = useState('');
  const [tileTitle, setTileTitle] = useState(title);
  const [tried, setTried] = useState(false);
  const nameError = target === NEW && !newName.trim() ? MY_DASHBOARD_MSG.titleBlank : null;
  const tileError = tileTitle.trim() ? null : MY_DASHBOARD_MSG.tileTitleBlank;

  if (pin.isSuccess) {
    return (
      <Stack gap="sm">
        <Text role="status">
          {tileTitle.trim()} is pinned to {pin.data.name}.
        </Text>
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.myDashboards(pin.data.id)}>
            Open {pin.data.name}
          </Anchor>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (nameError || tileError) return;
        pin.mutate({
          target: target === NEW ? { newName: newName.trim() } : { id: target },
          title: tileTitle.trim(),
          analysis: definition,
        });
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label="Dashboard"
          value={target}
          onChange={(e) => setChoice(e.currentTarget.value)}
          data={[...files.map((f) => ({ value: f.id, label: f.name })), { value: NEW, label: 'A new dashboard…' }]}
        />
        {target === NEW && (
          <TextInput
            label="Name of the new dashboard"
            value={newName}
            onChange={(e) => setNewName(e.currentTarget.value)}
            error={tried ? nameError : null}
            data-autofocus
          />
        )}
        <TextInput
          label="Tile name"
          value={tileTitle}
          onChange={(e) => setTileTitle(e.currentTarget.value)}
          error={tried ? tileError : null}
        />
        {pin.isError && (
          <Text size="sm" c="red.8" role="alert">
            {serverMessageOr(pin.error, 'The analysis could not be pinned. Please try again.')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pin.isPending}>
            Pin
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
