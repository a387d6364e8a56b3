// Helpers for the analytics tests: definitions with defaults, and independent SQL on the seeded
// PostgreSQL/PGlite data (the system of record), never through the engine under test.
import {
  type AnalysisDefinition,
  type AnalysisDefinitionInput,
  analysisDefinition,
} from '@mti/contracts/analytics/analysis-definition';
import type { AnalysisResult } from '@mti/contracts/analytics/analyzer-api';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../src/platform/db.ts';

export const USMTO = { roles: ['usmto'] };

export function define(partial: Omit<AnalysisDefinitionInput, 'version' | 'dataset'>): AnalysisDefinition {
  return analysisDefinition.parse({ version: 1, dataset: 'usmto-orders', ...partial });
}

/** Rows of a raw query on the system of record, numeric strings (sums, counts) turned into numbers. */
export async function pg(db: Db, text: string): Promise<Record<string, string | number | null>[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql.raw(text));
  return rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        v === null
          ? null
          : typeof v === 'string' && /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(v)
            ? Number(v)
            : (v as string | number),
      ]),
    ),
  );
}

/** The facts joined with their region, as every dimension of the dataset sees them. */
export const FACTS = `(select o.*, s.region, to_char(o.period, 'YYYY-MM') as month,
  to_char(o.period, 'YYYY') as year, to_char(o.period, 'YYYY') || '-Q' || extract(quarter from o.period) as quarter
  from usmto_orders o join usmto_states s using (state_code)) f`;

/** The value of a cell by its header members (null = total), measure by index. */
export function cellOf(
  result: AnalysisResult,
  row: (string | null)[],
  column: (string | null)[],
  measure = 0,
): number | null | undefined {
  const r = result.row_headers.findIndex((h) => JSON.stringify(h.members) === JSON.stringify(row));
  const c = result.column_headers.findIndex((h) => JSON.stringify(h.members) === JSON.stringify(column));
  if (r < 0 || c < 0) return undefined;
  const cell = result.cells[r]?.[c];
  return cell ? cell[measure] : null;
}
