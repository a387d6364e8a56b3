// A link may open the analyzer on an app's dataset already arranged (Map U.S. Markets' "Open in
// analyzer", a dashboard tile's link): ?rows=<dimension>, ?measure=<field>,
// ?filter=<dimension>:<member> (repeatable) and ?from/?to=<YYYY-MM> (the period, within the data).
// Only names the dataset declares are taken; anything else is ignored, and the default stays.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

export function applyViewerPreset(
  definition: AnalysisDefinitionInput,
  dataset: DatasetDescription,
  search: URLSearchParams,
): AnalysisDefinitionInput {
  const dimension = (id: string | null) => dataset.dimensions.find((d) => d.id === id);
  const rows = dimension(search.get('rows'));
  const measure = dataset.measures.find((m) => m.field === search.get('measure'));
  const members = search.getAll('filter').flatMap((value) => {
    const at = value.indexOf(':');
    const dim = dimension(value.slice(0, at));
    const member = value.slice(at + 1);
    if (at < 1 || !dim) return [];
    // A period dimension's members come from the data; a member dimension lists its own.
    if (dim.kind === 'member' && !dim.members.some((m) => m.key === member)) return [];
    return [{ dimension: dim.id, values: [member], exclude: false }];
  });
  const month = (key: 'from' | 'to') => {
    const value = search.get(key) ?? '';
    return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && value >= dataset.period.first && value <= dataset.period.last
      ? value
      : undefined;
  };
  const from = month('from');
  const to = month('to');
  const period = from || to ? { period: { from, to } } : null;
  if (!rows && !measure && members.length === 0 && !period) return definition;
  const aggregate = measure?.aggregate === 'count_distinct' ? 'sum' : (measure?.aggregate ?? 'sum');
  return {
    ...definition,
    rows: rows ? [rows.id] : definition.rows,
    measures: measure
      ? [{ id: `${measure.field}_${aggregate}`, field: measure.field, aggregate, calculation: 'none' }]
      : definition.measures,
    filters: {
      // A member filter on a period names its months itself: no month range on top.
      ...(members.some((m) => dimension(m.dimension)?.kind === 'period') ? {} : (period ?? definition.filters)),
      members,
    },
  };
}
