// Partial periods: a quarter or a year the analysis covers only some months of (the data ends
// mid-quarter, the period filter cuts one, or a projection stops inside one). Flagged so that a
// two-month quarter is not read as a fall.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult, DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { addMonths, monthsBetween } from '@mti/contracts/common/month';

/** The months the result can hold: the dataset's, within the period filter, plus projected ones. */
export function coveredMonths(
  definition: AnalysisDefinitionInput,
  dataset: DatasetDescription,
  projection: AnalysisResult['projection'],
): Set<string> {
  const p = definition.filters?.period;
  const from = p?.from && p.from > dataset.period.first ? p.from : dataset.period.first;
  const to = p?.to && p.to < dataset.period.last ? p.to : dataset.period.last;
  const months = from <= to ? monthsBetween(from, to) : [];
  if (projection) for (let i = 1; i <= projection.months; i++) months.push(addMonths(projection.from, i));
  return new Set(months);
}

function monthsOfPeriod(dimension: string, key: string): string[] | null {
  if (dimension === 'quarter') {
    const m = /^(\d{4})-Q([1-4])$/.exec(key);
    if (!m) return null;
    const first = `${m[1]}-${String((Number(m[2]) - 1) * 3 + 1).padStart(2, '0')}`;
    return [0, 1, 2].map((i) => addMonths(first, i));
  }
  if (dimension === 'year' && /^\d{4}$/.test(key)) return monthsBetween(`${key}-01`, `${key}-12`);
  return null;
}

/** "2 of 3 months" when the period is partial, else null (months, other dimensions, totals). */
export function partialNote(dimension: string, key: string | null, covered: Set<string>): string | null {
  if (key === null) return null;
  const months = monthsOfPeriod(dimension, key);
  if (!months) return null;
  const n = months.filter((m) => covered.has(m)).length;
  return n > 0 && n < months.length ? `${n} of ${months.length} months` : null;
}

/** Per row header: its partial-period note (first row dimension only), or null. */
export function partialRows(result: AnalysisResult, covered: Set<string>): (string | null)[] {
  const dim = result.row_dimensions[0]?.id;
  return result.row_headers.map((h) =>
    h.kind === 'member' && dim ? partialNote(dim, h.members[0] ?? null, covered) : null,
  );
}
