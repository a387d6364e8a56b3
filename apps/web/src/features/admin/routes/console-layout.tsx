// The administrator console's frame (issue 19): a side navigation of sections and the section's
// page. The server decides who may enter; a refusal is shown here with its reason, and an
// administrator acting as a user is offered to stop acting.
import { Alert, Box, Button, Container, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { ACTING_AS_USER } from '@mti/contracts/admin/console-errors';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { consoleAccessQuery } from '../api/console-access.ts';
import { consoleSections } from '../console-sections.ts';

function Refusal({ error }: { error: unknown }) {
  const http = error instanceof HttpError ? error : null;
  const acting = http?.code === ACTING_AS_USER;
  return (
    <Alert color="red" variant="light" role="alert" title="The administrator console is not available">
      <Stack gap="sm">
        <Text size="sm">{http?.msg ?? 'The console could not be loaded. Please try again.'}</Text>
        {acting && (
          <Group>
            <Button component={Link} to={paths.logout} color="red" variant="filled">
              Stop acting as this user
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

export function ConsoleLayout() {
  const access = useQuery(consoleAccessQuery());
  const location = useLocation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>Administrator console</Title>
        {access.isPending ? (
          <PageLoader />
        ) : access.isError ? (
          <Refusal error={access.error} />
        ) : (
          <Group align="flex-start" gap="xl" wrap="wrap">
            <Box component="nav" aria-label="Console sections" w={{ base: '100%', sm: 200 }}>
              {consoleSections.map((section) => (
                <NavLink
                  key={section.path}
                  component={Link}
                  to={section.path}
                  label={section.label}
                  leftSection={<section.icon size={16} aria-hidden="true" />}
                  active={location.pathname.startsWith(section.path)}
                  aria-current={location.pathname.startsWith(section.path) ? 'page' : undefined}
                />
              ))}
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>
              <Outlet />
            </Box>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
