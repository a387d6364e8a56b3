// The keyboard path of a chart whose parts are chosen by a click (a dashboard's bars): the chart is
// one tab stop, arrow keys walk its parts, Enter or Space chooses the focused one, like a click.
import { type KeyboardEvent, useState } from 'react';

export function useKeyboardChoice(names: readonly string[], onChoose: ((name: string) => void) | undefined) {
  const [index, setIndex] = useState<number | null>(null);
  const focused = index === null ? null : (names[Math.min(index, names.length - 1)] ?? null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!onChoose || names.length === 0) return;
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setIndex((i) => (i === null ? (step > 0 ? 0 : names.length - 1) : (i + step + names.length) % names.length));
    } else if ((event.key === 'Enter' || event.key === ' ') && focused) {
      event.preventDefault();
      onChoose(focused);
    }
  };
  return { focused, onKeyDown, onBlur: () => setIndex(null) };
}
