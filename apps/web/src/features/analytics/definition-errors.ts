// The contract's verdict on a definition, as messages by the path of the value each refuses, so
// that each shows beside its control before anything is sent.
import { type AnalysisDefinitionInput, analysisDefinition } from '@mti/contracts/analytics/analysis-definition';

export function definitionErrors(definition: AnalysisDefinitionInput): Record<string, string> {
  const checked = analysisDefinition.safeParse(definition);
  const out: Record<string, string> = {};
  if (checked.success) return out;
  for (const issue of checked.error.issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
