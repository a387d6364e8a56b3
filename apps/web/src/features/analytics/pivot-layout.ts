// The pivot's grid from an AnalysisResult: nested column header rows (a member spans its children
// and its subtotal), and row header cells with repeated outer members left blank.
import type { AnalysisResult, AxisHeader } from '@mti/contracts/analytics/analyzer-api';

export type HeaderCell = {
  key: string;
  label: string;
  colSpan: number;
  rowSpan: number;
  kind: AxisHeader['kind'];
  projected: boolean;
};

const samePrefix = (a: AxisHeader, b: AxisHeader, depth: number) =>
  a.members.slice(0, depth + 1).every((m, i) => m !== null && m === b.members[i]);

/** One list of cells per column dimension (top to bottom); the measure row is left to the caller. */
export function columnHeaderRows(result: AnalysisResult): HeaderCell[][] {
  const headers = result.column_headers;
  const depth = result.column_dimensions.length;
  const m = Math.max(1, result.measures.length);
  const rows: HeaderCell[][] = [];
  for (let d = 0; d < depth; d++) {
    const cells: HeaderCell[] = [];
    let c = 0;
    while (c < headers.length) {
      const h = headers[c] as AxisHeader;
      if (h.members[d] === null) {
        // A total starts where its first null is and reaches down to the measure row.
        if (d === 0 || h.members[d - 1] !== null) {
          cells.push({
            key: `${d}:${c}`,
            label: d === 0 ? 'Total' : `${h.labels[d - 1]} total`,
            colSpan: m,
            rowSpan: depth - d,
            kind: h.kind,
            projected: h.projected,
          });
        }
        c++;
        continue;
      }
      let e = c;
      while (e + 1 < headers.length && samePrefix(h, headers[e + 1] as AxisHeader, d)) e++;
      const span = headers.slice(c, e + 1);
      cells.push({
        key: `${d}:${c}`,
        label: h.labels[d] ?? '',
        colSpan: span.length * m,
        rowSpan: 1,
        kind: 'member',
        projected: d === depth - 1 ? h.projected : false,
      });
      c = e + 1;
    }
    rows.push(cells);
  }
  return rows;
}

export type RowHeaderCell = { key: string; label: string; colSpan: number };

/** The header cells of one body row: blank where the row above has the same outer member. */
export function rowHeaderCells(result: AnalysisResult, r: number): RowHeaderCell[] {
  const k = result.row_dimensions.length;
  const h = result.row_headers[r] as AxisHeader;
  const prev = result.row_headers[r - 1];
  if (h.kind === 'total') return [{ key: 'total', label: k === 0 ? 'Total' : 'Grand total', colSpan: Math.max(1, k) }];
  const level = h.members.indexOf(null);
  if (h.kind === 'subtotal' && level > 0) {
    const cells: RowHeaderCell[] = [];
    for (let i = 0; i < level - 1; i++) cells.push({ key: String(i), label: '', colSpan: 1 });
    cells.push({ key: 'subtotal', label: `${h.labels[level - 1]} total`, colSpan: k - level + 1 });
    return cells;
  }
  return h.members.map((member, i) => {
    const repeated =
      prev?.kind === 'member' && h.members.slice(0, i + 1).every((x, j) => x === prev.members[j]) && i < k - 1;
    return { key: String(i), label: repeated ? '' : (h.labels[i] ?? member ?? ''), colSpan: 1 };
  });
}

/** A header as words: its members, "{member} total" or "Total". */
export function describeHeader(h: AxisHeader): string {
  if (h.kind === 'total') return 'Total';
  const labels = h.labels.filter((l): l is string => l !== null);
  return h.kind === 'subtotal' ? `${labels.join(' / ')} total` : labels.join(' / ');
}

/** Where a cell sits, in words: "Midwest, 2023", "Midwest, Total", "Grand total". */
export function cellPlace(result: AnalysisResult, row: AxisHeader, column: AxisHeader): string {
  const r = describeHeader(row);
  const c = describeHeader(column);
  if (r === 'Total' && c === 'Total') return 'Grand total';
  return result.column_dimensions.length === 0 ? r : `${r}, ${c}`;
}
