// SQL of the AGMA MMTR uploads: every accepted version of a participant's month.
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db.ts';
import { agmaReportVersions } from './schema.ts';

export type AgmaVersionRow = Omit<typeof agmaReportVersions.$inferSelect, 'content'>;

const withoutContent = {
  id: agmaReportVersions.id,
  siteId: agmaReportVersions.siteId,
  rptDate: agmaReportVersions.rptDate,
  version: agmaReportVersions.version,
  fileName: agmaReportVersions.fileName,
  rowCount: agmaReportVersions.rowCount,
  units: agmaReportVersions.units,
  ordersDollars: agmaReportVersions.ordersDollars,
  shipmentsDollars: agmaReportVersions.shipmentsDollars,
  uploadedAt: agmaReportVersions.uploadedAt,
};

export async function findLatestVersionNumber(db: Db, siteId: string, rptDate: string): Promise<number> {
  const [row] = await db
    .select({ latest: max(agmaReportVersions.version) })
    .from(agmaReportVersions)
    .where(and(eq(agmaReportVersions.siteId, siteId), eq(agmaReportVersions.rptDate, rptDate)));
  return row?.latest ?? 0;
}

// Contents travel as hex text, as files/queries.ts explains: PGlite's bytea parameters are ~20 times slower.
export async function insertAgmaVersion(db: Db, row: typeof agmaReportVersions.$inferInsert): Promise<void> {
  await db.execute(sql`
    insert into agma_report_versions
      (site_id, rpt_date, version, file_name, row_count, units, orders_dollars, shipments_dollars, content, uploaded_at)
    values (${row.siteId}, ${row.rptDate}, ${row.version}, ${row.fileName}, ${row.rowCount}, ${row.units},
      ${row.ordersDollars}, ${row.shipmentsDollars}, decode(${row.content.toString('hex')}, 'hex'), ${row.uploadedAt.toISOString()})`);
}

/** The participant's versions, newest month first and newest version first within it. */
export function listAgmaVersions(db: Db, siteId: string): Promise<AgmaVersionRow[]> {
  return db
    .select(withoutContent)
    .from(agmaReportVersions)
    .where(eq(agmaReportVersions.siteId, siteId))
    .orderBy(desc(agmaReportVersions.rptDate), desc(agmaReportVersions.version));
}

export async function findAgmaContent(
  db: Db,
  siteId: string,
  rptDate: string,
  version: number,
): Promise<{ fileName: string; content: Buffer } | null> {
  const [row] = await rowsOf<{ file_name: string; hex: string }>(
    db,
    sql`select file_name, encode(content, 'hex') as hex from agma_report_versions
        where site_id = ${siteId} and rpt_date = ${rptDate} and version = ${version}`,
  );
  return row ? { fileName: row.file_name, content: Buffer.from(row.hex, 'hex') } : null;
}
