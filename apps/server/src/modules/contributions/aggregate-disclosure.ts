// Disclosure control of the USMTO in Advance aggregate, with the survey benchmark's threshold
// (BENCHMARK_MIN_ORGANISATIONS, decision 020): a figure is published only from at least five
// contributors none of whom holds over 25 % of it. A category withheld alone would be the total
// minus the others, so the total is then withheld too (complementary suppression); when several
// are withheld, the total stays only if their sum passes the same rules. Differencing two
// releases is ruled out elsewhere: a month is released once, after its deadline, and frozen.
import { BENCHMARK_MIN_ORGANISATIONS } from '@mti/contracts/survey/survey-benchmark';

export const MIN_CONTRIBUTORS = BENCHMARK_MIN_ORGANISATIONS;
/** No contributor may hold more than this share of a published figure. */
export const MAX_CONTRIBUTOR_SHARE = 0.25;

export type Contribution = { contributor: string; units: number; dollars: number };
export type Suppression = 'too_few_contributors' | 'dominated' | 'complementary';
export type Cell = {
  units: number | null;
  orders_dollars: number | null;
  contributors: number | null;
  suppressed: Suppression | null;
};

/** Why these contributions may not be published, or null when they may. */
export function suppressionOf(contributions: readonly Contribution[]): Suppression | null {
  const reporting = contributions.filter((c) => c.dollars > 0 || c.units > 0);
  if (reporting.length < MIN_CONTRIBUTORS) return 'too_few_contributors';
  for (const measure of ['units', 'dollars'] as const) {
    const total = reporting.reduce((sum, c) => sum + c[measure], 0);
    if (total > 0 && reporting.some((c) => c[measure] > total * MAX_CONTRIBUTOR_SHARE)) return 'dominated';
  }
  return null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function cellOf(contributions: readonly Contribution[], suppressed: Suppression | null): Cell {
  if (suppressed) return { units: null, orders_dollars: null, contributors: null, suppressed };
  const reporting = contributions.filter((c) => c.dollars > 0 || c.units > 0);
  return {
    units: reporting.reduce((sum, c) => sum + c.units, 0),
    orders_dollars: round2(reporting.reduce((sum, c) => sum + c.dollars, 0)),
    contributors: reporting.length,
    suppressed: null,
  };
}

/** Each contributor's sum over some categories. */
function perContributor(groups: readonly (readonly Contribution[])[]): Contribution[] {
  const sums = new Map<string, Contribution>();
  for (const group of groups)
    for (const c of group) {
      const sum = sums.get(c.contributor) ?? { contributor: c.contributor, units: 0, dollars: 0 };
      sum.units += c.units;
      sum.dollars += c.dollars;
      sums.set(c.contributor, sum);
    }
  return [...sums.values()];
}

/** The published cells of each category and of the total. */
export function protectAggregate(categories: readonly (readonly Contribution[])[]): { cells: Cell[]; total: Cell } {
  const reasons = categories.map(suppressionOf);
  const cells = categories.map((c, i) => cellOf(c, reasons[i] ?? null));
  const all = perContributor(categories);
  const withheld = categories.filter((_, i) => reasons[i] !== null);
  let totalReason = suppressionOf(all);
  if (!totalReason && withheld.length === 1) totalReason = 'complementary';
  if (!totalReason && withheld.length > 1 && suppressionOf(perContributor(withheld)) !== null)
    totalReason = 'complementary';
  return { cells, total: cellOf(all, totalReason) };
}
