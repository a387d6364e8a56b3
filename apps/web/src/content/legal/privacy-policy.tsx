// The privacy policy of the MTI Portal and its marketing site: /legal/privacy-policy.
import { siteContact } from '../site-contact.ts';
import { legalFacts } from './legal-facts.ts';
import { LegalHeading, type LegalHeadingLevel } from './legal-heading.tsx';
import { LegalReference } from './legal-reference.tsx';
import classes from './legal-text.module.css';

export function PrivacyPolicyContent({ headingLevel = 2 }: { headingLevel?: LegalHeadingLevel }) {
  // Rendered with level-3 headings, the text sits in a dialog whose title is the level-2 heading.
  const inDialog = headingLevel === 3;
  return (
    <div className={classes.text}>
      <p className={classes.updated}>Last updated: {legalFacts.privacyPolicyLastUpdated}</p>
      <p>
        The {siteContact.organisation} (“the Association”, “we”) respects the privacy of the people who visit this site
        and use the MTI Portal. This policy explains what we collect, why, who we share it with and the choices you
        have.
      </p>

      <LegalHeading level={headingLevel} id="privacy-collect">
        1. What we collect
      </LegalHeading>
      <ul>
        <li>
          <strong>Account details</strong> you or your company give us: name, business e-mail, company, job title,
          postal address and telephone number.
        </li>
        <li>
          <strong>Payment details</strong> needed to process a purchase. Card numbers are passed to our payment
          processor; we keep only the last four digits and the expiry date.
        </li>
        <li>
          <strong>Survey and upload data</strong> your company submits, such as monthly order figures.
        </li>
        <li>
          <strong>Usage data</strong>: the pages and dashboards you open, the time and your browser and device type, so
          we can keep the service working and improve it.
        </li>
        <li>
          <strong>Newsletter subscriptions</strong>: the e-mail address you give us and when you confirmed it.
        </li>
      </ul>

      <LegalHeading level={headingLevel} id="privacy-use">
        2. How we use it
      </LegalHeading>
      <ul>
        <li>to provide the products you subscribe to and to sign you in securely;</li>
        <li>to process orders and send receipts and service messages;</li>
        <li>to publish industry statistics, always as aggregates that never identify a company;</li>
        <li>to answer your support requests;</li>
        <li>to send product news, only if you asked for it and confirmed your address.</li>
      </ul>

      <LegalHeading level={headingLevel} id="privacy-sharing">
        3. Who we share it with
      </LegalHeading>
      <p>
        We do not sell personal information. We share it only with service providers that host, process payments or send
        e-mail for us under contracts that keep it confidential, and where the law requires it. Attendee data of trade
        shows is made available to exhibitors only within the IMTS Exhibitor Passport and under its{' '}
        <LegalReference to="terms-of-use" inDialog={inDialog}>
          Terms of Use
        </LegalReference>{' '}
        and{' '}
        <LegalReference to="gdpr-terms" inDialog={inDialog}>
          GDPR Terms
        </LegalReference>
        .
      </p>

      <LegalHeading level={headingLevel} id="privacy-cookies">
        4. Cookies
      </LegalHeading>
      <p>
        We use cookies that are needed to keep you signed in and to protect forms against forgery, and a cookie that
        remembers your display preferences. We measure page use in aggregate. You can block cookies in your browser, but
        signing in will then not work.
      </p>

      <LegalHeading level={headingLevel} id="privacy-security">
        5. How we protect it
      </LegalHeading>
      <p>
        Traffic to the portal is encrypted, passwords are stored only as salted hashes, and access to personal
        information is limited to staff who need it for their work.
      </p>

      <LegalHeading level={headingLevel} id="privacy-retention">
        6. How long we keep it
      </LegalHeading>
      <p>
        We keep account information while your account is active and for as long afterwards as tax, accounting and legal
        obligations require. You can unsubscribe from product news at any time with the link in every message; we then
        stop sending it at once.
      </p>

      <LegalHeading level={headingLevel} id="privacy-choices">
        7. Your choices
      </LegalHeading>
      <p>
        You may ask to see, correct or delete the personal information we hold about you. Our services are intended for
        business users aged {legalFacts.minimumAge} or older; we do not knowingly collect information from anyone
        younger.
      </p>

      <LegalHeading level={headingLevel} id="privacy-contact">
        8. Contact
      </LegalHeading>
      <p>
        {siteContact.organisation}, {siteContact.street}, {siteContact.city}.{' '}
        <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a>, {siteContact.phone}.
      </p>
    </div>
  );
}
