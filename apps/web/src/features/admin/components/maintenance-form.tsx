// The form of one app's maintenance window: the flag, the text users see, start and end (in the
// browser's time zone), with the launcher card's preview. The rule from contracts shows its message
// as soon as a field is left; the server checks it again on save.

import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type ConsoleAppMaintenance,
  MAINTENANCE_TEXT_MAX,
  type MaintenanceWindow,
  maintenanceWindowProblem,
} from '@mti/contracts/admin/console-maintenance';
import type React from 'react';
import { useState } from 'react';
import { MaintenancePreview } from './maintenance-preview.tsx';

/** An ISO instant as a datetime-local value in the browser's zone ('' when none). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  const time = Date.parse(value);
  return value && !Number.isNaN(time) ? new Date(time).toISOString() : null;
}

type Field = keyof MaintenanceWindow;

export function MaintenanceForm({
  app,
  saving,
  onSave,
  onCancel,
}: {
  app: ConsoleAppMaintenance;
  saving: boolean;
  onSave: (window: MaintenanceWindow) => void;
  onCancel: () => void;
}) {
  const [flag, setFlag] = useState(app.is_under_maintenance);
  const [text, setText] = useState(app.maintenance_text ?? '');
  const [start, setStart] = useState(toLocalInput(app.maintenance_start));
  const [end, setEnd] = useState(toLocalInput(app.maintenance_end));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const window: MaintenanceWindow = {
    is_under_maintenance: flag,
    maintenance_text: text,
    maintenance_start: fromLocalInput(start),
    maintenance_end: fromLocalInput(end),
  };
  const problem = maintenanceWindowProblem(window);
  const errorOf = (field: Field) => (problem?.field === field && touched[field] ? problem.msg : undefined);
  const touch = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  return (
    <form
      aria-label={`Maintenance of ${app.short_name}`}
      // Mantine's default error red fails contrast on white (axe): a darker red for this form's messages.
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ maintenance_text: true, maintenance_start: true, maintenance_end: true });
        if (!problem) onSave(window);
      }}
    >
      <Stack gap="sm">
        <Checkbox
          label="Under maintenance during the window below"
          checked={flag}
          onChange={(e) => setFlag(e.currentTarget.checked)}
        />
        <Textarea
          label="Text users see"
          value={text}
          maxLength={MAINTENANCE_TEXT_MAX + 50}
          autosize
          minRows={2}
          disabled={!flag}
          onChange={(e) => setText(e.currentTarget.value)}
          onBlur={touch('maintenance_text')}
          error={errorOf('maintenance_text')}
        />
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label="Start (your time)"
            value={start}
            disabled={!flag}
            onChange={(e) => setStart(e.currentTarget.value)}
            onBlur={touch('maintenance_start')}
            error={errorOf('maintenance_start')}
          />
          <TextInput
            type="datetime-local"
            label="End (your time)"
            value={end}
            disabled={!flag}
            onChange={(e) => setEnd(e.currentTarget.value)}
            onBlur={touch('maintenance_end')}
            error={errorOf('maintenance_end')}
          />
        </Group>
        <MaintenancePreview title={app.short_name} window={window} now={new Date()} />
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            Save maintenance
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
