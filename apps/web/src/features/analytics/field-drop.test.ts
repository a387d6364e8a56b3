import { describe, expect, it } from 'vitest';
import { usmtoDataset } from '../../../test/analyzer-fixtures.ts';
import { defaultDefinition } from './analysis-edits.ts';
import { accepts, decodeField, encodeField, filterInputId, placeField } from './field-drop.ts';

const start = defaultDefinition(usmtoDataset);

describe('placing a field', () => {
  it('puts a dimension on rows or columns, moving it from the other axis', () => {
    const onColumns = placeField(start, usmtoDataset, { kind: 'dimension', id: 'region' }, 'columns');
    expect(onColumns.rows).toEqual([]);
    expect(onColumns.columns).toEqual(['region']);
  });

  it('adds a measure with its sum, and a member dimension as a distinct count', () => {
    const units = placeField(start, usmtoDataset, { kind: 'measure', id: 'units' }, 'measures');
    expect(units.measures.at(-1)).toMatchObject({ field: 'units', aggregate: 'sum' });
    const states = placeField(start, usmtoDataset, { kind: 'dimension', id: 'state' }, 'measures');
    expect(states.measures.at(-1)).toMatchObject({ field: 'state', aggregate: 'count_distinct' });
  });

  it('refuses a measure on rows, columns or filters and a period as a measure, changing nothing', () => {
    const measure = { kind: 'measure', id: 'units' } as const;
    expect(accepts('rows', measure, usmtoDataset)).toBe(false);
    expect(accepts('filters', measure, usmtoDataset)).toBe(false);
    expect(accepts('measures', { kind: 'dimension', id: 'year' }, usmtoDataset)).toBe(false);
    expect(placeField(start, usmtoDataset, measure, 'rows')).toBe(start);
    expect(placeField(start, usmtoDataset, { kind: 'dimension', id: 'state' }, 'filters')).toBe(start);
  });

  it('carries a field through the drag data and reads nothing else as one', () => {
    expect(decodeField(encodeField({ kind: 'dimension', id: 'state' }))).toEqual({ kind: 'dimension', id: 'state' });
    expect(decodeField('California')).toBeNull();
    expect(decodeField('table:state')).toBeNull();
  });

  it("opens a period dimension's filter at its first month", () => {
    expect(filterInputId(usmtoDataset, 'quarter')).toBe('analyzer-filter-period-from');
    expect(filterInputId(usmtoDataset, 'state')).toBe('analyzer-filter-state');
  });
});
