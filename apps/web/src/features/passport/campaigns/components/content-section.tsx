// Steps "choose the e-mail type" and write it: own HTML code, or a template (logo, booth number and
// a call to action around a message written in the rich-text editor); merge fields with fallbacks;
// the subject; optional click tracking. The server sanitises the HTML and writes the text part.
import { Alert, Button, Card, Group, NativeSelect, Radio, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  type CampaignDetail,
  type CampaignTemplate,
  EMAIL_TYPE_LABELS,
  EMAIL_TYPES,
  type EmailType,
  type TemplateFields,
  type UpdateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { campaignTemplatesQuery } from '../api/campaign-templates.ts';
import { SAVE_FAILED } from '../campaign-texts.ts';
import { HtmlCodeInput } from './html-code-input.tsx';
import { TemplateEditor } from './template-editor.tsx';

type Content = {
  subject: string;
  email_type: EmailType;
  html: string;
  template: TemplateFields | null;
  click_tracking: boolean;
};
type Props = {
  campaign: CampaignDetail;
  editable: boolean;
  onSave: (changes: UpdateCampaignBody) => Promise<CampaignDetail>;
};

const contentOf = (c: CampaignDetail): Content => ({
  subject: c.subject,
  email_type: c.email_type,
  html: c.html,
  template: c.template,
  click_tracking: c.click_tracking,
});

/** A template as the editor starts it: its starter message and call to action. */
const startTemplate = (t: CampaignTemplate): TemplateFields => ({
  template_id: t.template_id,
  body_html: t.starter_body_html,
  cta_label: t.starter_cta_label,
  cta_url: '',
  logo_url: '',
});

export function ContentSection({ campaign, editable, onSave }: Props) {
  const templates = useQuery(campaignTemplatesQuery());
  const [content, setContent] = useState(() => contentOf(campaign));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = (changes: Partial<Content>) => {
    setSaved(false);
    setContent((current) => ({ ...current, ...changes }));
  };

  function chooseTemplate(templateId: string) {
    const template = templates.data?.find((t) => t.template_id === templateId);
    if (!template) return;
    set({ template: startTemplate(template), subject: content.subject || template.starter_subject });
  }

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      const body: UpdateCampaignBody = {
        subject: content.subject,
        email_type: content.email_type,
        click_tracking: content.click_tracking,
        ...(content.email_type === 'html' ? { html: content.html } : { template: content.template }),
      };
      // Edit on from the server's answer: the HTML as sanitised.
      setContent(contentOf(await onSave(body)));
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
          onChange={(value) => set({ email_type: value as EmailType })}
        >
          <Group mt="xs">
            {EMAIL_TYPES.map((type) => (
              <Radio key={type} value={type} label={EMAIL_TYPE_LABELS[type]} disabled={!editable} />
            ))}
          </Group>
        </Radio.Group>
        {content.email_type === 'template' ? (
          <>
            <NativeSelect
              label="Template"
              disabled={!editable || !templates.data}
              value={content.template?.template_id ?? ''}
              onChange={(e) => chooseTemplate(e.currentTarget.value)}
              data={[
                {
                  value: '',
                  label: templates.isPending ? 'Loading the templates…' : 'Choose a template',
                  disabled: true,
                },
                ...(templates.data ?? []).map((t) => ({ value: t.template_id, label: t.name })),
              ]}
            />
            {content.template && (
              <>
                <Text size="sm" c="dimmed">
                  {templates.data?.find((t) => t.template_id === content.template?.template_id)?.description}
                </Text>
                <TemplateEditor
                  fields={content.template}
                  disabled={!editable}
                  onChange={(template) => set({ template })}
                />
              </>
            )}
          </>
        ) : (
          <HtmlCodeInput html={content.html} disabled={!editable} onChange={(html) => set({ html })} />
        )}
        <Switch
          label="Track clicks on links (through a redirect that records the click; never a tracking pixel)"
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
              <Text size="sm" role="status">
                Saved
              </Text>
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
