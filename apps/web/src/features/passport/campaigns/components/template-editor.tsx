// A template's own fields: the message in the rich-text editor (its own chunk: Tiptap and
// ProseMirror load only here), the call to action and the logo.
import { SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import type { TemplateFields } from '@mti/contracts/passport/campaigns-api';
import { lazy, Suspense } from 'react';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type Props = { fields: TemplateFields; disabled: boolean; onChange: (fields: TemplateFields) => void };

export function TemplateEditor({ fields, disabled, onChange }: Props) {
  const set = (changes: Partial<TemplateFields>) => onChange({ ...fields, ...changes });
  return (
    <Stack gap="sm">
      <Suspense fallback={<Skeleton role="status" h={240} aria-label="Loading the editor" />}>
        <RichTextEditor
          label="Message"
          html={fields.body_html}
          editable={!disabled}
          onChange={(body_html) => set({ body_html })}
        />
      </Suspense>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Call-to-action label"
          value={fields.cta_label}
          disabled={disabled}
          onChange={(e) => set({ cta_label: e.currentTarget.value })}
        />
        <TextInput
          label="Call-to-action link"
          type="url"
          placeholder="https://"
          value={fields.cta_url}
          disabled={disabled}
          onChange={(e) => set({ cta_url: e.currentTarget.value })}
        />
        <TextInput
          label="Logo address"
          type="url"
          placeholder="https://"
          value={fields.logo_url}
          disabled={disabled}
          onChange={(e) => set({ logo_url: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Stack>
  );
}
