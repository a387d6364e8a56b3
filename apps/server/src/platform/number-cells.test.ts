// Numbers written as text are read with their column's decimal separator, never by a guess.
import { describe, expect, it } from 'vitest';
import { profileColumns } from './column-profile.ts';
import { readings, readNumber } from './number-cells.ts';

const column = (cells: string[]) =>
  profileColumns(
    1,
    cells.map((c) => [c]),
  )[0];

describe('reading numbers per column', () => {
  it("reads '1,5' as one and a half in a decimal-comma column, never as 15", () => {
    const p = column(['1,5', '2', '12,25']);
    expect(p).toMatchObject({ kind: 'number', separator: ',', notUnderstood: 0 });
    expect(['1,5', '2', '12,25', '1.234,5'].map((c) => readNumber(c, p?.separator ?? null))).toEqual([
      1.5, 2, 12.25, 1234.5,
    ]);
  });

  it("reads '1,234.5' as 1234.5 in a decimal-point column and refuses '1,5' there", () => {
    const p = column(['1,234.5', '7.25', '1,5']);
    expect(p).toMatchObject({ kind: 'number', separator: '.', notUnderstood: 1 });
    expect(readNumber('1,234.5', '.')).toBe(1234.5);
    expect(readNumber('1,5', '.')).toBeNull();
    expect(readNumber('1.234,5', '.')).toBeNull();
  });

  it("does not guess a column whose only separators could be either ('1,234')", () => {
    const p = column(['1,234', '12', '5,678']);
    expect(p).toMatchObject({ kind: 'number', separator: null, separatorAmbiguous: true, notUnderstood: 2 });
    expect(readNumber('1,234', null)).toBeNull();
    expect(readNumber('12', null)).toBe(12);
  });

  it("takes an ambiguous column's separator from the file's other columns, and says so", () => {
    const [a, b] = profileColumns(2, [
      ['1,234', '0,5'],
      ['2,500', '3,75'],
    ]);
    expect(b).toMatchObject({ separator: ',', separatorFromFile: false });
    expect(a).toMatchObject({ separator: ',', separatorFromFile: true, notUnderstood: 0 });
  });

  it('reads signs, currency, percent, grouping spaces and exponents', () => {
    const point = (c: string) => readings(c).point;
    expect(['$1,200', '(300)', '-$5', '12%', '1.5e3', '.5'].map(point)).toEqual([1200, -300, -5, 12, 1500, 0.5]);
    expect(readings('€ 1 234,56').comma).toBe(1234.56);
    expect(readings("1'234.5").point).toBe(1234.5);
    expect(readings('abc')).toEqual({ point: null, comma: null });
    expect(readings('1,2,3')).toEqual({ point: null, comma: null });
    expect(readings('0,123')).toEqual({ point: null, comma: 0.123 });
  });
});
