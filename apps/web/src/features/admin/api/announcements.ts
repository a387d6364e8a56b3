// Add, change and delete launcher announcements: POST, PUT and DELETE /api/admin/console/announcements….
// Each change reloads every console list.
import {
  type AnnouncementFields,
  type ConsoleAnnouncement,
  consoleAnnouncement,
} from '@mti/contracts/catalog/announcements';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const ANNOUNCEMENTS_LIST = 'announcements';
const url = (id: number) => `admin/console/announcements/${id}`;

export type AnnouncementChange =
  | { kind: 'add'; fields: AnnouncementFields }
  | { kind: 'edit'; announcement: ConsoleAnnouncement; fields: AnnouncementFields }
  | { kind: 'delete'; announcement: ConsoleAnnouncement };

function send(change: AnnouncementChange): Promise<unknown> {
  const options = { errorPages: false as const };
  if (change.kind === 'add')
    return apiPost('admin/console/announcements', change.fields, { ...options, schema: consoleAnnouncement });
  if (change.kind === 'edit')
    return apiPut(
      url(change.announcement.id),
      { ...change.fields, version: change.announcement.version },
      { ...options, schema: consoleAnnouncement },
    );
  return apiDelete(url(change.announcement.id), { ...options, query: { version: change.announcement.version } });
}

export function useChangeAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}
