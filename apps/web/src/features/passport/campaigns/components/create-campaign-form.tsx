// Help page step 1: enter a name and choose Create New Campaign; the new campaign's page opens.
import { Button, Group, TextInput } from '@mantine/core';
import { campaignName } from '@mti/contracts/passport/campaigns-api';
import { type FormEvent, useState } from 'react';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { useCreateCampaign } from '../api/campaigns.ts';
import { SAVE_FAILED } from '../campaign-texts.ts';

export function CreateCampaignForm({ onCreated }: { onCreated: (campaignId: number) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCampaign();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = campaignName.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? SAVE_FAILED);
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (campaign) => onCreated(campaign.campaign_id),
      onError: (e) => setError(serverMessageOr(e, SAVE_FAILED)),
    });
  }

  return (
    <form aria-label="Create a campaign" noValidate onSubmit={submit}>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 240, maxWidth: 480 }}
          label="Campaign name"
          value={name}
          error={error}
          onChange={(e) => {
            setName(e.currentTarget.value);
            setError(null);
          }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
          Create New Campaign
        </Button>
      </Group>
    </form>
  );
}
