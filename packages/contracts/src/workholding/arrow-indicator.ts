// The AWT monthly arrow indicator (help page documentation/awt/awt-monthly-arrow-indicator): the one
// rule the server computes and the page explains. Both read the thresholds and examples below.

/** Months in the moving total each arrow compares. */
export const ARROW_WINDOW_MONTHS = 3;
/** A change of at least this many percent (either way) turns the arrow up or down. */
export const ARROW_THRESHOLD_PERCENT = 5;
/** A product group reported by fewer companies than this in any month of the window shows no arrow. */
export const ARROW_MIN_PARTICIPANTS = 3;

export type ArrowDirection = 'up' | 'level' | 'down';
/** Why a group shows no arrow. */
export type ArrowGap = 'no_prior' | 'confidential';

export const ARROW_TEXT: Record<ArrowDirection, { symbol: string; label: string; reading: string }> = {
  up: { symbol: '▲', label: 'Up', reading: 'Orders are growing.' },
  level: { symbol: '▶', label: 'Level', reading: 'Orders are broadly flat.' },
  down: { symbol: '▼', label: 'Down', reading: 'Orders are shrinking.' },
};

export const ARROW_GAP_TEXT: Record<ArrowGap, string> = {
  no_prior: 'No arrow: no orders in the months compared with',
  confidential: 'No arrow: fewer than three participants',
};

/**
 * The arrow for a moving total against the one it is compared with. Exactly +5% is up and exactly
 * −5% is down; the comparison is done on the totals (20 × difference against the prior total), so
 * no rounding of the percentage can move a group across a threshold.
 */
export function arrowOf(current: number, prior: number): ArrowDirection | null {
  if (!(prior > 0) || !Number.isFinite(current)) return null;
  const scaled = (current - prior) * (100 / ARROW_THRESHOLD_PERCENT);
  if (scaled >= prior) return 'up';
  if (-scaled >= prior) return 'down';
  return 'level';
}

/** The change in percent behind an arrow, one decimal (display only: the arrow uses arrowOf). */
export function arrowChangePercent(current: number, prior: number): number | null {
  if (!(prior > 0)) return null;
  return Math.round(((current - prior) / prior) * 1000) / 10;
}

export type ArrowExample = { current: number; prior: number; arrow: ArrowDirection | null; note: string };

/** The worked examples the help page shows; a test checks arrowOf gives each of them. */
export const ARROW_EXAMPLES: readonly ArrowExample[] = [
  { current: 1050, prior: 1000, arrow: 'up', note: '+5.0%: exactly five percent counts as up' },
  { current: 1049, prior: 1000, arrow: 'level', note: '+4.9%: just under the threshold' },
  { current: 951, prior: 1000, arrow: 'level', note: '−4.9%' },
  { current: 950, prior: 1000, arrow: 'down', note: '−5.0%: exactly five percent down counts as down' },
  { current: 420, prior: 0, arrow: null, note: 'nothing ordered in the months compared with: no arrow' },
];
