// A company's sender domains: verify one from the console, or revoke one. Revoking pauses the
// company's campaigns that were about to send from it, so the button asks first.
import { Alert, Button, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ConsoleCompanyDetail } from '@mti/contracts/admin/console-companies';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useChangeCompany } from '../api/companies.ts';
import { SenderDomainForm } from './sender-domain-form.tsx';

const verifiedHow = (d: ConsoleCompanyDetail['domain_list'][number]) =>
  d.status === 'pending'
    ? `pending (confirmation sent to ${d.confirm_email})`
    : `verified ${d.verified_at?.slice(0, 10) ?? ''} ${d.verified_by ? `by ${d.verified_by}` : 'by e-mail'}`;

export function CompanyDomains({ company }: { company: ConsoleCompanyDetail }) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const verify = useChangeCompany(company.id);
  const revoke = useChangeCompany(company.id);
  return (
    <Stack gap="sm">
      <Title order={3}>Sender domains</Title>
      {company.domain_list.length === 0 ? (
        <Text size="sm">No sender domain: the company cannot send campaigns.</Text>
      ) : (
        <Table striped withTableBorder maw={760}>
          <Table.Caption>Sender domains of {company.name}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Domain</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Revoke</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {company.domain_list.map((d) => (
              <Table.Tr key={d.domain}>
                <Table.Td>{d.domain}</Table.Td>
                <Table.Td>{verifiedHow(d)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => {
                      revoke.reset();
                      setRevoking(d.domain);
                    }}
                  >
                    Revoke {d.domain}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <SenderDomainForm
        key={company.domain_list.length}
        saving={verify.isPending}
        saved={verify.isSuccess}
        error={verify.error}
        onSave={(body) => verify.mutate({ kind: 'verify-domain', body })}
      />
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={`Revoke ${revoking ?? ''}?`}
      >
        <Stack gap="sm">
          <Text size="sm">
            {company.name} will no longer be able to send from {revoking}. Its scheduled or running campaigns from this
            domain are paused.
          </Text>
          {revoke.error && (
            <Alert color="red" role="alert" title="Not revoked">
              {serverMessageOr(revoke.error, 'The domain could not be revoked. Please try again.')}
            </Alert>
          )}
          <Group>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                revoking &&
                revoke.mutate({ kind: 'revoke-domain', domain: revoking }, { onSuccess: () => setRevoking(null) })
              }
            >
              Revoke domain
            </Button>
            <Button variant="default" onClick={() => setRevoking(null)}>
              Keep it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
