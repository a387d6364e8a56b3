// Step "select a list": one of the company's saved lists, with Total Contacts and Contacts with
// Email (only those receive the campaign); lists over the split size go out in parts. Saved lists are
// their owner's own: a colleague who opens the company's campaign sees its list by name, not an empty
// choice, and its contacts stay with their owner.
import { Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { CAMPAIGN_BATCH_SIZE, type CampaignDetail } from '@mti/contracts/passport/campaigns-api';
import type { SavedList } from '@mti/contracts/passport/passport-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { savedListsQuery } from '../../api/saved-lists.ts';
import { formatCount } from '../../format-count.ts';
import { SAVE_FAILED } from '../campaign-texts.ts';

type Props = {
  campaign: CampaignDetail;
  editable: boolean;
  onSave: (changes: { list_id: number }) => Promise<unknown>;
};

const describe = (l: SavedList) =>
  `${l.name} — ${formatCount(l.total_contacts)} contacts, ${formatCount(l.contacts_with_email)} with e-mail`;

export function ListSection({ campaign, editable, onSave }: Props) {
  const lists = useQuery(savedListsQuery());
  const [failure, setFailure] = useState<string | null>(null);
  const choose = (listId: number) => {
    setFailure(null);
    onSave({ list_id: listId }).catch((error: unknown) => setFailure(serverMessageOr(error, SAVE_FAILED)));
  };
  const chosen = lists.data?.find((l) => l.list_id === campaign.list_id);
  const colleaguesList = campaign.list_id != null && lists.data !== undefined && !chosen;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="list-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="list-heading">
          List
        </Title>
        <NativeSelect
          label="Saved list"
          disabled={!editable || lists.isPending}
          value={campaign.list_id == null ? '' : String(campaign.list_id)}
          error={failure}
          onChange={(e) => e.currentTarget.value && choose(Number(e.currentTarget.value))}
          data={[
            { value: '', label: lists.isPending ? 'Loading your lists…' : 'Choose a saved list', disabled: true },
            ...(lists.data ?? []).map((l) => ({ value: String(l.list_id), label: describe(l) })),
            ...(colleaguesList
              ? [{ value: String(campaign.list_id), label: campaign.list_name ?? 'A colleague’s list', disabled: true }]
              : []),
          ]}
        />
        {colleaguesList && (
          <Text size="sm" c="dimmed">
            This campaign goes to {campaign.list_name ? `“${campaign.list_name}”` : 'a list'}, saved by a colleague:
            only they see its contacts.
          </Text>
        )}
        {lists.data?.length === 0 && !colleaguesList && (
          <Text size="sm" c="dimmed">
            You have no saved lists. Save a list from Find Prospects or Search Contacts first.
          </Text>
        )}
        {chosen && (
          <Text size="sm" aria-live="polite">
            {formatCount(chosen.total_contacts)} total contacts; {formatCount(chosen.contacts_with_email)} with e-mail
            opt-in and a valid address will receive it.
            {chosen.contacts_with_email > CAMPAIGN_BATCH_SIZE &&
              ` It goes out in parts of ${formatCount(CAMPAIGN_BATCH_SIZE)}.`}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
