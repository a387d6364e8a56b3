// Month keys ('YYYY-MM') as the dashboards step through them, and their labels.
// TODO(issue 11): the shared month module in contracts replaces these once it lands.

export const monthIndex = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;
const monthKeyAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
export const addMonths = (key: string, n: number) => monthKeyAt(monthIndex(key) + n);
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const monthLabel = (key: string) => `${MONTH_NAMES[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}`;

export function rangeLabel(from: string, to: string): string {
  if (from === to) return monthLabel(from);
  // 'Aug – Oct 2026' within a year, 'Nov 2025 – Oct 2026' across years.
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${monthLabel(from).slice(0, 3)} – ${monthLabel(to)}`
    : `${monthLabel(from)} – ${monthLabel(to)}`;
}

export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(monthKeyAt(i));
  return out;
}
