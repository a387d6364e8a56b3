import { describe, expect, it } from 'vitest';
import { hmacSha256, randomToken, sameSecret, sha256Hex } from './crypto.ts';

describe('randomToken', () => {
  it('gives URL-safe text of the asked entropy, different every time', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes in base64url, no padding
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(randomToken()).not.toBe(token);
  });
});

describe('sha256Hex', () => {
  it('is the SHA-256 of the UTF-8 text in hex', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('é')).toHaveLength(64);
  });
});

describe('hmacSha256', () => {
  it('is the RFC 4231 HMAC-SHA-256', () => {
    // RFC 4231, test case 2.
    expect(hmacSha256('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });
});

describe('sameSecret', () => {
  it('is true only for equal secrets', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret(Buffer.from('s3cret'), 's3cret')).toBe(true);
    expect(sameSecret('s3cret', 's3creT')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-longer')).toBe(false);
  });

  it('is false when either side is missing', () => {
    expect(sameSecret(undefined, 'x')).toBe(false);
    expect(sameSecret('x', null)).toBe(false);
    expect(sameSecret(null, null)).toBe(false);
  });
});
