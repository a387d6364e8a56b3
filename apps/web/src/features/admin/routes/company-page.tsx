// Console › Companies › one company (issue 19, decision 068): its name (saved with the version
// read; a stale save offers to reload), its booth contracts per show cycle and its sender domains,
// and deleting it once nothing hangs on it (decision 074; the server names what does).
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { STALE_EDIT } from '@mti/contracts/admin/console-errors';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { showToast } from '../../../components/toast.ts';
import { HttpError } from '../../../lib/http.ts';
import { consoleCompanyQuery, useChangeCompany, useDeleteCompany } from '../api/companies.ts';
import { CompanyContracts } from '../components/company-contracts.tsx';
import { CompanyDomains } from '../components/company-domains.tsx';
import { CompanyNameForm } from '../components/company-name-form.tsx';
import { ConfirmActionButton } from '../components/confirm-action-button.tsx';

function StaleReload({ error, companyId, onReload }: { error: Error | null; companyId: number; onReload: () => void }) {
  const client = useQueryClient();
  if (!(error instanceof HttpError && error.code === STALE_EDIT)) return null;
  return (
    <Group>
      <Button
        size="xs"
        variant="default"
        onClick={async () => {
          await client.invalidateQueries({ queryKey: consoleCompanyQuery(companyId).queryKey });
          onReload();
        }}
      >
        Reload the company
      </Button>
    </Group>
  );
}

export function CompanyPage() {
  const companyId = Number(useParams().companyId);
  const company = useQuery(consoleCompanyQuery(companyId));
  const rename = useChangeCompany(companyId);
  const remove = useDeleteCompany(companyId);
  const navigate = useNavigate();
  if (company.isPending) return <PageLoader />;
  if (company.isError)
    return (
      <LoadError
        error={company.error}
        onRetry={() => void company.refetch()}
        fallback="The company could not be loaded. Please try again."
        elsewhere={{ to: '/admin/console/companies', label: 'Go to all companies' }}
      />
    );
  const c = company.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/console/companies" size="sm">
        ← All companies
      </Anchor>
      <div>
        <Title order={2}>{c.name}</Title>
        <Text c="dimmed" size="sm">
          {c.users} {c.users === 1 ? 'user' : 'users'} · products: {c.products.join(', ') || 'none recorded'} ·{' '}
          <Anchor component={Link} to="/admin/console/audit-log?action=admin.passport." underline="always">
            changes in the audit log
          </Anchor>
        </Text>
      </div>
      <Card withBorder>
        <Stack gap="sm">
          <CompanyNameForm
            key={c.version}
            name={c.name}
            saving={rename.isPending}
            saved={rename.isSuccess}
            error={rename.error}
            onSave={({ name }) => rename.mutate({ kind: 'rename', body: { name, version: c.version } })}
          />
          <StaleReload error={rename.error} companyId={companyId} onReload={rename.reset} />
        </Stack>
      </Card>
      <Card withBorder>
        <CompanyContracts company={c} />
      </Card>
      <Card withBorder>
        <CompanyDomains company={c} />
      </Card>
      <Group>
        <ConfirmActionButton
          size="xs"
          label="Delete this company"
          title="Delete this company"
          confirmLabel="Delete the company"
          fallbackError="The company could not be deleted."
          message={`Delete ${c.name}? Only a company without users, booth contracts, campaigns, sender domains or saved work can be deleted; its product list goes with it. This cannot be undone.`}
          onConfirm={() =>
            remove.mutateAsync(c.version).then(() => {
              showToast({ tone: 'success', message: `${c.name} is deleted.` });
              navigate('/admin/console/companies');
            })
          }
        />
      </Group>
    </Stack>
  );
}
