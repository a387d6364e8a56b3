// Step "sender details" (help page: verify From Name, From Email and Reply-To Email; fields in blue
// are required; Edit, then close). The contracts' rules give the messages the server also answers;
// the server's refusal (a From Email outside the verified domains) shows under its field.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type CampaignDetail,
  fromEmail,
  fromName,
  replyToEmail,
  type UpdateCampaignBody,
} from '@mti/contracts/passport/campaigns-api';
import { useState } from 'react';
import { z } from 'zod';
import { contractFormRules } from '../../../../components/contract-form-rules.ts';
import { useSubmitAttemptForm } from '../../../../components/use-submit-attempt-form.ts';
import { HttpError } from '../../../../lib/http.ts';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { SAVE_FAILED } from '../campaign-texts.ts';
import classes from './required-label.module.css';

const senderFields = z.object({ from_name: fromName, from_email: fromEmail, reply_to: replyToEmail });
type SenderValues = z.input<typeof senderFields>;
const FIELDS = [
  { path: 'from_name', label: 'From Name', type: 'text', autoComplete: 'organization' },
  { path: 'from_email', label: 'From Email', type: 'email', autoComplete: 'email' },
  { path: 'reply_to', label: 'Reply-To Email', type: 'email', autoComplete: 'email' },
] as const;

type Props = {
  campaign: CampaignDetail;
  editable: boolean;
  onSave: (values: UpdateCampaignBody) => Promise<unknown>;
};

export function SenderSection({ campaign, editable, onSave }: Props) {
  const blank = !campaign.from_name || !campaign.from_email || !campaign.reply_to;
  const [editing, setEditing] = useState(blank && editable);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sender-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="sender-heading">
          Sender details
        </Title>
        {editable && !editing && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <SenderForm campaign={campaign} onSave={onSave} onClose={() => setEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((f) => (
            <div key={f.path}>
              <Text size="sm" className={classes.required}>
                {f.label}
              </Text>
              <Text>{campaign[f.path] || '—'}</Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}

/** The field a server refusal is about, from its code (a domain refusal is the From Email's). */
function refusedField(error: unknown): keyof SenderValues | null {
  const code = error instanceof HttpError ? (error.code ?? '') : '';
  if (/reply/.test(code)) return 'reply_to';
  if (/from_name/.test(code)) return 'from_name';
  if (/domain|from_email|email/.test(code)) return 'from_email';
  return null;
}

function SenderForm({ campaign, onSave, onClose }: Omit<Props, 'editable'> & { onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSubmitAttemptForm<SenderValues>({
    initialValues: {
      from_name: campaign.from_name,
      from_email: campaign.from_email,
      reply_to: campaign.reply_to,
    },
    validate: contractFormRules(senderFields),
  });

  async function save(values: SenderValues) {
    setBusy(true);
    setFailure(null);
    try {
      await onSave(senderFields.parse(values));
      onClose();
    } catch (error) {
      // A refused field's message goes under that field; anything else under the form.
      const field = refusedField(error);
      if (field) form.setFieldError(field, serverMessageOr(error, SAVE_FAILED));
      else setFailure(serverMessageOr(error, SAVE_FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-label="Sender details" noValidate onSubmit={form.onSubmit((values) => void save(values))}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FIELDS.map((f) => (
            <TextInput
              key={f.path}
              label={f.label}
              type={f.type}
              autoComplete={f.autoComplete}
              required
              classNames={{ label: classes.required }}
              {...form.getInputProps(f.path)}
            />
          ))}
        </SimpleGrid>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          Fields in blue are required. The From Email must be on one of your company’s verified domains.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
