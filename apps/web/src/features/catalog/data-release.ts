// The line a data app's launcher card shows about its figures: "Data through Oct 2026 · next
// release Nov 15" (the month its data runs through; the day the next figures are due).
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const monthName = (month: string) => MONTHS[Number(month) - 1] ?? month;

export function dataReleaseText(release: NonNullable<ProductRecord['data_release']>): string {
  const [year, month] = release.data_through.split('-') as [string, string];
  const [, nextMonth, nextDay] = release.next_release.split('-') as [string, string, string];
  return `Data through ${monthName(month)} ${year} · next release ${monthName(nextMonth)} ${Number(nextDay)}`;
}
