// One titled section of My Account, announced as a region named by its title.
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
