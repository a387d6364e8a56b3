// A quick count of a CSV's records, to refuse a file of too many rows before parsing it (decision
// 032): csv-parse and the column profiles take seconds per million rows, a character scan a few
// tens of milliseconds. Line feeds (carriage returns in a file without any) break records outside
// double quotes; empty lines are no records (the parser skips them too). A stray quote in an unquoted field (which the parser reads as text) can
// make this count fewer records than there are, never as far as refusing a table within the limit:
// the parser's own count stays the rule.
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** True when the text holds more than `max` records. */
export function hasMoreCsvRecordsThan(text: string, max: number): boolean {
  let records = 0;
  let quoted = false;
  let lineHasContent = false;
  const lineBreak = text.includes('\n') ? LF : CR;
  // Records never outnumber line breaks + 1: most files are settled by a (native) search for breaks.
  const breakChar = String.fromCharCode(lineBreak);
  let breaks = 0;
  for (let at = text.indexOf(breakChar); at !== -1 && breaks < max; at = text.indexOf(breakChar, at + 1)) breaks += 1;
  if (breaks < max) return false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) quoted = !quoted;
    if (c === CR && lineBreak === LF) continue; // the CR of a CRLF
    if (!quoted && c === lineBreak) {
      if (lineHasContent && ++records > max) return true;
      lineHasContent = false;
    } else {
      lineHasContent = true;
    }
  }
  return lineHasContent && records + 1 > max;
}
