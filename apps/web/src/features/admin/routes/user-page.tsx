// Console › Users › one user (issue 19).
import { Title } from '@mantine/core';

export function UserPage() {
  return <Title order={2}>User</Title>;
}
