// A user's product roles, one checkbox per known role (contracts identity/roles.ts), and whether
// they administer the portal. An administrator cannot take their own administrator role away:
// the form says so before sending, with the server's words.
import { Alert, Button, Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { OWN_ADMIN_ROLE, type UserRolesBody, userRolesBody } from '@mti/contracts/admin/user-links';
import { KNOWN_ROLES, ROLE_NAMES } from '@mti/contracts/identity/roles';
import { type ReactNode, useState } from 'react';

type Props = {
  user: { roles: readonly string[]; is_administrator: boolean; version: number };
  /** The user is the administrator signed in. */
  isSelf: boolean;
  saving: boolean;
  refusal: ReactNode;
  onSubmit: (body: UserRolesBody) => void;
};

export function UserRolesForm({ user, isSelf, saving, refusal, onSubmit }: Props) {
  const [roles, setRoles] = useState<string[]>(user.roles.filter((r) => ROLE_NAMES.some((n) => n === r)));
  const [administrator, setAdministrator] = useState(user.is_administrator);
  const ownRoleError = isSelf && !administrator ? OWN_ADMIN_ROLE : undefined;
  return (
    <form
      aria-label="Roles"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = userRolesBody.safeParse({ version: user.version, roles, is_administrator: administrator });
        if (checked.success && !ownRoleError) onSubmit(checked.data);
      }}
    >
      <Stack gap="sm">
        <Checkbox.Group label="Product roles" value={roles} onChange={setRoles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {ROLE_NAMES.map((role) => (
              <Checkbox key={role} value={role} label={role} description={KNOWN_ROLES[role]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Checkbox
          label="Portal administrator (may use this console)"
          checked={administrator}
          onChange={(e) => setAdministrator(e.currentTarget.checked)}
          error={ownRoleError}
        />
        <Text size="xs" c="dimmed">
          The user&apos;s launcher shows the apps of their roles as soon as you save.
        </Text>
        {refusal && (
          <Alert color="red" role="alert" title="Not saved">
            {refusal}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={saving} disabled={!!ownRoleError}>
            Save roles
          </Button>
        </div>
      </Stack>
    </form>
  );
}
