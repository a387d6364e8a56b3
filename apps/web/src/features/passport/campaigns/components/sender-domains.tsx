// Verified sender domains: a campaign's From Email must be on one. Adding a domain sends a
// confirmation e-mail to the address given at that domain; it stays pending until confirmed.
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { addSenderDomainBody, type SenderDomain } from '@mti/contracts/passport/campaigns-api';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { DataTable } from '../../../../components/data-table.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { showToast } from '../../../../components/toast.ts';
import { serverMessageOr } from '../../../../lib/server-message.ts';
import { formatDateTime } from '../../format-date.ts';
import { senderDomainsQuery, useAddSenderDomain } from '../api/sender-domains.ts';
import { ACTION_FAILED, DOMAIN_CONFIRMATION_SENT, DOMAIN_VERIFIED_BY_ASSOCIATION } from '../campaign-texts.ts';

export function SenderDomains() {
  const domains = useQuery(senderDomainsQuery());
  const add = useAddSenderDomain();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = addSenderDomainBody.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ACTION_FAILED);
    setError(null);
    add.mutate(parsed.data.email, {
      onSuccess: () => {
        setEmail('');
        const domain = parsed.data.email.split('@')[1] ?? '';
        showToast({ tone: 'success', message: DOMAIN_CONFIRMATION_SENT(domain, parsed.data.email) });
      },
      onError: (e) => setError(serverMessageOr(e, ACTION_FAILED)),
    });
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="domains-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="domains-heading">
          Sender Domains
        </Title>
        <Text size="sm" c="dimmed">
          A campaign’s From Email must be at one of your company’s verified domains. To add a domain, enter an address
          at it: a confirmation e-mail goes there, and the domain is verified when its link is followed.
        </Text>
        {domains.isError ? (
          <LoadError error={domains.error} onRetry={() => void domains.refetch()} />
        ) : (
          <DataTable<SenderDomain>
            label="Sender Domains"
            rows={domains.data ?? []}
            loading={domains.isPending}
            rowKey={(d) => d.domain}
            emptyState="No sender domains yet. Add one below to send campaigns from it."
            columns={[
              { key: 'domain', header: 'Domain', cell: (d) => d.domain },
              {
                key: 'status',
                header: 'State',
                cell: (d) => (
                  <Badge variant="dot" color={d.status === 'verified' ? 'green' : 'yellow'}>
                    {d.status === 'verified' ? 'Verified' : 'Waiting for confirmation'}
                  </Badge>
                ),
              },
              {
                key: 'email',
                header: 'Confirmation sent to',
                // A domain the association verified in its console had no confirmation e-mail.
                cell: (d) => d.confirm_email || DOMAIN_VERIFIED_BY_ASSOCIATION,
              },
              {
                key: 'when',
                header: 'Verified',
                cell: (d) => (d.verified_at ? formatDateTime(d.verified_at) : ''),
              },
            ]}
          />
        )}
        <form aria-label="Add a sender domain" noValidate onSubmit={submit}>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: 1, minWidth: 240, maxWidth: 420 }}
              label="An address at the domain to add"
              type="email"
              placeholder="marketing@example.com"
              value={email}
              error={error}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" variant="light" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
              Add domain
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
