// Until the company accepts the terms, the passport shows only this page (issue 14, Activation).
import { Paper, Stack, Text, Title } from '@mantine/core';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useAcceptTerms } from '../api/activation.ts';
import { ActivationForm } from '../components/activation-form.tsx';
import { ACTIVATION_HEADING, ACTIVATION_INTRO, SAVE_FAILED } from '../passport-texts.ts';

export function ActivationPage({ companyName }: { companyName: string }) {
  const accept = useAcceptTerms();
  return (
    <Paper withBorder p="lg" maw={760}>
      <Stack gap="md">
        <Title order={2}>{ACTIVATION_HEADING}</Title>
        <Text c="dimmed">
          {companyName}: {ACTIVATION_INTRO}
        </Text>
        <ActivationForm
          busy={accept.isPending}
          serverError={accept.isError ? serverMessageOr(accept.error, SAVE_FAILED) : null}
          onActivate={(body) => accept.mutate(body)}
        />
      </Stack>
    </Paper>
  );
}
