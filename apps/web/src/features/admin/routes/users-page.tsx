// Console › Users (issue 19): search by name or e-mail, paged and sorted on the server, CSV export.
import { Title } from '@mantine/core';

export function UsersPage() {
  return <Title order={2}>Users</Title>;
}
