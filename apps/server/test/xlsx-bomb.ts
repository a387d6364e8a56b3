// XLSX workbooks built on the fly for the upload-limit tests and the upload-bomb benchmark: a first
// worksheet of highly repetitive rows, hundreds of MB unpacked and a few hundred KB packed (a
// decompression bomb), without ever holding the unpacked bytes. Sizes in the zip's headers can be
// made to lie. Nothing large is committed: the archive is made in memory in a second or so.
import { constants, crc32, deflateRawSync } from 'node:zlib';

type PackedEntry = { name: string; packed: Buffer; crc: number; size: number; declaredSize: number };

const FULL_FLUSH = { finishFlush: constants.Z_FULL_FLUSH };

/**
 * Raw deflate of head + chunk × times + tail. Each piece is compressed on its own and ends on a full
 * flush, after which deflate refers back to nothing, so the packed chunk repeats byte for byte.
 */
function deflateRepeated(head: string, chunk: string, times: number, tail: string) {
  const [headBytes, chunkBytes, tailBytes] = [head, chunk, tail].map((s) => Buffer.from(s));
  const packedChunk = deflateRawSync(chunkBytes as Buffer, FULL_FLUSH);
  let crc = crc32(headBytes as Buffer);
  for (let i = 0; i < times; i++) crc = crc32(chunkBytes as Buffer, crc);
  crc = crc32(tailBytes as Buffer, crc);
  const packed = Buffer.concat([
    deflateRawSync(headBytes as Buffer, FULL_FLUSH),
    ...Array.from({ length: times }, () => packedChunk),
    deflateRawSync(tailBytes as Buffer), // the final block
  ]);
  const size = (headBytes as Buffer).length + (chunkBytes as Buffer).length * times + (tailBytes as Buffer).length;
  return { packed, crc, size };
}

function entry(name: string, text: string): PackedEntry {
  const bytes = Buffer.from(text);
  return { name, packed: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length, declaredSize: bytes.length };
}

/** A zip archive of deflated entries (32-bit sizes: up to 4 GB unpacked each). */
function zip(entries: readonly PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.packed.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.packed);
    centrals.push(central, name);
    offset += local.length + name.length + e.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const workbookParts = (): PackedEntry[] => [
  entry(
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ),
  entry(
    '_rels/.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  entry(
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE_RELS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  entry(
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
];

const ROW = '<row r="2"><c r="A2"><v>7</v></c></row>';

export type BombOptions = {
  /** Rows below the header (each the same 7). */
  rows: number;
  /** What the zip's headers say the worksheet unpacks to (default: the truth). */
  declaredSheetBytes?: number;
};

/** A workbook whose first sheet is a header `Value` and `rows` rows of 7. */
export function repetitiveWorkbook({ rows, declaredSheetBytes }: BombOptions): Buffer {
  const perChunk = 4096;
  const head = `${XML}<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Value</t></is></c></row>`;
  const full = Math.floor(rows / perChunk);
  const rest = ROW.repeat(rows - full * perChunk);
  const sheet = deflateRepeated(head, ROW.repeat(perChunk), full, `${rest}</sheetData></worksheet>`);
  const declaredSize = declaredSheetBytes ?? sheet.size;
  return zip([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', ...sheet, declaredSize }]);
}

/** Bytes a workbook of `rows` repetitive rows unpacks to (about 39 a row). */
export const unpackedBytesOf = (rows: number) => rows * ROW.length;
