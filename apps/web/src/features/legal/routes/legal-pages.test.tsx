// The legal pages state every fact of spec §6 (terms-of-use rules and tail) and §9 (legal
// constants). Each fact is looked for in the section a reader would find it in. The Technology Trends
// terms are the console's published text (decision 084): their facts are checked on the text as first
// published (apps/server/src/seed/app-terms-texts.test.ts) and on the served page (legal.spec.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { GdprTermsPage, PrivacyPolicyPage, TermsOfUsePage } from './legal-pages.tsx';

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The text under the level-2 heading whose name matches, up to the next level-2 heading. */
function section(name: RegExp): string {
  const heading = screen.getByRole('heading', { level: 2, name });
  const parts: string[] = [];
  for (let node = heading.nextElementSibling; node && node.tagName !== 'H2'; node = node.nextElementSibling) {
    parts.push(node.textContent ?? '');
  }
  return normalise(parts.join(' '));
}

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => normalise(h.textContent));

describe('Terms of Use page', () => {
  it('says it was last updated in November 2022 and requires users to be 18 or older', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 2022');
    const acceptance = section(/Acceptance and eligibility/);
    expect(acceptance).toContain('You must be at least 18 years old to use the Services.');
    expect(acceptance).toContain('you are 18 or older');
  });

  it('gives access only to registered users with their own login, never shared', () => {
    renderWithProviders(<TermsOfUsePage />);
    const logins = section(/Registered users and logins/);
    expect(logins).toContain('available only to registered users, each signing in with a login issued to that person');
    expect(logins).toContain('you may not share it');
  });

  it('limits the trends service to members and paid subscribers', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(section(/The Services and who may subscribe/)).toContain(
      'The technology-trends service, including its roadmaps and the supplemental terms that govern it, is limited to members of the Association and paid subscribers.',
    );
  });

  it('states the Exhibitor Passport seat, eligibility, reassignment and loss-of-rights rules', () => {
    renderWithProviders(<TermsOfUsePage />);
    const passport = screen.getByRole('heading', { level: 2, name: /IMTS Exhibitor Passport/ });
    const list = passport.parentElement?.querySelector('#terms-exhibitor-passport ~ ol') as HTMLElement;
    const rules = within(list)
      .getAllByRole('listitem')
      .map((li) => normalise(li.textContent));
    expect(rules).toEqual([
      'Only companies that hold a booth contract for the show cycle in question may subscribe. A subscription never carries over into a show cycle for which the company holds no booth contract.',
      'A subscription to the show passport covers 3 (three) named employees of the exhibitor. Additional employee seats may be purchased for a fee.',
      'A subscription to a regional show application covers 1 (one) named employee of the exhibitor for that regional show.',
      'A seat belongs to the named employee. The exhibitor may reassign it to another employee only when the named employee has left the company.',
      'When a company is no longer an exhibitor, it and its employees lose all rights to the Exhibitor Passport, including the right to use contact lists saved or exported earlier through it.',
    ]);
  });

  it('allows contacts only for the company’s own marketing, never sold or shared', () => {
    renderWithProviders(<TermsOfUsePage />);
    const contacts = section(/Use of attendee contacts/);
    expect(contacts).toContain(
      'Contacts obtained through the Services may be used only for your company’s own marketing.',
    );
    expect(contacts).toContain('They must never be sold, rented, traded, shared with or disclosed to anyone else');
    expect(contacts).toContain('must not be deceptive');
  });

  it('makes pre-purchased services expire after 365 days with no refund or cancellation', () => {
    renderWithProviders(<TermsOfUsePage />);
    const fees = section(/Fees, pre-purchased services and refunds/);
    expect(fees).toContain('expire 365 days after the date of purchase whether or not they have been used');
    expect(fees).toContain('there are no refunds');
    expect(fees).toContain('a purchase cannot be cancelled once it is made');
  });

  it('keeps confidentiality for at least five years after termination', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(section(/^8\. Confidentiality$/)).toContain(
      'This duty continues for at least 5 (five) years after your access ends or these Terms are terminated',
    );
  });

  it('caps liability at the amount paid in the preceding 12 months', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(section(/Limitation of liability/)).toContain(
      'Our total liability for all claims arising from the Services or these Terms is limited to the amount you paid us for the Services in the twelve (12) months preceding the event that gave rise to the claim.',
    );
  });

  it('ends with the tail sections 12 to 16 and is cut off at section 16', () => {
    renderWithProviders(<TermsOfUsePage />);
    const headings = sectionHeadings();
    expect(headings.map((h) => Number.parseInt(h, 10))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(headings.slice(11)).toEqual([
      '12. Severability',
      '13. Termination',
      '14. No assignment',
      '15. No relationship created',
      '16. Electronic signature, paper copies and records',
    ]);
  });

  it('states what each tail section provides', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(section(/Severability/)).toContain('the remaining provisions stay in full force and effect');
    const termination = section(/^13\. Termination$/);
    expect(termination).toContain('with or without notice');
    expect(termination).toContain('gives no right to a refund of fees paid');
    expect(section(/No assignment/)).toContain('You may not assign or transfer these Terms');
    expect(section(/No relationship created/)).toContain(
      'Nothing in these Terms creates a partnership, joint venture, agency, franchise or employment relationship',
    );
    const signature = section(/Electronic signature/);
    expect(signature).toContain(
      '16.1 Acceptance by electronic signature. When you tick the box stating that you accept these Terms, or click Accept, you sign them electronically.',
    );
    expect(signature).toContain('16.2 Right to a paper copy. You may ask for a non-electronic copy of these Terms');
    expect(signature).toContain(
      '16.3 Withdrawing consent. You may withdraw your consent to sign electronically by writing to the same address. Withdrawing consent ends your authorised use of the Services until we receive a copy of these Terms signed by you on paper.',
    );
    expect(signature).toContain('16.4 Access and retention.');
    expect(signature).toContain('we recommend printing or saving a copy for your records');
    expect(signature).toContain('We keep a record of the date and time you accepted these Terms');
    expect(screen.getByRole('link', { name: '/legal/terms-of-use' })).toHaveAttribute('href', '/legal/terms-of-use');
  });
});

describe('Privacy Policy page', () => {
  it('says it was last updated in May 2013 and is meant for users 18 or older', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: May 2013');
    expect(section(/Your choices/)).toContain('business users aged 18 or older');
    expect(section(/Who we share it with/)).toContain('We do not sell personal information.');
  });
});

describe('GDPR Terms page', () => {
  it('asks for the two certifications: lawful permission for uploads and handling of exports', () => {
    renderWithProviders(<GdprTermsPage />);
    const heading = screen.getByRole('heading', { level: 2, name: /The two certifications you give/ });
    const list = heading.parentElement?.querySelector('#gdpr-certifications ~ ol') as HTMLElement;
    const certifications = within(list)
      .getAllByRole('listitem')
      .map((li) => normalise(li.textContent));
    expect(certifications).toHaveLength(2);
    expect(certifications[0]).toMatch(/^Lawful permission for uploaded EU contacts\. For every EU contact you upload/);
    expect(certifications[1]).toMatch(/^Handling of exported contacts\./);
    expect(certifications[1]).toContain('(a) mark each exported record in your own systems as exported');
    expect(certifications[1]).toContain('(b) name the export file so that it can be identified later');
    expect(certifications[1]).toContain('(c) when a person asks to be forgotten, delete that person’s contact');
    expect(section(/The two certifications you give/)).toContain(
      'The Exhibitor Passport is activated for your login only after you have agreed to both of the following certifications.',
    );
  });

  it('links to the Terms of Use page', () => {
    renderWithProviders(<GdprTermsPage />);
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms-of-use');
  });
});
