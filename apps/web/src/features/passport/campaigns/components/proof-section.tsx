// Step "send a proof": up to five addresses, separated by commas; the contracts' rule (the same the
// server applies) refuses a sixth or a malformed address before anything is sent.
import { Button, Card, Group, Stack, TextInput, Title } from '@mantine/core';
import { type CampaignDetail, MAX_PROOF_RECIPIENTS, sendProofBody } from '@mti/contracts/passport/campaigns-api';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../../../components/toast.ts';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { useSendProof } from '../api/campaign-preview.ts';
import { ACTION_FAILED, PROOF_SENT } from '../campaign-texts.ts';

export const splitAddresses = (value: string) =>
  value
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);

export function ProofSection({ campaign }: { campaign: CampaignDetail }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendProof(campaign.campaign_id);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = sendProofBody.safeParse({ recipients: splitAddresses(value) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ACTION_FAILED);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (answer) => showToast({ tone: 'success', message: PROOF_SENT(answer.sent_to) }),
      onError: (e) => setError(serverMessageOr(e, ACTION_FAILED)),
    });
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="proof-heading">
      <form aria-label="Send a proof" noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="proof-heading">
            Proof
          </Title>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 260 }}
              label="Proof recipients"
              description={`Up to ${MAX_PROOF_RECIPIENTS} addresses, separated by commas`}
              type="text"
              inputMode="email"
              value={value}
              error={error}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" mt={{ base: 0, sm: 44 }} loading={send.isPending}>
              Send proof
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
