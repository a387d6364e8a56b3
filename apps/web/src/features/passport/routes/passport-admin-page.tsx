// The administrator's Exhibitor Passport screen (issue 14): seats per company and recording a
// "forgotten" request. Outside the passport layout (an administrator holds no seat); the server
// answers 403 to anyone else, and the screen then says so. The lists the console already pages for
// the same administrators (forgotten requests, sending caps) are linked, not copied (decision 099).
import { Alert, Anchor, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { AdminSeatsPanel } from '../components/admin-seats-panel.tsx';
import { ForgottenRequestsPanel } from '../components/forgotten-requests-panel.tsx';
import { useSeatList } from '../hooks/use-seat-list.ts';
import { PASSPORT_TITLE, SAMPLE_DATA_NOTE } from '../passport-texts.ts';

export const ADMINISTRATORS_ONLY = 'Only portal administrators may open the passport administration.';

export function PassportAdminPage() {
  // The subscriptions' answer (the panel's own query) doubles as the access check: 403 for anyone but
  // an administrator.
  const subscriptions = useSeatList().list;
  const refused = subscriptions.error instanceof HttpError && subscriptions.error.status === 403;
  return (
    <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{PASSPORT_TITLE} administration</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {SAMPLE_DATA_NOTE}
          </Text>
        </div>
        {refused ? (
          <Alert color="red" variant="light" role="alert">
            {ADMINISTRATORS_ONLY}
          </Alert>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              Booth contracts with their paid seats, every company's{' '}
              <Anchor component={Link} to={paths.adminConsole.passportSendingCaps} underline="always">
                daily sending cap
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to={paths.adminConsole.passportForgotten} underline="always">
                forgotten-contact requests
              </Anchor>{' '}
              recorded so far are in the console's{' '}
              <Anchor component={Link} to={paths.adminConsole.passport} underline="always">
                Exhibitor Passport
              </Anchor>{' '}
              section.
            </Text>
            <Tabs defaultValue="seats" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="seats">Seats</Tabs.Tab>
                <Tabs.Tab value="forgotten">Forgotten requests</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="seats" pt="md">
                <AdminSeatsPanel />
              </Tabs.Panel>
              <Tabs.Panel value="forgotten" pt="md">
                <ForgottenRequestsPanel />
              </Tabs.Panel>
            </Tabs>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
