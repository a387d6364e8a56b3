// Own HTML code, with the merge-field menu inserting its token at the cursor.
import { Group, Stack, Textarea } from '@mantine/core';
import { useRef } from 'react';
import { MergeFieldMenu } from './merge-field-menu.tsx';

type Props = { html: string; disabled: boolean; onChange: (html: string) => void };

export function HtmlCodeInput({ html, disabled, onChange }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  function insert(token: string) {
    const area = ref.current;
    const at = area?.selectionStart ?? html.length;
    const end = area?.selectionEnd ?? at;
    onChange(html.slice(0, at) + token + html.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + token.length, at + token.length);
    });
  }
  return (
    <Stack gap={4}>
      {!disabled && (
        <Group justify="flex-end">
          <MergeFieldMenu onInsert={insert} />
        </Group>
      )}
      <Textarea
        ref={ref}
        label="HTML code"
        autosize
        minRows={8}
        maxRows={24}
        disabled={disabled}
        value={html}
        onChange={(e) => onChange(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    </Stack>
  );
}
