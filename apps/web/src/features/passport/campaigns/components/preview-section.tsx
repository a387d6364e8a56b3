// Step "preview": exactly what a recipient gets, merge fields filled for a contact of the list. The
// HTML part shows in a sandboxed frame (no scripts, no same-origin access), the text part beside it.
// Contacts to preview for come from the viewer's own saved list; a colleague's list is not theirs to
// read (404), so the preview then fills the merge fields with their fallbacks.

import { Card, NativeSelect, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import type { CampaignDetail } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../../../components/load-error.tsx';
import { savedListsQuery } from '../../api/saved-lists.ts';
import { campaignPreviewQuery } from '../api/campaign-preview.ts';
import { listContactsQuery } from '../api/list-contacts.ts';
import classes from './preview-section.module.css';

export function PreviewSection({ campaign }: { campaign: CampaignDetail }) {
  const lists = useQuery(savedListsQuery());
  const ownList = campaign.list_id != null && (lists.data ?? []).some((l) => l.list_id === campaign.list_id);
  const contacts = useQuery({ ...listContactsQuery(campaign.list_id ?? 0), enabled: ownList });
  const [contactId, setContactId] = useState<number | null>(null);
  const chosen = contactId ?? contacts.data?.contacts[0]?.contact_id ?? null;
  // The campaign's saved state is what is previewed: a save asks again.
  const version = JSON.stringify([campaign.subject, campaign.email_type, campaign.html, campaign.template]);
  // Asked once whom it is for is known (the first contact of the viewer's own list, or nobody), not
  // first for nobody and again for that contact, which redrew the preview under the reader.
  const contactKnown = !lists.isPending && (!ownList || !contacts.isPending);
  const preview = useQuery({
    ...campaignPreviewQuery(campaign.campaign_id, chosen, version),
    enabled: contactKnown,
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-heading">
          Preview
        </Title>
        {ownList && (
          <NativeSelect
            label="Preview for contact"
            value={chosen == null ? '' : String(chosen)}
            onChange={(e) => setContactId(Number(e.currentTarget.value))}
            data={(contacts.data?.contacts ?? []).map((c) => ({
              value: String(c.contact_id),
              label: `${c.first_name} ${c.last_name}${c.company ? `, ${c.company}` : ''}`,
            }))}
          />
        )}
        {preview.isPending && <Skeleton role="status" h={300} aria-label="Loading the preview" />}
        {preview.isError && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
        {preview.data && (
          <>
            <dl className={classes.headers}>
              <dt>From</dt>
              <dd>{preview.data.from}</dd>
              <dt>Reply-To</dt>
              <dd>{preview.data.reply_to}</dd>
              <dt>Subject</dt>
              <dd>{preview.data.subject}</dd>
            </dl>
            <Tabs defaultValue="html" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="html">HTML</Tabs.Tab>
                <Tabs.Tab value="text">Text</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="html" pt="sm">
                <iframe
                  title="E-mail preview (HTML part)"
                  className={classes.frame}
                  sandbox=""
                  srcDoc={preview.data.html}
                />
              </Tabs.Panel>
              <Tabs.Panel value="text" pt="sm">
                <pre className={classes.text}>{preview.data.text}</pre>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Card>
  );
}
