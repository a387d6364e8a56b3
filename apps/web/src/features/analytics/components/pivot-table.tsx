// The result as a pivot table: nested column headers over the measures, row headers per row
// dimension, subtotals and totals set apart, projected (what-if) members marked. A value opens
// the rows behind it. The header and the row labels stay in place while it scrolls; columns cut off
// at the right edge are announced with "More columns →".
import { VisuallyHidden } from '@mantine/core';
import type { DisplayUnits } from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { useRef } from 'react';
import { formatValue } from '../../../components/charts/analysis/value-format.ts';
import type { DrilldownCell } from '../api/drill-down.ts';
import { useColumnsCutOff } from '../hooks/use-columns-cut-off.ts';
import { cellPlace, columnHeaderRows, rowHeaderCells } from '../pivot-layout.ts';
import classes from './pivot-table.module.css';

export type CellPick = { cell: DrilldownCell; title: string };

type PivotTableProps = {
  result: AnalysisResult;
  /** Opens the drill-down of a cell; without it values are plain text. */
  onPickCell?: (pick: CellPick) => void;
  units?: DisplayUnits;
  /** Per row header, "2 of 3 months" for a partial period (flagged beside its label). */
  partial?: (string | null)[];
};

const headerTop = (row: number) => ({ top: `calc(var(--header-row-height) * ${row})` });

function Projected({ on }: { on: boolean }) {
  return on ? <span className={classes.projectedMark}>projected</span> : null;
}

export function PivotTable({ result, onPickCell, units = 'exact', partial }: PivotTableProps) {
  const k = result.row_dimensions.length;
  const j = result.column_dimensions.length;
  const headerRows = columnHeaderRows(result);
  const headerRowCount = j + 1;
  const measures = result.measures;
  const columns = result.column_headers;
  // Projected columns are shaded; only the first says "projected" (the divider), not every header.
  const firstProjected = columns.findIndex((h) => h.projected && h.kind === 'member');
  const scroller = useRef<HTMLDivElement>(null);
  const cutOff = useColumnsCutOff(scroller);

  return (
    <div className={classes.frame} data-cut-off={cutOff}>
      <div ref={scroller} className={classes.scroller}>
        <table
          className={classes.table}
          aria-label="Analysis result"
          aria-rowcount={result.row_headers.length + headerRowCount}
        >
          <thead>
            {[...headerRows, null].map((cells, d) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: header rows are positional
              <tr key={d}>
                {d === 0 &&
                  (k === 0 ? (
                    <th className={classes.rowDimension} rowSpan={headerRowCount} style={headerTop(0)}>
                      <VisuallyHidden>Rows</VisuallyHidden>
                    </th>
                  ) : (
                    result.row_dimensions.map((dim) => (
                      <th
                        key={dim.id}
                        scope="col"
                        className={classes.rowDimension}
                        rowSpan={headerRowCount}
                        style={headerTop(0)}
                      >
                        {dim.label}
                      </th>
                    ))
                  ))}
                {cells
                  ? cells.map((cell) => (
                      <th
                        key={cell.key}
                        scope="colgroup"
                        colSpan={cell.colSpan}
                        rowSpan={cell.rowSpan}
                        style={headerTop(d)}
                        className={[
                          cell.kind !== 'member' ? classes.totalColumn : '',
                          cell.projected ? classes.projected : '',
                        ].join(' ')}
                      >
                        {cell.label}
                        <Projected on={cell.projected && cell.key === headerRows[d]?.find((x) => x.projected)?.key} />
                      </th>
                    ))
                  : columns.flatMap((column, c) =>
                      measures.map((measure) => (
                        <th
                          // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                          key={`${c}:${measure.id}`}
                          scope="col"
                          style={headerTop(d)}
                          className={`${classes.measure} ${j > 0 && column.kind !== 'member' ? classes.totalColumn : ''}`}
                        >
                          {measure.label}
                          {j === 0 && <Projected on={column.projected && c === firstProjected} />}
                        </th>
                      )),
                    )}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.row_headers.map((row, r) => (
              <tr
                key={JSON.stringify(row.members)}
                className={
                  row.kind === 'total' ? classes.totalRow : row.kind === 'subtotal' ? classes.subtotalRow : undefined
                }
              >
                {rowHeaderCells(result, r).map((cell, i) => (
                  <th
                    key={cell.key}
                    scope="row"
                    colSpan={cell.colSpan}
                    className={`${i === 0 ? classes.sticky : ''} ${row.projected ? classes.projected : ''}`}
                  >
                    {cell.label}
                    {i === 0 && <Projected on={row.projected && row.kind === 'member'} />}
                    {i === 0 && partial?.[r] && <span className={classes.projectedMark}>partial: {partial[r]}</span>}
                  </th>
                ))}
                {columns.flatMap((column, c) =>
                  measures.map((measure, mi) => {
                    const value = result.cells[r]?.[c]?.[mi] ?? null;
                    const text = formatValue(value, measure.format, units);
                    return (
                      <td
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                        key={`${c}:${measure.id}`}
                        className={`${classes.value} ${j > 0 && column.kind !== 'member' ? classes.totalColumn : ''}`}
                      >
                        {value !== null && onPickCell ? (
                          <button
                            type="button"
                            className={classes.cellButton}
                            aria-label={`${text} (${cellPlace(result, row, column)}, ${measure.label}): show rows`}
                            onClick={() =>
                              onPickCell({
                                cell: { row: row.members, column: column.members },
                                title: cellPlace(result, row, column),
                              })
                            }
                          >
                            {text}
                          </button>
                        ) : (
                          text
                        )}
                      </td>
                    );
                  }),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {cutOff && <span className={classes.moreColumns}>More columns →</span>}
    </div>
  );
}
