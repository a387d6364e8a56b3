// My dashboards: the user's own dashboards (.xdashboard files in My Files), and a new one by name.
import { Alert, Anchor, Button, Container, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { MY_DASHBOARD_MSG, MY_DASHBOARD_VERSION } from '@mti/contracts/dashboards/my-dashboard-file';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { myDashboardsQuery, useCreateMyDashboard } from '../api/my-dashboards.ts';

export function MyDashboardsPage() {
  const navigate = useNavigate();
  const list = useQuery(myDashboardsQuery());
  const create = useCreateMyDashboard();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = name.trim();
    if (!title) return setError(MY_DASHBOARD_MSG.titleBlank);
    setError(null);
    create.mutate(
      { fileName: title, content: { version: MY_DASHBOARD_VERSION, title, tiles: [] } },
      {
        onSuccess: (file) => navigate(paths.myDashboards(file.id)),
        onError: (e) => setError(e instanceof HttpError ? e.message : 'The dashboard could not be created.'),
      },
    );
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>My dashboards</Title>
          <Text c="dimmed">
            Your own dashboards of saved analyses. Each is a file in{' '}
            <Anchor component={Link} to={paths.myFiles}>
              My Files
            </Anchor>
            , with trash and restore like any file.
          </Text>
        </Stack>
        {list.isError ? <Alert color="red">Your dashboards could not be loaded.</Alert> : null}
        {list.data && list.data.files.length === 0 ? (
          <Text>You have no dashboards yet. Name one below to start.</Text>
        ) : null}
        {list.data && list.data.files.length > 0 ? (
          <List aria-label="Your dashboards">
            {list.data.files.map((file) => (
              <List.Item key={file.id}>
                <Anchor component={Link} to={paths.myDashboards(file.id)}>
                  {file.name}
                </Anchor>
              </List.Item>
            ))}
          </List>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label="New dashboard"
              placeholder="Name"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              maxLength={100}
            />
            <Button type="submit" loading={create.isPending}>
              Create dashboard
            </Button>
          </Group>
        </form>
      </Stack>
    </Container>
  );
}
