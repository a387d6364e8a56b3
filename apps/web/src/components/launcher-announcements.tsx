// The launcher's announcements beyond the decommission notice (decision 091); the console's preview
// renders this same component, so the administrator sees what members will.
import { Alert, Stack } from '@mantine/core';
import type { MemberAnnouncement } from '@mti/contracts/catalog/announcements';
import { IconSpeakerphone } from '@tabler/icons-react';

export function LauncherAnnouncements({ announcements }: { announcements: MemberAnnouncement[] }) {
  if (announcements.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-label="Announcements">
      {announcements.map((a) => (
        <Alert key={a.id} color="blue" variant="light" icon={<IconSpeakerphone size={20} />} title={a.title}>
          {a.body}
        </Alert>
      ))}
    </Stack>
  );
}
