// A new account: the server mails the user a reset link so that they choose their password.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ConsoleUserDetail } from '@mti/contracts/admin/users';
import { contractFormRules } from '../../../components/contract-form-rules.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useCreateUser } from '../api/console-user.ts';
import { createUserFormSchema, emptyUserForm, userBodyOf } from '../user-form.ts';
import { UserFields } from './user-fields.tsx';

export function CreateUserForm({ onCreated }: { onCreated: (user: ConsoleUserDetail) => void }) {
  const form = useForm({ initialValues: emptyUserForm, validate: contractFormRules(createUserFormSchema) });
  const create = useCreateUser();
  return (
    <form
      aria-label="New user"
      onSubmit={form.onSubmit((values) => create.mutate(userBodyOf(values), { onSuccess: onCreated }))}
    >
      <Stack gap="md">
        <UserFields form={form} withUserid />
        {create.error && (
          <Alert color="red" variant="light" role="alert">
            {serverMessageOr(create.error, 'The user could not be created. Please try again.')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
