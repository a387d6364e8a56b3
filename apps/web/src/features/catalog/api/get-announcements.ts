// GET mti/announcements (added, decision 091): the announcements the user's launcher shows today.
import { type MemberAnnouncement, memberAnnouncementsResponse } from '@mti/contracts/catalog/announcements';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export function announcementsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'announcements'] as const,
    queryFn: ({ signal }) =>
      apiGet<MemberAnnouncement[]>('mti/announcements', { schema: memberAnnouncementsResponse, signal }),
  });
}
