// The form that adds or changes one redirect. The chain-and-loop rule from contracts shows its
// message as soon as a field is left (against `others`: the redirects the addresses touch, which the
// caller fetches when told a field was left), and the server checks it again on save.

import { Button, Group, TextInput } from '@mantine/core';
import { type RedirectEntry, redirectProblem } from '@mti/contracts/admin/console-redirects';
import type React from 'react';
import { useState } from 'react';

type RedirectFormProps = {
  /** The list without the redirect being edited. */
  others: readonly RedirectEntry[];
  initial?: RedirectEntry;
  submitLabel: string;
  saving: boolean;
  onSubmit: (entry: RedirectEntry) => void;
  onCancel?: () => void;
  /** Told when a field is left, with both addresses (so the caller can fetch the redirects they touch). */
  onLeave?: (entry: RedirectEntry) => void;
};

export function RedirectForm({ others, initial, submitLabel, saving, onSubmit, onCancel, onLeave }: RedirectFormProps) {
  const [entry, setEntry] = useState<RedirectEntry>(initial ?? { oldUrl: '', newUrl: '' });
  const [touched, setTouched] = useState({ oldUrl: false, newUrl: false });
  const problem = redirectProblem(others, entry);
  const shown = problem && touched[problem.field] ? problem : null;
  const errorOf = (field: 'oldUrl' | 'newUrl') => (shown?.field === field ? shown.msg : undefined);
  const touch = (field: 'oldUrl' | 'newUrl') => {
    setTouched((t) => ({ ...t, [field]: true }));
    onLeave?.({ oldUrl: entry.oldUrl.trim(), newUrl: entry.newUrl.trim() });
  };
  return (
    <form
      aria-label={submitLabel}
      // Mantine's default error red fails contrast on white (axe): a darker red for this form's messages.
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ oldUrl: true, newUrl: true });
        if (!problem) onSubmit({ oldUrl: entry.oldUrl.trim(), newUrl: entry.newUrl.trim() });
      }}
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Old address"
          placeholder="/old-page"
          value={entry.oldUrl}
          onChange={(e) => setEntry({ ...entry, oldUrl: e.currentTarget.value })}
          onBlur={() => touch('oldUrl')}
          error={errorOf('oldUrl')}
          w={{ base: '100%', sm: 280 }}
        />
        <TextInput
          label="New address"
          placeholder="/new-page"
          value={entry.newUrl}
          onChange={(e) => setEntry({ ...entry, newUrl: e.currentTarget.value })}
          onBlur={() => touch('newUrl')}
          error={errorOf('newUrl')}
          w={{ base: '100%', sm: 280 }}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit" loading={saving} disabled={Boolean(shown)}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
