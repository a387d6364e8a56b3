// An exported image's title in lines within its width (Chromium checks the real font's widths in
// analyzer-map-export.spec.ts); here each character is 10 units wide.
import { describe, expect, it } from 'vitest';
import { textLines } from './text-lines.ts';

const measure = (text: string) => text.length * 10;

describe('a title set in lines', () => {
  it('keeps a title that fits on one line as it is', () => {
    expect(textLines('Orders by state', 200, 3, measure)).toEqual(['Orders by state']);
  });

  it('breaks between words, no line wider than the width', () => {
    const lines = textLines('Value of orders by state over every year counted', 200, 3, measure);
    expect(lines).toEqual(['Value of orders by', 'state over every', 'year counted']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(200);
  });

  it('ends the last line with an ellipsis when the text runs on past the lines allowed', () => {
    const lines = textLines('one two three four five six seven eight nine ten', 100, 2, measure);
    expect(lines).toEqual(['one two', 'three fou…']);
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('cuts a word wider than a whole line', () => {
    expect(textLines('Establishments_by_county_and_year short', 100, 3, measure)).toEqual(['Establish…', 'short']);
  });
});
