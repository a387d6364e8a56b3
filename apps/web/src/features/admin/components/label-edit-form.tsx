// The form that changes one label's text. The shared rule (not blank, error pages are paths of this
// site, the screen's {placeholders} kept) shows its message once the field is left; the server
// checks it again and refuses a save started from an older version.

import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type ConsoleLabel, labelTextProblem } from '@mti/contracts/admin/console-labels';
import type React from 'react';
import { useState } from 'react';

type LabelEditFormProps = {
  label: ConsoleLabel;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
};

export function LabelEditForm({ label, saving, onSave, onCancel }: LabelEditFormProps) {
  const [text, setText] = useState(label.text);
  const [touched, setTouched] = useState(false);
  const problem = labelTextProblem(label.screen, label.key, text);
  return (
    <form
      aria-label={`Edit label ${label.key}`}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!problem) onSave(text.trim());
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={`Text of ${label.key}`}
          description={`${label.screen_name} · appears on ${label.appears_on}`}
          autosize
          minRows={2}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? problem : undefined}
        />
        <Text size="xs" c="dimmed">
          Default: {label.default_text}
        </Text>
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            Save label
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
