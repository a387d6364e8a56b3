// A show year as a line reads it: "IMTS 2026" (the sample shows' names carry a "sample data" note,
// which the page's banner already gives).
export function showYearLabel(showName: string, showYear: string): string {
  return `${showName.replace(/\s*\(sample data\)$/, '')} ${showYear.slice(-4)}`;
}
