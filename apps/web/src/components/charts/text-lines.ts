// A text set in lines no wider than a width, for an exported image (SVG has no wrapping of its own):
// word by word, at most a number of lines; what does not fit in them ends the last line with "…".
// A word wider than a whole line is cut with "…" too.
const ELLIPSIS = '…';

/** `text` cut to fit `width` with an ellipsis at its end (always, when `more` text follows it). */
function ellipsize(text: string, width: number, more: boolean, measure: (s: string) => number): string {
  if (!more && measure(text) <= width) return text;
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

export function textLines(text: string, width: number, maxLines: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (!line || measure(joined) <= width) line = joined;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const kept = lines.slice(0, Math.max(1, maxLines));
  const more = lines.length > kept.length;
  return kept.map((l, i) => ellipsize(l, width, more && i === kept.length - 1, measure));
}
