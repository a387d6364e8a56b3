// An analyzer address that carries a whole analysis definition (a My dashboards tile's "Open in
// analyzer", issue 18: "any tile opens in the analyzer with its definition"): calculations, chart,
// what-if and the dashboard's shared filters included, which the ?rows/?measure preset cannot say.
// The definition travels as JSON in ?analysis=; the analyzer takes it only if it parses as a
// definition, and the server checks it again when it runs, like any other.
import { type AnalysisDefinition, type AnalysisDefinitionInput, analysisDefinition } from './analysis-definition.ts';

export const ANALYSIS_SEARCH_PARAM = 'analysis';

/** `/analytics/viewer/<dataset>?analysis=<the definition as JSON>`. */
export function analysisAddress(definition: AnalysisDefinitionInput): string {
  const search = new URLSearchParams({ [ANALYSIS_SEARCH_PARAM]: JSON.stringify(definition) });
  return `/analytics/viewer/${encodeURIComponent(definition.dataset)}?${search.toString()}`;
}

/** The definition an address carries, or null when it carries none or one that is not a definition. */
export function analysisInAddress(search: URLSearchParams): AnalysisDefinition | null {
  const text = search.get(ANALYSIS_SEARCH_PARAM);
  if (!text) return null;
  try {
    const parsed = analysisDefinition.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
