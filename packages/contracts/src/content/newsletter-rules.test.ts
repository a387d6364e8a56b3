import { describe, expect, it } from 'vitest';
import { subscribeNewsletterBody } from './newsletter.ts';
import { newsletterEmailProblem } from './newsletter-rules.ts';

describe('product-news e-mail rule', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['no-at-sign', 'Please provide a valid email address'],
    ['a@b.toolongtld', 'Please provide a valid email address'],
    [`${'x'.repeat(95)}@example.com`, 'Email cannot be more than 100 characters long!'],
  ])('refuses %j with %s, in the form and in the request schema alike', (email, message) => {
    expect(newsletterEmailProblem(email)).toBe(message);
    const parsed = subscribeNewsletterBody.safeParse({ email });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it('accepts a valid address, trimmed', () => {
    expect(newsletterEmailProblem('  reader@example.com ')).toBeNull();
    expect(subscribeNewsletterBody.parse({ email: '  reader@example.com ' })).toEqual({ email: 'reader@example.com' });
  });
});
