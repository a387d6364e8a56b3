// The user page's "Roles and company" tab: the roles form and the company form, each saved with
// the version read. A stale save (someone else changed the user) offers to reload the user.
import { Button, Divider, Group, Stack } from '@mantine/core';
import { STALE_EDIT } from '@mti/contracts/admin/console-errors';
import type { ConsoleUserDetail } from '@mti/contracts/admin/users';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast.ts';
import { HttpError } from '../../../lib/http.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleAccessQuery } from '../api/console-access.ts';
import { consoleUserQuery, useSaveUserCompany, useSaveUserRoles } from '../api/console-user.ts';
import { companyOptionsQuery } from '../api/user-links.ts';
import { UserCompanyForm } from './user-company-form.tsx';
import { UserRolesForm } from './user-roles-form.tsx';

/** The server's refusal of a save; when stale, a reload that also clears the refusal. */
function refusalOf({ error, reset }: { error: Error | null; reset: () => void }, siteId: string) {
  return error ? <Refusal error={error} onReload={reset} siteId={siteId} /> : null;
}

function Refusal({ error, onReload, siteId }: { error: Error; onReload: () => void; siteId: string }) {
  const client = useQueryClient();
  return (
    <>
      {serverMessageOr(error, 'The change could not be saved. Please try again.')}
      {error instanceof HttpError && error.code === STALE_EDIT && (
        <Group mt="sm">
          <Button
            size="xs"
            variant="default"
            onClick={async () => {
              await client.invalidateQueries({ queryKey: consoleUserQuery(siteId).queryKey });
              onReload();
            }}
          >
            Reload the user
          </Button>
        </Group>
      )}
    </>
  );
}

export function UserLinksPanel({ user }: { user: ConsoleUserDetail }) {
  const access = useQuery(consoleAccessQuery());
  const companies = useQuery(companyOptionsQuery());
  const roles = useSaveUserRoles(user.site_id);
  const company = useSaveUserCompany(user.site_id);
  const saved = (what: string) => () => showToast({ tone: 'success', message: `${what} saved.` });
  return (
    <Stack gap="lg">
      <UserRolesForm
        // A saved or reloaded user starts the form again from what the server holds.
        key={`roles-${user.version}`}
        user={user}
        isSelf={access.data?.userid === user.userid}
        saving={roles.isPending}
        refusal={refusalOf(roles, user.site_id)}
        onSubmit={(body) => roles.mutate(body, { onSuccess: saved('The roles were') })}
      />
      <Divider />
      <UserCompanyForm
        key={`company-${user.version}`}
        user={user}
        companies={companies.data ?? []}
        saving={company.isPending}
        refusal={refusalOf(company, user.site_id)}
        onSubmit={(body) => company.mutate(body, { onSuccess: saved('The company was') })}
      />
    </Stack>
  );
}
