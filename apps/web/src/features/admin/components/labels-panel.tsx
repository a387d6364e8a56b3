// Console › Labels: every text of the label service's screens with the screen it appears on,
// filtered by screen and searched, paged and sorted on the server; edit one or put its default back.
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type ConsoleLabel, consoleLabelsResponse, LABEL_SCREEN_PAGES } from '@mti/contracts/admin/console-labels';
import { SURVEY_LABEL_SCREENS } from '@mti/contracts/survey/survey-labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table.tsx';
import { ListSearchForm } from '../../../components/list-search-form.tsx';
import { useListState } from '../../../components/use-list-state.ts';
import { consoleListQuery } from '../api/console-list.ts';
import { useChangeLabel } from '../api/labels.ts';
import { ConsoleListTable } from './console-list-table.tsx';
import { LabelEditForm } from './label-edit-form.tsx';
import { SaveOutcome } from './save-outcome.tsx';

const PAGE_SIZE = 50;
const sortable = () => 0;
const SCREEN_OPTIONS = [
  { value: '', label: 'Every screen' },
  ...SURVEY_LABEL_SCREENS.map((screen) => ({ value: screen, label: LABEL_SCREEN_PAGES[screen].name })),
];

export function LabelsPanel() {
  // The Texts screen shows the announcements list too: this list's names in the address are its own.
  const state = useListState({ sort: 'screen', dir: 'asc' }, 'labels_');
  const params = state.params(['q', 'screen'], PAGE_SIZE);
  const list = useQuery(consoleListQuery('labels', params, consoleLabelsResponse));
  const change = useChangeLabel();
  const [editing, setEditing] = useState<ConsoleLabel | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const done = (what: string) => () => {
    setEditing(null);
    setSaved(what);
  };

  const columns: DataTableColumn<ConsoleLabel>[] = [
    {
      key: 'screen',
      header: 'Screen',
      cell: (l) => (
        <>
          <Text size="sm">{l.screen_name}</Text>
          <Text size="xs" c="dimmed">
            {l.appears_on}
          </Text>
        </>
      ),
      sortValue: sortable,
    },
    { key: 'key', header: 'Key', cell: (l) => l.key, sortValue: sortable },
    {
      key: 'text',
      header: 'Text',
      cell: (l) => (
        <>
          {l.text}{' '}
          {!l.is_default && (
            <Badge size="xs" color="blue.9" variant="filled">
              Changed
            </Badge>
          )}
        </>
      ),
      sortValue: sortable,
    },
    {
      key: 'actions',
      header: 'Change',
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" aria-label={`Edit ${l.key}`} onClick={() => setEditing(l)}>
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            aria-label={`Reset ${l.key} to its default`}
            disabled={l.is_default}
            loading={change.isPending && change.variables?.key === l.key && change.variables.kind === 'reset'}
            onClick={() =>
              change.mutate(
                { kind: 'reset', screen: l.screen, key: l.key, version: l.version },
                { onSuccess: done(`${l.key} is back to its default text.`) },
              )
            }
          >
            Reset
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label="Screen"
          data={SCREEN_OPTIONS}
          value={state.get('screen')}
          onChange={(event) => state.setFilters({ screen: event.currentTarget.value })}
        />
        <ListSearchForm
          label="Search labels"
          description="Key or text"
          initial={state.get('q')}
          onSearch={(q) => state.setFilters({ q })}
        />
      </Group>
      <SaveOutcome
        error={change.error}
        saved={saved !== null}
        failed="The label could not be saved."
        savedText={`${saved ?? ''} The screen shows it on its next load.`}
      />
      {editing && (
        <LabelEditForm
          key={`${editing.screen}/${editing.key}`}
          label={editing}
          saving={change.isPending}
          onCancel={() => setEditing(null)}
          onSave={(text) =>
            change.mutate(
              { kind: 'edit', screen: editing.screen, key: editing.key, version: editing.version, text },
              { onSuccess: done(`${editing.key} is saved.`) },
            )
          }
        />
      )}
      <ConsoleListTable
        list="labels"
        fileName="labels.csv"
        params={params}
        label="Labels"
        noun="labels"
        columns={columns}
        query={list}
        rowKey={(l) => `${l.screen}/${l.key}`}
        emptyState="No label matches this screen and search."
        state={state}
        pageSize={PAGE_SIZE}
      />
    </Stack>
  );
}
