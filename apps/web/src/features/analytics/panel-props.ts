// What every section of the analyzer's side panel receives.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

export type DefinitionEdit = (definition: AnalysisDefinitionInput) => AnalysisDefinitionInput;

export type PanelProps = {
  definition: AnalysisDefinitionInput;
  dataset: DatasetDescription;
  /** The contract's messages by the path of the value they refuse (`filters.period.from`). */
  errors: Readonly<Record<string, string>>;
  onEdit: (edit: DefinitionEdit) => void;
};

/** The first message at or below a path. */
export function errorAt(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const below = Object.keys(errors).find((p) => p.startsWith(`${path}.`));
  return below ? errors[below] : undefined;
}

/** A dataset's label of a dimension or measure field. */
export function fieldLabel(dataset: DatasetDescription, field: string): string {
  return (
    dataset.measures.find((m) => m.field === field)?.label ??
    dataset.dimensions.find((d) => d.id === field)?.label ??
    field
  );
}
