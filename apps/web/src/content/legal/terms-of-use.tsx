// The Terms of Use of the MTI Portal: shown at /legal/terms-of-use and in the terms popups.
import { siteContact } from '../site-contact.ts';
import { legalFacts } from './legal-facts.ts';
import { LegalHeading, type LegalHeadingLevel } from './legal-heading.tsx';
import { LegalReference } from './legal-reference.tsx';
import classes from './legal-text.module.css';

const f = legalFacts;

export function TermsOfUseContent({ headingLevel = 2 }: { headingLevel?: LegalHeadingLevel }) {
  // Rendered with level-3 headings, the text sits in a dialog whose title is the level-2 heading.
  const inDialog = headingLevel === 3;
  return (
    <div className={classes.text}>
      <p className={classes.updated}>Last updated: {f.termsOfUseLastUpdated}</p>
      <p>
        These Terms of Use form a binding agreement between you and the {siteContact.organisation} (“the Association”,
        “we”, “us”) about your use of the MTI Portal, its marketing site, its applications, data, dashboards, reports,
        downloads and e-mail tools (together, “the Services”). Please read them in full. If you use the Services on
        behalf of a company, you accept them for that company as well, and “you” includes it.
      </p>

      <LegalHeading level={headingLevel} id="terms-acceptance">
        1. Acceptance and eligibility
      </LegalHeading>
      <p>
        By ticking the acceptance box, by clicking Accept, or by using the Services, you confirm that you have read
        these Terms and agree to them. If you do not agree, do not use the Services.
      </p>
      <p>
        You must be at least {f.minimumAge} years old to use the Services. By accepting these Terms you confirm that you
        are {f.minimumAge} or older and able to enter into a binding contract.
      </p>
      <p>
        We may revise these Terms. The date at the top shows the latest revision. When a change is material we will ask
        you to accept the revised Terms the next time you sign in; continuing to use the Services after that means you
        accept them.
      </p>

      <LegalHeading level={headingLevel} id="terms-accounts">
        2. Registered users and logins
      </LegalHeading>
      <p>
        The Services are available only to registered users, each signing in with a login issued to that person. Your
        login is personal: you may not share it, lend it, or let anyone else sign in with it, including colleagues at
        your own company. You are responsible for everything done under your login and must tell us at once at{' '}
        <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a> if you believe someone else has used it.
      </p>
      <p>
        Keep your registration details accurate. We may suspend a login that we reasonably believe is shared, misused or
        compromised.
      </p>

      <LegalHeading level={headingLevel} id="terms-services">
        3. The Services and who may subscribe
      </LegalHeading>
      <p>
        Some Services are open to every registered user; others require an active subscription, membership of the
        Association, participation in the monthly benchmarking survey, or exhibitor status at a show. The page of each
        application says which applies.
      </p>
      <p>
        The technology-trends service, including its roadmaps and the supplemental terms that govern it, is limited to
        members of the Association and paid subscribers. Its use is also subject to the{' '}
        <LegalReference to="techtrends-terms" inDialog={inDialog}>
          Supplemental Terms for the Technology Trends Service
        </LegalReference>
        ; where those terms differ from these, the supplemental terms prevail for that service.
      </p>

      <LegalHeading level={headingLevel} id="terms-exhibitor-passport">
        4. IMTS Exhibitor Passport
      </LegalHeading>
      <p>The IMTS Exhibitor Passport and its regional show applications are subject to these additional rules:</p>
      <ol type="a">
        <li>
          Only companies that hold a booth contract for the show cycle in question may subscribe. A subscription never
          carries over into a show cycle for which the company holds no booth contract.
        </li>
        <li>
          A subscription to the show passport covers {f.showPassportSeats} (three) named employees of the exhibitor.
          Additional employee seats may be purchased for a fee.
        </li>
        <li>
          A subscription to a regional show application covers {f.regionalPassportSeats} (one) named employee of the
          exhibitor for that regional show.
        </li>
        <li>
          A seat belongs to the named employee. The exhibitor may reassign it to another employee only when the named
          employee has left the company.
        </li>
        <li>
          When a company is no longer an exhibitor, it and its employees lose all rights to the Exhibitor Passport,
          including the right to use contact lists saved or exported earlier through it.
        </li>
      </ol>

      <LegalHeading level={headingLevel} id="terms-contacts">
        5. Use of attendee contacts and e-mail campaigns
      </LegalHeading>
      <p>
        Contacts obtained through the Services may be used only for your company’s own marketing. They must never be
        sold, rented, traded, shared with or disclosed to anyone else, including affiliated companies, agents or list
        brokers.
      </p>
      <p>
        Every e-mail you send with or about those contacts must comply with the anti-spam and data-protection laws that
        apply to you and to the recipient, must identify your company truthfully, must honour opt-out requests, and must
        not be deceptive in its sender, subject line or content. Contacts located in the European Union or the European
        Economic Area are further governed by the{' '}
        <LegalReference to="gdpr-terms" inDialog={inDialog}>
          GDPR Terms
        </LegalReference>
        , which you accept before the tool is activated.
      </p>

      <LegalHeading level={headingLevel} id="terms-fees">
        6. Fees, pre-purchased services and refunds
      </LegalHeading>
      <p>
        Fees are shown before you buy and are charged to the payment method on your account. Services bought in advance
        (for example report credits, downloads or campaign volume) expire {f.prePurchasedServiceExpiryDays} days after
        the date of purchase whether or not they have been used. Purchases are final: there are no refunds, and a
        purchase cannot be cancelled once it is made.
      </p>

      <LegalHeading level={headingLevel} id="terms-licence">
        7. Licence, ownership and acceptable use
      </LegalHeading>
      <p>
        The Services and their data, analyses, visuals, text and software belong to the Association or its licensors.
        While your access is active we grant you a personal, non-exclusive, non-transferable licence to use them for
        your company’s internal business purposes. You may not:
      </p>
      <ul>
        <li>copy, resell, republish or redistribute the data outside your company, except as these Terms allow;</li>
        <li>scrape, bulk-download or automate access beyond the export features we provide;</li>
        <li>reverse-engineer, probe or disrupt the Services or their security;</li>
        <li>use the Services to build a competing product or data set.</li>
      </ul>
      <p>
        Data you upload (for example survey answers or your own files blended with our data) remains yours; you give us
        the right to process it to provide the Services and, for survey answers, to include it in aggregated results
        that never identify your company.
      </p>

      <LegalHeading level={headingLevel} id="terms-confidentiality">
        8. Confidentiality
      </LegalHeading>
      <p>
        Non-public data, reports and survey results you receive through the Services are confidential information of the
        Association. You will protect them with at least the care you give your own confidential information and use
        them only as these Terms allow. This duty continues for at least {f.confidentialityYearsAfterTermination} (five)
        years after your access ends or these Terms are terminated, whichever comes later.
      </p>

      <LegalHeading level={headingLevel} id="terms-privacy">
        9. Privacy
      </LegalHeading>
      <p>
        Our{' '}
        <LegalReference to="privacy-policy" inDialog={inDialog}>
          Privacy Policy
        </LegalReference>{' '}
        explains what personal information we collect when you use the Services and how we use and protect it.
      </p>

      <LegalHeading level={headingLevel} id="terms-warranties">
        10. Disclaimer of warranties
      </LegalHeading>
      <p>
        We work hard to make the data accurate and the Services available, but both are provided “as is” and “as
        available”. Economic indicators, forecasts and benchmarks are estimates. To the fullest extent the law allows,
        we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and
        non-infringement. Business decisions you take on the basis of the Services are your own.
      </p>

      <LegalHeading level={headingLevel} id="terms-liability">
        11. Limitation of liability
      </LegalHeading>
      <p>
        To the fullest extent the law allows, the Association will not be liable for indirect, incidental, special,
        consequential or punitive damages, or for lost profits, revenue or data. Our total liability for all claims
        arising from the Services or these Terms is limited to the amount you paid us for the Services in the twelve
        (12) months preceding the event that gave rise to the claim.
      </p>

      <LegalHeading level={headingLevel} id="terms-severability">
        12. Severability
      </LegalHeading>
      <p>
        If a court finds any provision of these Terms invalid or unenforceable, that provision will be enforced to the
        greatest extent permitted and the remaining provisions stay in full force and effect.
      </p>

      <LegalHeading level={headingLevel} id="terms-termination">
        13. Termination
      </LegalHeading>
      <p>
        We may suspend or terminate your access, with or without notice, if you breach these Terms, including by sharing
        your login or misusing contacts. Termination for breach gives no right to a refund of fees paid. You may stop
        using the Services at any time. Sections 5, 7, 8, 10, 11 and 12 survive termination.
      </p>

      <LegalHeading level={headingLevel} id="terms-assignment">
        14. No assignment
      </LegalHeading>
      <p>
        You may not assign or transfer these Terms, your login or your subscription, in whole or in part, without our
        prior written consent. Any attempted assignment without it is void. Reassigning an Exhibitor Passport seat under
        section 4 is not an assignment of these Terms.
      </p>

      <LegalHeading level={headingLevel} id="terms-relationship">
        15. No relationship created
      </LegalHeading>
      <p>
        Nothing in these Terms creates a partnership, joint venture, agency, franchise or employment relationship
        between you and the Association, and neither of us may bind the other.
      </p>

      <LegalHeading level={headingLevel} id="terms-electronic-signature">
        16. Electronic signature, paper copies and records
      </LegalHeading>
      <p>
        16.1 Acceptance by electronic signature. When you tick the box stating that you accept these Terms, or click
        Accept, you sign them electronically. Your electronic signature has the same effect as a handwritten signature
        on a paper copy.
      </p>
      <p>
        16.2 Right to a paper copy. You may ask for a non-electronic copy of these Terms at any time, free of charge, by
        writing to us at {siteContact.street}, {siteContact.city}, or at{' '}
        <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a>.
      </p>
      <p>
        16.3 Withdrawing consent. You may withdraw your consent to sign electronically by writing to the same address.
        Withdrawing consent ends your authorised use of the Services until we receive a copy of these Terms signed by
        you on paper.
      </p>
      <p>
        16.4 Access and retention. To read and keep these Terms you need a current web browser and a device able to
        display or print a web page. The current version is always available at{' '}
        <a href="/legal/terms-of-use" target={inDialog ? '_blank' : undefined} rel="noopener">
          /legal/terms-of-use
        </a>
        ; we recommend printing or saving a copy for your records. We keep a record of the date and time you accepted
        these Terms for as long as your account exists and for the period the law requires after that.
      </p>
    </div>
  );
}
