// A company's booth contracts per show cycle: each row's booth can be changed (with the version
// read), a contract without a subscription deleted after a confirmation (decision 074), and a
// contract added for a show cycle the company has none for.
import { Button, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { CompanyContract, ConsoleCompanyDetail } from '@mti/contracts/admin/console-companies';
import { useState } from 'react';
import { useChangeCompany } from '../api/companies.ts';
import { BoothContractForm } from './booth-contract-form.tsx';
import { ConfirmActionButton } from './confirm-action-button.tsx';

export function CompanyContracts({ company }: { company: ConsoleCompanyDetail }) {
  const [editing, setEditing] = useState<CompanyContract | null>(null);
  const add = useChangeCompany(company.id);
  const change = useChangeCompany(company.id);
  const remove = useChangeCompany(company.id);
  const held = new Set(company.contract_list.map((c) => c.show_year));
  return (
    <Stack gap="sm">
      <Title order={3}>Booth contracts</Title>
      {company.contract_list.length === 0 ? (
        <Text size="sm">No booth contract yet: the company cannot subscribe to the Exhibitor Passport.</Text>
      ) : (
        <Table striped withTableBorder maw={640}>
          <Table.Caption>Booth contracts of {company.name}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Show cycle</Table.Th>
              <Table.Th>Booth</Table.Th>
              <Table.Th>Subscription</Table.Th>
              <Table.Th>
                <VisuallyHidden>Change</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {company.contract_list.map((c) => (
              <Table.Tr key={c.show_year}>
                <Table.Td>{c.show_year}</Table.Td>
                <Table.Td>{c.booth}</Table.Td>
                <Table.Td>{c.subscription_id === null ? 'none' : `#${c.subscription_id}`}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      change.reset();
                      setEditing(c);
                    }}
                  >
                    Change booth of {c.show_year}
                  </Button>
                  {c.subscription_id === null && (
                    <ConfirmActionButton
                      label={`Delete the ${c.show_year} contract`}
                      title="Delete this booth contract"
                      confirmLabel="Delete the contract"
                      fallbackError="The contract could not be deleted."
                      message={`Delete ${company.name}'s booth contract for ${c.show_year} (booth ${c.booth})? Without it the company cannot subscribe to the Exhibitor Passport for that show cycle.`}
                      onConfirm={() =>
                        remove.mutateAsync({ kind: 'delete-contract', showYear: c.show_year, version: c.version })
                      }
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <BoothContractForm
        key={company.contract_list.length}
        showYears={company.show_years.filter((y) => !held.has(y))}
        saving={add.isPending}
        saved={add.isSuccess}
        error={add.error}
        onSave={(body) => add.mutate({ kind: 'add-contract', body })}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={editing ? `Booth at ${editing.show_year}` : ''}
      >
        {editing && (
          <BoothContractForm
            contract={editing}
            showYears={[]}
            saving={change.isPending}
            saved={false}
            error={change.error}
            onSave={({ booth }) =>
              change.mutate(
                { kind: 'change-contract', showYear: editing.show_year, body: { booth, version: editing.version } },
                { onSuccess: () => setEditing(null) },
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}
