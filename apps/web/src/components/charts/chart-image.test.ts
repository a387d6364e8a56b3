import { describe, expect, it } from 'vitest';
import { withFontFace } from './chart-image.ts';

describe('withFontFace', () => {
  const svg =
    '<?xml version="1.0"?><svg width="10" height="10" xmlns="http://www.w3.org/2000/svg"><text>A</text></svg>';

  it('puts the font rule first inside the root element', () => {
    const out = withFontFace(svg, '@font-face{font-family:X}');
    expect(out).toBe(
      '<?xml version="1.0"?><svg width="10" height="10" xmlns="http://www.w3.org/2000/svg">' +
        '<defs><style>@font-face{font-family:X}</style></defs><text>A</text></svg>',
    );
    const parsed = new DOMParser().parseFromString(out, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.documentElement.firstElementChild?.tagName).toBe('defs');
  });

  it('leaves the drawing as it was without a rule (the font could not be read)', () => {
    expect(withFontFace(svg, '')).toBe(svg);
  });
});
