// The Technology Trends terms as first published (the text /legal/techtrends-terms and the launcher's
// dialog show until an administrator publishes another, decision 084) state the facts of spec §9,
// each in the section a reader would look for it in. (These checks were the web page's before the
// page drew the published text.)
import { parseTermsText, type TermsBlock, type TermsInline } from '@mti/contracts/catalog/terms-text';
import { describe, expect, it } from 'vitest';
import { FIRST_APP_TERMS_TEXTS } from './app-terms-texts.ts';

const blocks = parseTermsText(FIRST_APP_TERMS_TEXTS.techtrends as string);
const inline = (parts: TermsInline[]) => parts.map((p) => p.text).join('');
const blockText = (b: TermsBlock) =>
  b.kind === 'heading' ? b.text : b.kind === 'paragraph' ? inline(b.parts) : b.items.map(inline).join(' ');
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text under the heading whose name matches, up to the next heading. */
function section(name: RegExp): string {
  const at = blocks.findIndex((b) => b.kind === 'heading' && name.test(b.text));
  expect(at, `a heading matching ${name}`).toBeGreaterThanOrEqual(0);
  const parts: string[] = [];
  for (const block of blocks.slice(at + 1)) {
    if (block.kind === 'heading') break;
    parts.push(blockText(block));
  }
  return normalise(parts.join(' '));
}

describe('Technology Trends supplemental terms as first published', () => {
  it('limits the service to members and paid subscribers aged 18 or older', () => {
    const eligibility = section(/Who may use the Trends Service/);
    expect(eligibility).toContain('limited to members of the');
    expect(eligibility).toContain('and paid subscribers');
    expect(eligibility).toContain('Users must be at least 18 years old.');
  });

  it('makes pre-purchased access expire after 365 days with no refund or cancellation', () => {
    expect(section(/Fees and pre-purchased access/)).toContain(
      'Paid access to the Trends Service bought in advance expires 365 days after the date of purchase. Purchases are final: they cannot be cancelled and are not refunded.',
    );
  });

  it('keeps confidentiality for five years and caps liability at 100 dollars', () => {
    expect(section(/Confidentiality/)).toContain('for at least 5 (five) years after your access');
    expect(section(/Limitation of liability/)).toContain('is limited to one hundred U.S. dollars (US$100)');
  });

  it('builds on the Terms of Use of November 2022, linked', () => {
    const first = blocks[0];
    if (first?.kind !== 'paragraph') throw new Error('the text does not open with a paragraph');
    expect(first.parts).toContainEqual({ kind: 'link', text: 'Terms of Use', href: '/legal/terms-of-use' });
    expect(inline(first.parts)).toContain('(last updated November 2022)');
  });
});
