// What placing a field of the field list does, whether it was dragged or chosen from its menu:
// a dimension goes onto rows or columns (or is counted as a measure), a measure is added with the
// aggregate it starts with. A filter changes nothing by itself: it opens that field's filter.
import type { AnalysisDefinitionInput } from '@mti/contracts/analytics/analysis-definition';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { addDimension, addMeasure } from './analysis-edits.ts';

export type FieldRef = { kind: 'dimension' | 'measure'; id: string };
export type DropTarget = 'rows' | 'columns' | 'measures' | 'filters';

/** The drag data type: only the analyzer's own fields are accepted by its drop zones. */
export const FIELD_DRAG_TYPE = 'application/x-mti-analyzer-field';

export function encodeField(field: FieldRef): string {
  return `${field.kind}:${field.id}`;
}

export function decodeField(data: string): FieldRef | null {
  const at = data.indexOf(':');
  const kind = data.slice(0, at);
  if (at < 1 || (kind !== 'dimension' && kind !== 'measure')) return null;
  return { kind, id: data.slice(at + 1) };
}

/** Where a field may go: a measure is neither a row, a column nor a filter; a period is not counted. */
export function accepts(target: DropTarget, field: FieldRef, dataset: DatasetDescription): boolean {
  if (field.kind === 'measure') return target === 'measures';
  if (target !== 'measures') return true;
  return dataset.dimensions.find((d) => d.id === field.id)?.kind === 'member';
}

/** The definition once the field is placed; the same definition when the target takes nothing from it. */
export function placeField(
  d: AnalysisDefinitionInput,
  dataset: DatasetDescription,
  field: FieldRef,
  target: DropTarget,
): AnalysisDefinitionInput {
  if (!accepts(target, field, dataset) || target === 'filters') return d;
  if (target === 'rows' || target === 'columns') return addDimension(d, target, field.id);
  if (field.kind === 'dimension') return addMeasure(d, field.id, 'count_distinct');
  const measure = dataset.measures.find((m) => m.field === field.id);
  return measure ? addMeasure(d, measure.field, measure.aggregate ?? 'sum') : d;
}

/** The id of the input that filters on a dimension (the From month for the period dimensions). */
export function filterInputId(dataset: DatasetDescription, dimension: string): string {
  const dim = dataset.dimensions.find((d) => d.id === dimension);
  return dim?.kind === 'period' ? 'analyzer-filter-period-from' : `analyzer-filter-${dimension}`;
}
