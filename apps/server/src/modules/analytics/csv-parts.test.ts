// Cutting a CSV stream into parts: every part ends at a row end (never inside a quoted field, however
// the bytes arrive), and the parts hold every byte once, in order.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { csvPartWriter } from './csv-parts.ts';

const ROWS = [
  '1,plain,2024-01-31\n',
  '2,"comma, and ""quotes""",2024-02-01\n',
  '3,"two\nlines\r\nand ""a""\n\nquote",2024-02-29\n',
  '4,"",\n',
  '5,,\n',
  '6,"ends in a newline\n",1999-12-31\n',
];

async function cut(text: string, chunkSizes: number[], partBytes: number) {
  const dir = await mkdtemp(path.join(tmpdir(), 'mti-csv-parts-test-'));
  try {
    const bytes = Buffer.from(text);
    const chunks: Buffer[] = [];
    for (let at = 0, i = 0; at < bytes.length; i++) {
      const size = chunkSizes[i % chunkSizes.length] as number;
      chunks.push(bytes.subarray(at, at + size));
      at += size;
    }
    const files: string[] = [];
    await pipeline(Readable.from(chunks), csvPartWriter({ dir, partBytes, onPart: (f) => files.push(f) }));
    return await Promise.all(files.map((f) => readFile(f, 'utf8')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('csvPartWriter', () => {
  it('cuts only at row ends, whatever the chunks, and keeps every byte in order', async () => {
    const text = Array.from({ length: 20 }, () => ROWS.join('')).join('');
    for (const chunkSizes of [[1], [3, 7], [13, 1, 29], [64], [text.length]]) {
      for (const partBytes of [1, 10, 100]) {
        const parts = await cut(text, chunkSizes, partBytes);
        expect(parts.join('')).toBe(text);
        if (chunkSizes[0] !== text.length) expect(parts.length).toBeGreaterThan(1);
        for (const part of parts) {
          expect(part.endsWith('\n')).toBe(true);
          // Quotes come in pairs within a part: no part ends inside a quoted field.
          expect((part.match(/"/g) ?? []).length % 2).toBe(0);
          // A part is whole rows: it starts where a row starts.
          expect(ROWS.some((row) => part.startsWith(row.slice(0, 2)))).toBe(true);
        }
      }
    }
  });
});
