// A text with every case-insensitive occurrence of the term wrapped in <mark data-match>; the compare
// view finds the marks in page order to step through them.
import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function HighlightedText({ text, term }: { text: string; term: string }) {
  if (!term) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRegExp(term)})`, 'gi'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <mark key={i} data-match="">
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
