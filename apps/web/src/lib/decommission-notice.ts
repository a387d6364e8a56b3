// The decommission notice's sentence as members read it (spec §2 myapps, §9): the configured texts
// (or the defaults until an administrator saves some), the date written out in full, and the tense
// that fits the day (contracts' decommissionSentence).
import {
  DEFAULT_DECOMMISSION_NOTICE,
  type DecommissionNoticeTexts,
  decommissionSentence,
} from '@mti/contracts/content/decommission-notice';
import { formatLongDate } from './long-date.ts';

/** '2025-12-31' → 'December 31, 2025'; an unreadable value is shown as it is. */
export const formatDecommissionDate = formatLongDate;

export function decommissionNotice(
  isoDate: string,
  now: Date,
  notice: DecommissionNoticeTexts = DEFAULT_DECOMMISSION_NOTICE,
): string {
  return decommissionSentence(notice, isoDate, formatDecommissionDate(isoDate), now);
}
