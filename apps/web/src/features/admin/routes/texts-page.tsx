// Console › Announcements and labels (issue 19): the launcher's decommission notice (spec §2, §9)
// with a preview, and the label service's texts (spec §3) with the screen each appears on.
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { decommissionNoticeQuery } from '../api/decommission-notice.ts';
import { AnnouncementsPanel } from '../components/announcements-panel.tsx';
import { ConsoleLoadError } from '../components/console-load-error.tsx';
import { DecommissionNoticeForm } from '../components/decommission-notice-form.tsx';
import { LabelsPanel } from '../components/labels-panel.tsx';

export function TextsPage() {
  const notice = useQuery(decommissionNoticeQuery());
  return (
    <Stack gap="md">
      <Title order={2}>Announcements and labels</Title>
      {/* A region of its own: a failed load says so here, apart from the lists below. */}
      <Stack component="section" gap="md" aria-label="Decommission notice">
        <Title order={3}>Decommission notice</Title>
        <Text size="sm" c="dimmed">
          Shown at the top of My MTApps to every signed-in user.
        </Text>
        {notice.isError && (
          <ConsoleLoadError query={notice} fallback="The decommission notice could not be loaded. Please try again." />
        )}
        {notice.isPending && <Loader role="status" size="sm" aria-label="Loading the decommission notice" />}
        {notice.data && <DecommissionNoticeForm notice={notice.data} />}
      </Stack>
      <Title order={3}>Other announcements</Title>
      <Text size="sm" c="dimmed">
        Shown below the decommission notice in My MTApps from their first to their last day, to everyone or to the
        members of the apps chosen.
      </Text>
      <AnnouncementsPanel />
      <Title order={3}>Labels</Title>
      <Text size="sm" c="dimmed">
        The texts of the screens served by the label service: the survey list, entry and benchmark screens and where a
        failed survey call goes.
      </Text>
      <LabelsPanel />
    </Stack>
  );
}
