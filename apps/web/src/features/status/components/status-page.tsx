import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type StatusPageProps = {
  heading: string;
  message: ReactNode;
  tone?: 'error' | 'info' | 'success';
  icon: ReactNode;
  actions?: ReactNode;
};

export function StatusPage({ heading, message, tone = 'error', icon, actions }: StatusPageProps) {
  const color = tone === 'error' ? 'red' : tone === 'success' ? 'teal' : 'navy';
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden="true">
          {icon}
        </ThemeIcon>
        <Title order={1} fz={28}>
          {heading}
        </Title>
        <Text size="lg" c="dimmed" data-testid="status-message">
          {message}
        </Text>
        <Group mt="md">
          {actions ?? (
            <Button component={Link} to="/" variant="filled">
              Go to the home page
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
