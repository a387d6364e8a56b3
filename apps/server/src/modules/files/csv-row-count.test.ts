import { describe, expect, it } from 'vitest';
import { hasMoreCsvRecordsThan } from './csv-row-count.ts';

const records = (text: string) => {
  let n = 0;
  while (hasMoreCsvRecordsThan(text, n)) n += 1;
  return n;
};

describe('the quick count of CSV records', () => {
  it('counts lines, with or without a last line break, CRLF or LF or CR alone', () => {
    expect(records('a\n1\n2\n')).toBe(3);
    expect(records('a\n1\n2')).toBe(3);
    expect(records('a\r\n1\r\n2\r\n')).toBe(3);
    expect(records('a\r1\r2\r')).toBe(3);
  });

  it('skips empty lines and keeps line breaks inside quotes in their record', () => {
    expect(records('a\n\n1\n\r\n2\n\n')).toBe(3);
    expect(records('a,b\n"one\ntwo",1\n"say ""hi""\n",2\n')).toBe(3);
    expect(records('')).toBe(0);
  });
});
