import { describe, expect, it } from 'vitest';
import { ARROW_EXAMPLES, arrowChangePercent, arrowOf } from './arrow-indicator.ts';

describe('AWT arrow indicator', () => {
  it.each(ARROW_EXAMPLES)('gives the help page example $current vs $prior', ({ current, prior, arrow }) => {
    expect(arrowOf(current, prior)).toBe(arrow);
  });

  it('puts the exact thresholds on the arrow side, whatever the scale', () => {
    expect(arrowOf(105, 100)).toBe('up');
    expect(arrowOf(95, 100)).toBe('down');
    expect(arrowOf(1.05e9, 1e9)).toBe('up');
    expect(arrowOf(0.95 * 3, 3)).toBe('down');
    expect(arrowOf(0, 100)).toBe('down');
  });

  it('rounds the shown change to one decimal', () => {
    expect(arrowChangePercent(1049, 1000)).toBe(4.9);
    expect(arrowChangePercent(1, 0)).toBeNull();
  });
});
