// Where the caret or selection of a survey number field goes when focus strips its thousands
// separators (spec §4). Without this the browser drops the selection as the value changes, and a
// member who tabs in (which selects the figure) and types appends to the old figure instead of
// replacing it: 2,542, Tab, 5000 became 25,425,000.

export type TextSelection = { start: number; end: number };

/**
 * The selection in `next` that covers the same characters as `selection` did in `previous`, where
 * `next` is `previous` without its separators (or empty, for a zero). A selection of the whole
 * figure stays a selection of the whole figure; a caret stays between the same two digits.
 */
export function selectionAfterFocusReformat(previous: string, next: string, selection: TextSelection): TextSelection {
  if (next === '') return { start: 0, end: 0 };
  const map = (position: number) => {
    const removedBefore = previous.slice(0, position).replace(/[^,]/g, '').length;
    return Math.min(next.length, Math.max(0, position - removedBefore));
  };
  return { start: map(selection.start), end: map(selection.end) };
}
