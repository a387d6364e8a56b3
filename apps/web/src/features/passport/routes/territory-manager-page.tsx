// Passport Territory Manager (help page passport-territory-manager): for the show year, each of the
// company's passport users and the U.S. states or countries they cover, one user per state or country.
import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { territoriesQuery, useAssignTerritory } from '../api/territories.ts';
import { TerritoryEditor } from '../components/territory-editor.tsx';
import { SAVE_FAILED } from '../passport-texts.ts';
import { usePassport } from '../show-year-context.ts';

export function TerritoryManagerPage() {
  const { showYear } = usePassport();
  const territories = useQuery(territoriesQuery(showYear.show_year));
  const assign = useAssignTerritory();

  if (territories.isPending) return <Skeleton role="status" h={300} aria-label="Loading the territories" />;
  if (territories.isError) return <LoadError error={territories.error} onRetry={() => void territories.refetch()} />;
  const { users } = territories.data;
  return (
    <Stack gap="md">
      <Text c="dimmed">
        A user’s Find Prospects and Search Contacts are limited to their territory; users without one see every
        attendee. Seats are reassigned by support only, when an employee has left the company.
      </Text>
      {users.length === 0 && <Alert color="yellow">Your company has no passport users for this show year.</Alert>}
      {users.map((user) => (
        <TerritoryEditor
          // A new show year or a saved change starts the editor from the server's answer.
          key={`${showYear.show_year}:${user.site_id}:${user.states.join()}:${user.countries.join()}`}
          user={user}
          others={users.filter((u) => u.site_id !== user.site_id)}
          busy={assign.isPending && assign.variables?.siteId === user.site_id}
          error={
            assign.isError && assign.variables?.siteId === user.site_id
              ? serverMessageOr(assign.error, SAVE_FAILED)
              : null
          }
          onSave={(territory) =>
            assign.mutate(
              { siteId: user.site_id, body: { show_year: showYear.show_year, ...territory } },
              {
                onSuccess: () =>
                  showToast({
                    tone: 'success',
                    message: `Saved the territory of ${user.name_first} ${user.name_last}.`,
                  }),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
