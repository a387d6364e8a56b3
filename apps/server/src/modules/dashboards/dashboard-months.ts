// The label of a dashboard's month range; the month arithmetic itself is the shared one in contracts.
import { monthLabel } from '@mti/contracts/common/month';

export function rangeLabel(from: string, to: string): string {
  if (from === to) return monthLabel(from);
  // 'Aug – Oct 2026' within a year, 'Nov 2025 – Oct 2026' across years.
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${monthLabel(from).slice(0, 3)} – ${monthLabel(to)}`
    : `${monthLabel(from)} – ${monthLabel(to)}`;
}
