// The frame of the sign-in and account-recovery pages: one narrow card with the page's heading.
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type IdentityPageProps = {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
};

export function IdentityPage({ heading, intro, children }: IdentityPageProps) {
  return (
    <Container size={480} px="md" py={{ base: 32, sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={1} fz={26}>
            {heading}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
