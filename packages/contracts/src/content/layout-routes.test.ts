import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_ROUTES, hiddenLayoutParts, matchesPrefix } from './layout-routes.ts';

describe('the layout route lists', () => {
  it('match a path at or below a prefix, case and a trailing slash ignored', () => {
    expect(matchesPrefix('/usmto', ['/USMTO/'])).toBe(true);
    expect(matchesPrefix('/USMTO/screens', ['/usmto'])).toBe(true);
    expect(matchesPrefix('/usmto-territory-wizard', ['/usmto'])).toBe(false);
    expect(matchesPrefix('/support', ['/'])).toBe(false);
    expect(matchesPrefix('/', ['/'])).toBe(true);
  });

  it('hide nothing on a public page by default, and name each part a list hides', () => {
    expect(hiddenLayoutParts('/usmto', DEFAULT_LAYOUT_ROUTES)).toEqual([]);
    expect(hiddenLayoutParts('/analytics/viewer/usmto', DEFAULT_LAYOUT_ROUTES)).toEqual(['marketing-links', 'footer']);
    expect(hiddenLayoutParts('/Support/', { ...DEFAULT_LAYOUT_ROUTES, hideFooterOn: ['/support'] })).toEqual([
      'footer',
    ]);
    expect(hiddenLayoutParts('/support', { ...DEFAULT_LAYOUT_ROUTES, hideFooterOn: ['/support/'] })).toEqual([
      'footer',
    ]);
  });
});
