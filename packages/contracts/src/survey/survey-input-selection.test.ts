import { describe, expect, it } from 'vitest';
import { selectionAfterFocusReformat } from './survey-input-selection.ts';

describe('the selection of a survey figure when focus strips its separators', () => {
  it('keeps the whole figure selected (Tab into the field, or a fill that selects first)', () => {
    expect(selectionAfterFocusReformat('2,542', '2542', { start: 0, end: 5 })).toEqual({ start: 0, end: 4 });
    expect(selectionAfterFocusReformat('12,345,678', '12345678', { start: 0, end: 10 })).toEqual({ start: 0, end: 8 });
  });

  it('keeps a caret between the same two digits', () => {
    // 1,2|34,567 → 12|34567
    expect(selectionAfterFocusReformat('1,234,567', '1234567', { start: 3, end: 3 })).toEqual({ start: 2, end: 2 });
    expect(selectionAfterFocusReformat('1,234,567', '1234567', { start: 9, end: 9 })).toEqual({ start: 7, end: 7 });
    expect(selectionAfterFocusReformat('1,234,567', '1234567', { start: 0, end: 0 })).toEqual({ start: 0, end: 0 });
  });

  it('puts the caret at the start of a zero that focus emptied', () => {
    expect(selectionAfterFocusReformat('0', '', { start: 0, end: 1 })).toEqual({ start: 0, end: 0 });
  });
});
