// Every text the survey screens show, by screen and key; the administrator changes one at a time.
import { Button, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { AdminLabel } from '@mti/contracts/survey/survey-admin-api';
import { LABEL_BLANK, LABEL_TOO_LONG } from '@mti/contracts/survey/survey-admin-api';
import { SURVEY_LABEL_SCREENS, type SurveyLabelScreen } from '@mti/contracts/survey/survey-labels';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/data-table.tsx';
import { DialogButtons } from '../../../../components/dialog-buttons.tsx';
import { showToast } from '../../../../components/toast.ts';
import { inputRefusal } from '../../admin-errors.ts';
import { adminLabelsQuery } from '../../api/get-admin-labels.ts';
import { useSaveLabel } from '../../api/save-label.ts';

const SCREEN_NAMES: Record<SurveyLabelScreen, string> = {
  surveyApp: 'Surveys list',
  productData: 'Survey entry',
  benchmark: 'Benchmark',
  errorPages: 'Error pages',
};

type LabelsPanelProps = { basePath: string | undefined; onFailed: (error: unknown) => void };

export function LabelsPanel({ basePath, onFailed }: LabelsPanelProps) {
  const labels = useQuery(adminLabelsQuery(basePath, true));
  const [screen, setScreen] = useState<SurveyLabelScreen>('productData');
  const [editing, setEditing] = useState<AdminLabel | null>(null);

  useEffect(() => {
    if (labels.error) onFailed(labels.error);
  }, [labels.error, onFailed]);

  const columns: DataTableColumn<AdminLabel>[] = [
    { key: 'key', header: 'Key', cell: (row) => <code>{row.key}</code>, sortValue: (row) => row.key, width: '28%' },
    { key: 'text', header: 'Text', cell: (row) => row.text },
    {
      key: 'edit',
      header: 'Edit',
      width: 80,
      cell: (row) => (
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPencil size={14} />}
          aria-label={`Edit ${row.key}`}
          onClick={() => setEditing(row)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SegmentedControl
        value={screen}
        onChange={(value) => setScreen(value as SurveyLabelScreen)}
        data={SURVEY_LABEL_SCREENS.map((value) => ({ value, label: SCREEN_NAMES[value] }))}
        aria-label="Screen"
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <DataTable
        label={`Texts of the ${SCREEN_NAMES[screen]} screen`}
        columns={columns}
        rows={(labels.data ?? []).filter((label) => label.screen === screen)}
        rowKey={(row) => `${row.screen}|${row.key}`}
        loading={labels.isPending}
        emptyState="This screen has no texts yet."
        initialSort={{ key: 'key', direction: 'ascending' }}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit text" size="lg" centered>
        {editing && (
          <LabelForm
            basePath={basePath}
            label={editing}
            onDone={() => setEditing(null)}
            onFailed={(error) => {
              setEditing(null);
              onFailed(error);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

function LabelForm({
  basePath,
  label,
  onDone,
  onFailed,
}: {
  basePath: string | undefined;
  label: AdminLabel;
  onDone: () => void;
  onFailed: (error: unknown) => void;
}) {
  const save = useSaveLabel(basePath);
  const [text, setText] = useState(label.text);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(LABEL_BLANK);
    if (trimmed.length > 2000) return setError(LABEL_TOO_LONG);
    save.mutate(
      { ...label, text: trimmed },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: `“${label.key}” is saved.` });
          onDone();
        },
        onError: (failure) => {
          const refusal = inputRefusal(failure);
          if (refusal) setError(refusal);
          else onFailed(failure);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Text size="sm" c="dimmed" mb="xs">
        {SCREEN_NAMES[label.screen]} · <code>{label.key}</code>
      </Text>
      <Textarea
        label="Text"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        autosize
        minRows={3}
        maxRows={10}
        error={error}
        data-autofocus
      />
      <DialogButtons labels={['Save', 'Cancel']} onCancel={onDone} confirmType="submit" busy={save.isPending} />
    </form>
  );
}
