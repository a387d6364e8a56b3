// Dates written as text are read in the common ways; day and month are never guessed.
import { describe, expect, it } from 'vitest';
import { profileColumns } from './column-profile.ts';
import { monthKeyOf, readDate } from './date-cells.ts';

const month = (cell: string, order: 'dmy' | 'mdy' | null = null) => {
  const d = readDate(cell, order);
  return d ? monthKeyOf(d) : null;
};

describe('reading dates', () => {
  it('reads dotted dates day first (05.03.2015 is March)', () => {
    expect(month('05.03.2015')).toBe('2015-03');
    expect(readDate('05.03.2015', null)).toEqual({ year: 2015, month: 3, day: 5 });
    // Even in a column of month-first dates: a dotted date has one reading.
    expect(month('05.03.2015', 'mdy')).toBe('2015-03');
  });

  it('reads month names, year-first dates and periods', () => {
    expect(
      ['Mar 2015', 'March 15, 2015', 'Jan 1 2015', '15 March 2015', '15-Mar-2015', 'Sept. 2015', 'mar-2015'].map((c) =>
        month(c),
      ),
    ).toEqual(['2015-03', '2015-03', '2015-01', '2015-03', '2015-03', '2015-09', '2015-03']);
    expect(['2015-03-05', '2015/03', '201503', '03/2015', '2015-03-05T10:00:00Z'].map((c) => month(c))).toEqual([
      '2015-03',
      '2015-03',
      '2015-03',
      '2015-03',
      '2015-03',
    ]);
    expect(['Marchember 2015', '2015-13', '31.02.2015', 'soon'].map((c) => month(c))).toEqual([null, null, null, null]);
  });

  it('takes the day order a column proves and refuses to guess it otherwise', () => {
    const [dayFirst, monthFirst, ambiguous] = profileColumns(3, [
      ['03/04/2015', '03/04/2015', '03/04/2015'],
      ['13/04/2015', '04/13/2015', '2015-04-13'],
    ]);
    expect(dayFirst).toMatchObject({ kind: 'date', dayOrder: 'dmy', notUnderstood: 0 });
    expect(monthFirst).toMatchObject({ kind: 'date', dayOrder: 'mdy', notUnderstood: 0 });
    expect(ambiguous).toMatchObject({ kind: 'date', dayOrder: null, dayOrderAmbiguous: true, notUnderstood: 1 });
    expect(month('03/04/2015', 'dmy')).toBe('2015-04');
    expect(month('03/04/2015', 'mdy')).toBe('2015-03');
    expect(month('03/04/2015')).toBeNull();
  });

  it('counts the cells of a date column that are no date', () => {
    const [p] = profileColumns(1, [['2015-01'], ['Feb 2015'], ['n/a'], [null], ['']]);
    expect(p).toMatchObject({ kind: 'date', nonEmpty: 3, notUnderstood: 1 });
  });
});
