import { describe, expect, it } from 'vitest';
import { csvLine, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows with CRLF after every line', () => {
    expect(
      toCsv([
        ['name', 'count'],
        ['bolts', 3],
      ]),
    ).toBe('name,count\r\nbolts,3\r\n');
  });

  it('quotes cells with commas, quotes and line breaks, doubling the quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere']])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('quotes a cell with a blank at either end, so readers keep it', () => {
    expect(toCsv([[' lead', 'trail ', 'in side']])).toBe('" lead","trail ",in side\r\n');
  });

  it('prefixes an apostrophe to text a spreadsheet would run as a formula', () => {
    expect(toCsv([['=SUM(A1)', '+1', '-2+3', '@cmd', '\tTab', '\rCR', 'plain=text']])).toBe(
      `'=SUM(A1),'+1,'-2+3,'@cmd,"'\tTab","'\rCR",plain=text\r\n`,
    );
    expect(toCsv([['=HYPERLINK("http://x","y")']])).toBe(`"'=HYPERLINK(""http://x"",""y"")"\r\n`);
  });

  it('writes numbers as numbers, negative ones without an apostrophe', () => {
    expect(toCsv([[-12.5, 0, 1_000_000, 0.25]])).toBe('-12.5,0,1000000,0.25\r\n');
  });

  it('leaves null, undefined, empty text and numbers that are not finite empty', () => {
    expect(toCsv([[null, undefined, '', Number.NaN, Number.POSITIVE_INFINITY, 'x']])).toBe(',,,,,x\r\n');
  });

  it('writes booleans as true and false', () => {
    expect(toCsv([[true, false]])).toBe('true,false\r\n');
  });

  it('starts with a byte-order mark only when asked', () => {
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
    expect(toCsv([['a']])).toBe('a\r\n');
  });

  it('writes nothing for no rows', () => {
    expect(toCsv([])).toBe('');
  });
});

describe("csvLine (the large exports' encoder)", () => {
  it('gives the text toCsv gives, cell for cell, on every rule', () => {
    const rows = [
      ['name', 'count', 'ok'],
      ['a,b', 'say "hi"', 'two\nlines', 'cr\rhere', 'crlf\r\nhere'],
      [' lead', 'trail ', 'in side', '\tTab', '\rCR', ' =x', '= x '],
      ['=SUM(A1)', '+1', '-2+3', '@cmd', 'plain=text', '=HYPERLINK("http://x","y")', '\uFF1D1', '\uFF201'],
      [-12.5, 0, 3, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '', true, false],
      ['Ünïcödé', 'emoji 🚀', '"', '""', ',', "'already", '-', '+'],
    ];
    for (const row of rows) expect(csvLine(row)).toBe(toCsv([row]));
  });
});
