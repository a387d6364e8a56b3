// Steps "choose the e-mail type" and write it: own HTML code, or a template edited in the rich-text
// editor; merge fields with their fallbacks; the subject; optional click tracking. The server
// sanitises the HTML and writes the text part.
import {
  Alert,
  Button,
  Card,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import type { CampaignChanges } from '../api/campaigns.ts';
import { CAMPAIGN_TEMPLATES, type Campaign, MERGE_FIELDS } from '../campaign-draft-contract.ts';
import { SAVE_FAILED } from '../campaign-texts.ts';
import { MergeFieldMenu } from './merge-field-menu.tsx';

// Its own chunk: Tiptap and ProseMirror load only when a template is edited.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

type Content = Required<
  Pick<CampaignChanges, 'subject' | 'email_type' | 'template_id' | 'html' | 'fallbacks' | 'click_tracking'>
>;
type Props = { campaign: Campaign; editable: boolean; onSave: (changes: CampaignChanges) => Promise<unknown> };

const contentOf = (c: Campaign): Content => ({
  subject: c.subject,
  email_type: c.email_type,
  template_id: c.template_id,
  html: c.html,
  fallbacks: c.fallbacks,
  click_tracking: c.click_tracking,
});

export function ContentSection({ campaign, editable, onSave }: Props) {
  const [content, setContent] = useState(() => contentOf(campaign));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<Content>) => {
    setSaved(false);
    setContent((current) => ({ ...current, ...changes }));
  };

  async function save(changes: Partial<Content> = {}) {
    setBusy(true);
    setFailure(null);
    try {
      const next = (await onSave({ ...content, ...changes })) as Campaign;
      // A template chosen on the server brings its HTML: edit from the server's answer.
      setContent(contentOf(next));
      setSaved(true);
    } catch (error) {
      setFailure(serverMessageOr(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="content-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="content-heading">
          E-mail
        </Title>
        <TextInput
          label="Subject"
          value={content.subject}
          disabled={!editable}
          onChange={(e) => set({ subject: e.currentTarget.value })}
        />
        <Radio.Group
          label="E-mail type"
          value={content.email_type}
          onChange={(value) => set({ email_type: value as Content['email_type'] })}
        >
          <Group mt="xs">
            <Radio value="template" label="Template" disabled={!editable} />
            <Radio value="html" label="Own HTML code" disabled={!editable} />
          </Group>
        </Radio.Group>
        {content.email_type === 'template' ? (
          <>
            <NativeSelect
              label="Template"
              disabled={!editable || busy}
              value={content.template_id ?? ''}
              onChange={(e) => {
                const templateId = e.currentTarget.value;
                // The server answers with the template's HTML for the editor.
                if (templateId) void save({ email_type: 'template', template_id: templateId });
              }}
              data={[
                { value: '', label: 'Choose a template', disabled: true },
                ...CAMPAIGN_TEMPLATES.map((t) => ({ value: t.template_id, label: t.name })),
              ]}
            />
            {content.template_id && (
              <Suspense fallback={<Skeleton h={240} aria-label="Loading the editor" />}>
                <RichTextEditor label="E-mail body" html={content.html} onChange={(html) => set({ html })} />
              </Suspense>
            )}
          </>
        ) : (
          <HtmlCodeInput html={content.html} disabled={!editable} onChange={(html) => set({ html })} />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {MERGE_FIELDS.map((f) => (
            <TextInput
              key={f.key}
              label={`Fallback for ${f.label.toLowerCase()}`}
              description="Used when a contact has none"
              disabled={!editable}
              value={content.fallbacks[f.key] ?? ''}
              onChange={(e) => set({ fallbacks: { ...content.fallbacks, [f.key]: e.currentTarget.value } })}
            />
          ))}
        </SimpleGrid>
        <Switch
          label="Track clicks on links (through a redirect that records the click; no tracking pixels)"
          checked={content.click_tracking}
          disabled={!editable}
          onChange={(e) => set({ click_tracking: e.currentTarget.checked })}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {editable && (
          <Group justify="flex-end">
            {saved && (
              <Alert color="green" variant="transparent" p={0} role="status">
                Saved
              </Alert>
            )}
            <Button onClick={() => void save()} loading={busy}>
              Save e-mail
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Own HTML code, with the merge-field menu inserting at the cursor. */
function HtmlCodeInput({ html, disabled, onChange }: { html: string; disabled: boolean; onChange: (v: string) => void }) {
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
      <Group justify="space-between" align="flex-end">
        <span />
        {!disabled && <MergeFieldMenu onInsert={insert} />}
      </Group>
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
