// The spoken summary of an analysis map's figures (ECharts' own lists every region, "NaN" where none).

/** What a screen reader hears about the figures: how many regions have one, the highest and the lowest. */
export function mapSummary(
  order: readonly { name: string; value: number | null }[],
  regionWord: string,
  labelOf: (name: string) => string,
  formatValue: (value: number) => string,
): string {
  const figures = order.filter((r): r is { name: string; value: number } => r.value !== null);
  if (figures.length === 0) return `No ${regionWord} have a figure.`;
  const sorted = [...figures].sort((a, b) => b.value - a.value);
  const top = sorted[0] as { name: string; value: number };
  const bottom = sorted[sorted.length - 1] as { name: string; value: number };
  const describe = (r: { name: string; value: number }) => `${labelOf(r.name)}, ${formatValue(r.value)}`;
  if (figures.length === 1) return `Only ${describe(top)}, has a figure.`;
  return `${figures.length} ${regionWord} have a figure. Highest: ${describe(top)}. Lowest: ${describe(bottom)}.`;
}
