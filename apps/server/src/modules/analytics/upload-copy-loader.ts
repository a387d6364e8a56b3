// How an uploaded table's rows reach DuckDB (its dataset's copy loader, upload-dataset.ts): through
// the appender, into generated columns (c0, c1, …), dimensions as their member keys, measures as
// numbers read as their column is written, the period column as dates (and `period`, the first of
// the month); swapped in one transaction so that a query running meanwhile keeps the old rows.
import { DuckDBDateValue } from '@duckdb/node-api';
import { type ColumnProfile, readNumberIn } from '../../platform/column-profile.ts';
import { type CalendarDate, readDate } from '../../platform/date-cells.ts';
import type { CopyLoader } from './dataset-declaration.ts';
import { dimensionKey, type UploadColumn } from './upload-columns.ts';
import type { UserTable } from './user-tables.ts';

const dayNumber = (d: CalendarDate) => Math.round(Date.UTC(d.year, d.month - 1, d.day ?? 1) / 86_400_000);
const firstOfMonth = (d: CalendarDate) => dayNumber({ ...d, day: 1 });

/** Fills the table `name` from the rows: dimensions as text keys, measures as numbers, the period as dates. */
export function uploadCopyLoader(
  name: string,
  columns: readonly UploadColumn[],
  table: UserTable,
  profiles: readonly ColumnProfile[],
): CopyLoader {
  return async ({ connection }) => {
    const period = columns.find((c) => c.role === 'period');
    const types = columns.map(
      (c) => `${c.column} ${c.role === 'measure' ? 'double' : c.role === 'period' ? 'date' : 'varchar'}`,
    );
    const next = `${name}__next`;
    await connection.run(
      `create or replace table ${next} (${[...(period ? ['period date'] : []), ...types, 'one_row double'].join(', ')})`,
    );
    const appender = await connection.createAppender(next);
    try {
      for (const row of table.rows) {
        const date = period
          ? readDate(row[period.index] ?? null, (profiles[period.index] as ColumnProfile).dayOrder)
          : null;
        if (period) {
          if (date) appender.appendDate(new DuckDBDateValue(firstOfMonth(date)));
          else appender.appendNull();
        }
        for (const c of columns) {
          const cell = row[c.index] ?? null;
          if (c.role === 'dimension') appender.appendVarchar(dimensionKey(c, cell));
          else if (c.role === 'period') {
            if (date) appender.appendDate(new DuckDBDateValue(dayNumber(date)));
            else appender.appendNull();
          } else {
            const v = readNumberIn(profiles[c.index] as ColumnProfile, cell);
            if (v === null) appender.appendNull();
            else appender.appendDouble(v);
          }
        }
        appender.appendDouble(1);
        appender.endRow();
      }
    } finally {
      appender.closeSync();
    }
    // Swapped in one transaction: a query running meanwhile keeps the old rows.
    await connection.run('begin transaction');
    await connection.run(`drop table if exists ${name}`);
    await connection.run(`alter table ${next} rename to ${name}`);
    await connection.run('commit');
    const reader = await connection.runAndReadAll(
      period
        ? `select strftime(min(period), '%Y-%m') as f, strftime(max(period), '%Y-%m') as l from ${name}`
        : 'select null as f, null as l',
    );
    const [b] = reader.getRowObjectsJS() as Array<{ f: string | null; l: string | null }>;
    return { rows: table.rows.length, first: b?.f ?? null, last: b?.l ?? null };
  };
}
