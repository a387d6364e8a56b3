// Cuts a CSV stream into part files at row ends, handing each finished part on while the next one
// arrives: DuckDB reads the rows PostgreSQL has sent so far while it sends the rest (bulk-copy.ts).
// A row end is a newline outside quotes: PostgreSQL's CSV quotes a field holding a newline, and a
// quote inside one is doubled, so counting quotes tells whether a newline is inside a field.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/**
 * A writable taking the CSV's bytes: every `partBytes` or so (at the next row end) it writes a file
 * `part-<n>.csv` under `dir` and calls `onPart` with it, the last one when the stream ends.
 * `onLines` gets the newlines seen so far (a progress figure: newlines inside text count too).
 */
export function csvPartWriter({
  dir,
  partBytes,
  onPart,
  onLines,
}: {
  dir: string;
  partBytes: number;
  onPart: (file: string) => void;
  onLines?: (lines: number) => void;
}): Writable {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let inQuotes = false;
  let lines = 0;
  let parts = 0;

  async function writePart(chunks: Buffer[]): Promise<void> {
    if (chunks.length === 0) return;
    const file = path.join(dir, `part-${parts++}.csv`);
    await writeFile(file, Buffer.concat(chunks));
    onPart(file);
  }

  /** The offset just after the last row end in the chunk (-1: none), following the quotes through it. */
  function lastRowEnd(chunk: Buffer): number {
    let end = -1;
    let from = 0;
    while (from <= chunk.length) {
      const quote = chunk.indexOf(QUOTE, from);
      const to = quote < 0 ? chunk.length : quote;
      if (!inQuotes && to > from) {
        const newline = chunk.lastIndexOf(NEWLINE, to - 1);
        if (newline >= from) end = newline + 1;
      }
      if (quote < 0) break;
      inQuotes = !inQuotes;
      from = quote + 1;
    }
    return end;
  }

  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (let i = chunk.indexOf(NEWLINE); i >= 0; i = chunk.indexOf(NEWLINE, i + 1)) lines++;
      onLines?.(lines);
      const end = lastRowEnd(chunk);
      if (pendingBytes + chunk.length < partBytes || end < 0) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        done();
        return;
      }
      const finished = [...pending, chunk.subarray(0, end)];
      pending = end < chunk.length ? [chunk.subarray(end)] : [];
      pendingBytes = chunk.length - end;
      writePart(finished).then(() => done(), done);
    },
    final(done) {
      const rest = pending;
      pending = [];
      writePart(rest).then(() => done(), done);
    },
  });
}
