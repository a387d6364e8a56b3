// Reads the first worksheet of an uploaded XLSX within bounds (decision 032), so that a small file
// cannot make the server unpack gigabytes (a decompression bomb), read a million rows it will
// refuse anyway, or park what it unpacks on disk.
//
// An XLSX is a zip archive. Its central directory, read first (yauzl), declares every entry's
// unpacked size: when they add up to more than the limit, the upload is refused before anything is
// unpacked. The declared sizes may lie, so every entry is unpacked as a stream whose bytes yauzl
// counts, ending it with an error past its declared size: a lie is caught after at most the bytes
// it declared, whose sum is within the limit. Only the parts the table needs are unpacked
// (relationships, workbook, shared strings, styles, first worksheet), never to a temporary file.
// Before the worksheet's XML is parsed, its rows are counted in the raw bytes (a byte search, many
// times faster than parsing), so a sheet of too many rows is refused in a fraction of a second.
//
// The XML itself is read by exceljs's streaming reader parts, fed these streams instead of the
// archive (its own unzipping checks no size, unpacks every entry and may write worksheets to temp
// files). Those parts are exceljs 4.4's internal methods, typed below; upload.test.ts covers them.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { AppError } from '../../platform/errors.ts';
import { type ExcelJS, loadExcelJs } from '../../platform/excel.ts';
import { type TableLimits, tooManyRows, unpacksTooLarge } from './upload-limits.ts';

type WorksheetEvent = { eventType: string; value: AsyncIterable<ExcelJS.Row> };
/** The parts of exceljs's WorkbookReader used here, each reading one entry's stream. */
type WorkbookParts = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncIterable<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<unknown>, sheetNo: string): Iterable<WorksheetEvent>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
};

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    );
  });
}

/** The entries of the central directory (no entry is unpacked). */
function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, unpacked) => (error ? reject(error) : resolve(unpacked)));
  });
}

const ROW_END = Buffer.from('</row>');

/** True when the worksheet XML holds more than `max` rows (each with cells ends in `</row>`). */
async function hasMoreRowsThan(worksheet: Readable, max: number): Promise<boolean> {
  let rows = 0;
  let carried: Buffer = Buffer.alloc(0); // the end of the last chunk, too short to hold a whole `</row>`
  for await (const chunk of worksheet as AsyncIterable<Buffer>) {
    const bytes = carried.length > 0 ? Buffer.concat([carried, chunk]) : chunk;
    for (let at = bytes.indexOf(ROW_END); at !== -1; at = bytes.indexOf(ROW_END, at + ROW_END.length)) {
      rows += 1;
      if (rows > max) return true; // leaving the loop ends the stream
    }
    carried = bytes.subarray(Math.max(0, bytes.length - (ROW_END.length - 1)));
  }
  return false;
}

/** Where the workbook's first sheet is: by the workbook's own order, else the first in the archive. */
function firstWorksheet(parts: WorkbookParts, entries: Map<string, yauzl.Entry>): [yauzl.Entry, string] | null {
  const rId = parts.model?.sheets?.[0]?.rId;
  const target = parts.workbookRels?.find((rel) => rel.Id === rId)?.Target;
  const byOrder = target ? entries.get(target.startsWith('/') ? target.slice(1) : `xl/${target}`) : undefined;
  const entry = byOrder ?? [...entries.values()].find((e) => WORKSHEET.test(e.fileName));
  const sheetNo = entry?.fileName.match(WORKSHEET)?.[1];
  return entry && sheetNo ? [entry, sheetNo] : null;
}

/**
 * Hands each row of the first worksheet (its cells from column A, as exceljs reads them) to onRow,
 * unpacking at most limits.maxUncompressedBytes; refuses a sheet of more than limits.maxRows rows
 * below its header before parsing it. onRow may throw to stop reading.
 */
export async function readFirstWorksheetRows(
  content: Buffer,
  limits: TableLimits,
  onRow: (values: ExcelJS.CellValue[]) => void,
): Promise<void> {
  const Excel = await loadExcelJs();
  const zip = await openZip(content);
  try {
    const listed = await listEntries(zip);
    const declared = listed.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (declared > limits.maxUncompressedBytes) throw unpacksTooLarge(limits);
    const entries = new Map(listed.map((e) => [e.fileName, e]));
    const parts = new Excel.stream.xlsx.WorkbookReader(null as unknown as Readable, {
      sharedStrings: 'cache',
      styles: 'cache', // date cells are told from numbers by their style
      hyperlinks: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    }) as unknown as WorkbookParts;
    const read = async (name: string, into: (entry: Readable) => Promise<void> | AsyncIterable<unknown>) => {
      const entry = entries.get(name);
      if (!entry) return;
      const result = into(await openEntry(zip, entry));
      if (Symbol.asyncIterator in result) for await (const _ of result);
      else await result;
    };
    await read('xl/_rels/workbook.xml.rels', (s) => parts._parseRels(s));
    await read('xl/workbook.xml', (s) => parts._parseWorkbook(s));
    const sheet = firstWorksheet(parts, entries);
    if (!sheet) throw new Error('no worksheet');
    // The header row and at most maxRows below it.
    if (await hasMoreRowsThan(await openEntry(zip, sheet[0]), limits.maxRows + 1)) throw tooManyRows(limits);
    await read('xl/sharedStrings.xml', (s) => parts._parseSharedStrings(s));
    await read('xl/styles.xml', (s) => parts._parseStyles(s));
    const chunks = await openEntry(zip, sheet[0]);
    for (const { value: rows } of parts._parseWorksheet(chunks, sheet[1])) {
      for await (const row of rows) onRow(Array.isArray(row.values) ? row.values.slice(1) : []);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw Object.assign(new Error('unreadable workbook'), { cause: error });
  } finally {
    zip.close();
  }
}
