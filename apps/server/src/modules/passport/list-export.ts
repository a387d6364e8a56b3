// A list's export as a zip holding one CSV, streamed: contacts are read in pages by id (keyset), each
// page encoded as one CSV string (csvLine: the row-by-row stream library was the largest cost,
// decision 081) and written into the zip stream, so memory stays flat whatever the list's size.
// What is exported is the export's own record of contacts (passport_export_contacts), written first.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { EXPORT_COLUMNS } from '@mti/contracts/passport/passport-api';
import archiver from 'archiver';
import { sql } from 'drizzle-orm';
import { csvLine } from '../../platform/csv.ts';
import { type Db, rowsOf } from '../../platform/db.ts';

// Rows per read: a few megabytes at most in memory, few enough round trips for 100,000 contacts.
const PAGE = 5000;

// A contact's fields as read; its show's name and year come from ShowNames (below).
type ExportRow = Record<Exclude<(typeof EXPORT_COLUMNS)[number], 'show' | 'show_year'>, string | number | boolean> & {
  show_key_year: string;
};
type ShowNames = Map<string, { show: string; year: number }>;

/** Every show year's show name and year: a handful of rows, read once per export instead of joined per contact. */
async function readShowNames(db: Db): Promise<ShowNames> {
  const rows = await rowsOf<{ show_year: string; show: string; year: number }>(
    db,
    sql`select y.show_year, s.name as show, y.year from passport_show_years y
        join passport_shows s on s.show_key = y.show_key`,
  );
  return new Map(rows.map((r) => [r.show_year, { show: r.show, year: Number(r.year) }]));
}

async function readPage(db: Db, exportId: number, companyId: number, afterId: number): Promise<ExportRow[]> {
  return rowsOf<ExportRow>(
    db,
    // The page's ids first (a range of the export's key), then each one's row by primary key: the
    // lateral subquery with OFFSET 0 is not flattened, so the planner cannot trade the 5,000 lookups
    // for a hash of the whole contacts table, which it did with fresh statistics and a large work_mem.
    // The show's name and year are not joined here: per contact that join was half the page's time
    // (60 → 30 ms per 5,000 on the 1 M seed, decision 093).
    sql`with page as materialized (
          select contact_id from passport_export_contacts
          where export_id = ${exportId} and contact_id > ${afterId} order by contact_id limit ${PAGE})
        select c.first_name, c.last_name, c.title, c.company, c.email, c.opt_in, c.email_valid, c.city, c.state,
          c.zip, c.country, c.industry, c.product_interest, c.plant_size, c.buying_role, c.job_function,
          case (select i.kind from passport_interactions i where i.contact_id = c.id and i.company_id = ${companyId})
            when 'lead' then 'Lead' when 'opportunity' then 'Opportunity' else 'Registration' end as contact_type,
          c.show_year as show_key_year, c.id as contact_id
        from page
        cross join lateral (select * from passport_contacts c0 where c0.id = page.contact_id offset 0) c
        order by c.id`,
  );
}

/** A page of rows as CSV text, in EXPORT_COLUMNS' order. */
function encodePage(rows: ExportRow[], showNames: ShowNames): string {
  let text = '';
  for (const row of rows) {
    const show = showNames.get(row.show_key_year);
    text += csvLine(
      EXPORT_COLUMNS.map((column) =>
        column === 'show' ? show?.show : column === 'show_year' ? show?.year : row[column],
      ),
    );
  }
  return text;
}

/** The zip stream of export `exportId`: `${csvName}` inside, every column of EXPORT_COLUMNS. */
export function streamExportZip({
  db,
  exportId,
  companyId,
  csvName,
}: {
  db: Db;
  exportId: number;
  companyId: number;
  csvName: string;
}): Readable {
  // Deflate hands its output back in chunks of chunkSize, each a round trip to libuv's thread pool;
  // 16 KB (the default) made ~400 of them per 100,000 contacts, which on a busy machine wait for a
  // core each. 256 KB: the 100k export's stream 2.4–3.6 s instead of 3.6–9.0 s (decision 088).
  const archive = archiver('zip', { zlib: { level: 1, chunkSize: 256 * 1024 } });
  const csv = new PassThrough();
  archive.append(csv, { name: csvName });
  const pump = async () => {
    // A UTF-8 byte-order mark first, so that Excel reads the encoding right.
    csv.write(`\uFEFF${csvLine([...EXPORT_COLUMNS])}`);
    // The next page is read while this one is encoded and compressed (decision 088): the database's
    // time and ours overlap instead of adding up. At most two pages are held.
    const showNamesRead = readShowNames(db);
    let next = readPage(db, exportId, companyId, 0);
    next.catch(() => {});
    const showNames = await showNamesRead;
    for (;;) {
      const rows = await next;
      if (rows.length === 0) break;
      next =
        rows.length < PAGE ? Promise.resolve([]) : readPage(db, exportId, companyId, Number(rows.at(-1)?.contact_id));
      // Its failure is handled where it is awaited; meanwhile it must not count as unhandled.
      next.catch(() => {});
      const text = encodePage(rows, showNames);
      // Waits while the zip (and the client behind it) has not taken the last page yet.
      if (!csv.write(text)) await once(csv, 'drain');
    }
    csv.end();
  };
  pump().catch((error: unknown) => archive.destroy(error as Error));
  archive.finalize().catch((error: unknown) => archive.destroy(error as Error));
  return archive;
}
