// Disclosure control of the benchmark (docs/decisions/020): quartiles are never read off single
// organisations. The values are first microaggregated — sorted, cut into consecutive groups of at
// least three, each value replaced by its group's mean — and the quartiles interpolated over those
// means. Every published figure is thus a mean of three or more organisations (or a blend of two
// such means), however few organisations there are; with five, one group, and all three quartiles
// are the mean of the five.
import type { Quartiles } from '@mti/contracts/survey/survey-benchmark';

/** The smallest number of organisations averaged into any published figure. */
export const MICROAGGREGATION_GROUP = 3;

/**
 * Fixed-size microaggregation: the sorted values in consecutive groups of `size`, the remainder
 * (fewer than `size`) joining the last group; each value becomes its group's mean. Fewer values
 * than `size` make one group.
 */
export function microaggregate(values: readonly number[], size = MICROAGGREGATION_GROUP): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const groups = Math.max(1, Math.floor(sorted.length / size));
  const out: number[] = [];
  for (let g = 0; g < groups; g++) {
    const members = sorted.slice(g * size, g === groups - 1 ? sorted.length : (g + 1) * size);
    const mean = members.reduce((sum, v) => sum + v, 0) / members.length;
    for (const _ of members) out.push(mean);
  }
  return out;
}

/** Linear interpolation between closest ranks, as PostgreSQL's percentile_cont. */
export function percentileCont(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * fraction;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}

/** The published quartiles of these organisations' values, rounded for publication. */
export function protectedQuartiles(values: readonly number[], round: (value: number) => number): Quartiles {
  const means = microaggregate(values);
  return {
    lower_quartile: round(percentileCont(means, 0.25)),
    median: round(percentileCont(means, 0.5)),
    upper_quartile: round(percentileCont(means, 0.75)),
  };
}
