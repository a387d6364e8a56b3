// A console change as a reader wants it: each field that changed, its value before and after.
// A record created shows its values; one deleted shows what it held.
import { List, Text } from '@mantine/core';

type Values = Record<string, unknown> | null;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The fields that differ between before and after, in the order they first appear. */
export function changedFields(before: Values, after: Values): { field: string; before: unknown; after: unknown }[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((f) => JSON.stringify(before?.[f]) !== JSON.stringify(after?.[f]))
    .map((f) => ({ field: f, before: before?.[f], after: after?.[f] }));
}

export function ChangeDiff({ before, after }: { before: Values; after: Values }) {
  if (!before && !after)
    return (
      <Text c="dimmed" size="xs">
        —
      </Text>
    );
  const changes = changedFields(before, after);
  if (changes.length === 0)
    return (
      <Text c="dimmed" size="xs">
        No field changed
      </Text>
    );
  return (
    <List size="xs" spacing={2} listStyleType="none">
      {changes.map((c) => (
        <List.Item key={c.field}>
          <Text span fw={600} size="xs">
            {c.field}:
          </Text>{' '}
          {before && (
            <Text span size="xs" td="line-through" c="red.9">
              {shown(c.before)}
            </Text>
          )}
          {before && after && ' → '}
          {after && (
            <Text span size="xs" c="green.9">
              {shown(c.after)}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
