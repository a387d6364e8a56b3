// Edit a user's profile, membership and subscription. The save carries the version read; when
// someone else saved first the server refuses (409 stale) and the form says so, offering to reload.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { STALE_EDIT } from '@mti/contracts/admin/console-errors';
import type { ConsoleUserDetail } from '@mti/contracts/admin/users';
import { useQueryClient } from '@tanstack/react-query';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { showToast } from '../../../components/toast.ts';
import { HttpError } from '../../../lib/http.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { consoleUserQuery, useSaveUser } from '../api/console-user.ts';
import { updateUserFormSchema, userBodyOf, userFormOf } from '../user-form.ts';
import { UserFields } from './user-fields.tsx';

export function UserEditForm({ user }: { user: ConsoleUserDetail }) {
  const form = useForm({ initialValues: userFormOf(user), validate: contractFormRules(updateUserFormSchema) });
  const save = useSaveUser(user.site_id);
  const client = useQueryClient();
  const stale = save.error instanceof HttpError && save.error.code === STALE_EDIT;

  async function reload() {
    const fresh = await client.fetchQuery({ ...consoleUserQuery(user.site_id), staleTime: 0 });
    form.setInitialValues(userFormOf(fresh));
    form.setValues(userFormOf(fresh));
    save.reset();
  }

  return (
    <form
      aria-label="Edit user"
      onSubmit={form.onSubmit((values) => {
        const { userid: _userid, ...body } = userBodyOf(values);
        save.mutate(
          { ...body, version: user.version },
          {
            onSuccess: (saved) => {
              if (saved) form.setInitialValues(userFormOf(saved));
              showToast({ tone: 'success', message: 'The user was saved.' });
            },
          },
        );
      })}
    >
      <Stack gap="md">
        <UserFields form={form} withUserid={false} />
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(save.error, 'The user could not be saved. Please try again.')}
            {stale && (
              <Group mt="sm">
                <Button size="xs" variant="default" onClick={reload}>
                  Reload the user
                </Button>
              </Group>
            )}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
