import { describe, expect, it } from 'vitest';
import { findRedirectTarget, normalizeRedirectPath } from './redirects.ts';

const entries = [
  { oldUrl: '/products/usmto', newUrl: '/usmto' },
  { oldUrl: 'https://old.example.org/Contact/', newUrl: '/support' },
  { oldUrl: '/loop', newUrl: '/LOOP/' },
];

describe('old-to-new redirects', () => {
  it('normalises case, trailing slashes, query and fragment', () => {
    expect(normalizeRedirectPath('/Products/USMTO/')).toBe('/products/usmto');
    expect(normalizeRedirectPath('/products/usmto//?a=1#x')).toBe('/products/usmto');
    expect(normalizeRedirectPath('products/usmto')).toBe('/products/usmto');
    expect(normalizeRedirectPath('/')).toBe('/');
    expect(normalizeRedirectPath('https://old.example.org/Contact/')).toBe('/contact');
  });

  it.each(['/products/usmto', '/PRODUCTS/usmto', '/products/usmto/', '/Products/Usmto//'])('redirects %s', (path) => {
    expect(findRedirectTarget(entries, path)).toBe('/usmto');
  });

  it('matches an oldUrl given as a full address by its path', () => {
    expect(findRedirectTarget(entries, '/contact')).toBe('/support');
  });

  it('leaves other paths, prefixes and an absent list alone', () => {
    expect(findRedirectTarget(entries, '/products')).toBeNull();
    expect(findRedirectTarget(entries, '/products/usmto/extra')).toBeNull();
    expect(findRedirectTarget(undefined, '/products/usmto')).toBeNull();
    expect(findRedirectTarget([], '/products/usmto')).toBeNull();
  });

  it('never redirects an address to itself', () => {
    expect(findRedirectTarget(entries, '/loop')).toBeNull();
  });
});
