// The password policy's requirements, listed under the password fields (spec §5).
import { List, Text } from '@mantine/core';
import { PASSWORD_REQUIREMENTS } from '@mti/contracts/identity/password-policy';

export function PasswordRequirements() {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        Password requirements
      </Text>
      <List size="sm" spacing={2} c="dimmed">
        {PASSWORD_REQUIREMENTS.map((requirement) => (
          <List.Item key={requirement}>{requirement}</List.Item>
        ))}
        <List.Item>Not a commonly used or leaked password</List.Item>
      </List>
    </div>
  );
}
