// The react-query keys of e-mail campaigns, under the passport's keys (so signing out drops them).
import { passportKeys } from '../../api/passport-query-keys.ts';

export const campaignKeys = {
  all: [...passportKeys.all, 'campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  one: (campaignId: number) => [...campaignKeys.all, 'one', campaignId] as const,
  preview: (campaignId: number, contactId: number | null) =>
    [...campaignKeys.all, 'preview', campaignId, contactId] as const,
  log: (campaignId: number) => [...campaignKeys.all, 'log', campaignId] as const,
  domains: () => [...passportKeys.all, 'sender-domains'] as const,
};
