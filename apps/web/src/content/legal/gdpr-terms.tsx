// The GDPR Terms of the IMTS Exhibitor Passport: shown at /legal/gdpr-terms and as a popup from the passport terms.
import { siteContact } from '../site-contact.ts';
import { legalFacts } from './legal-facts.ts';
import { LegalHeading, type LegalHeadingLevel } from './legal-heading.tsx';
import { LegalReference } from './legal-reference.tsx';
import classes from './legal-text.module.css';

export function GdprTermsContent({ headingLevel = 2 }: { headingLevel?: LegalHeadingLevel }) {
  // Rendered with level-3 headings, the text sits in a dialog whose title is the level-2 heading.
  const inDialog = headingLevel === 3;
  return (
    <div className={classes.text}>
      <p>
        These GDPR Terms add to the{' '}
        <LegalReference to="terms-of-use" inDialog={inDialog}>
          Terms of Use
        </LegalReference>{' '}
        (last updated {legalFacts.termsOfUseLastUpdated}) and apply whenever you use the IMTS Exhibitor Passport, or one
        of its regional show applications, with personal data of people located in the European Union or the European
        Economic Area (“EU contacts”). They put into practice the General Data Protection Regulation (EU) 2016/679
        (“GDPR”). Where they differ from the Terms of Use for EU contacts, these GDPR Terms prevail.
      </p>

      <LegalHeading level={headingLevel} id="gdpr-roles">
        1. Who is responsible for the data
      </LegalHeading>
      <p>
        For attendee contacts the Association collects at registration and makes available to you, the Association is
        the controller until you export or otherwise take a copy of a contact; from then on your company is an
        independent controller of that copy. For contacts you upload yourself, your company is the controller and the
        Association processes them only to provide the Exhibitor Passport to you.
      </p>

      <LegalHeading level={headingLevel} id="gdpr-certifications">
        2. The two certifications you give
      </LegalHeading>
      <p>
        The Exhibitor Passport is activated for your login only after you have agreed to both of the following
        certifications. You give them for your company and they apply for as long as you use the tool.
      </p>
      <ol>
        <li>
          <strong>Lawful permission for uploaded EU contacts.</strong> For every EU contact you upload, you have a
          lawful basis under Article 6 of the GDPR to hold the data and to use it in the way you intend, for example the
          person’s consent or your legitimate interest documented in a balancing test, and you have given the person the
          information Articles 13 and 14 require.
        </li>
        <li>
          <strong>Handling of exported contacts.</strong> When you export EU contacts you will (a) mark each exported
          record in your own systems as exported from the Exhibitor Passport, with the date of export; (b) name the
          export file so that it can be identified later as coming from the Exhibitor Passport and the show it relates
          to; and (c) when a person asks to be forgotten, delete that person’s contact from every export and every copy
          you hold, and from any list or campaign in the tool, without undue delay.
        </li>
      </ol>

      <LegalHeading level={headingLevel} id="gdpr-use">
        3. How you may use EU contacts
      </LegalHeading>
      <ul>
        <li>Only for your company’s own marketing, as the Terms of Use allow; never sold or shared with anyone.</li>
        <li>Only for messages that respect the opt-in choices the person made and that are not deceptive.</li>
        <li>With an easy way to unsubscribe in every message, honoured promptly.</li>
        <li>Kept no longer than your marketing purpose needs, and then deleted.</li>
      </ul>

      <LegalHeading level={headingLevel} id="gdpr-rights">
        4. Requests from the people concerned
      </LegalHeading>
      <p>
        People may ask for access to, correction of, erasure of or restriction of their data, or object to its use. If
        such a request about a contact obtained through the Exhibitor Passport reaches you, act on it within one month
        and tell us at <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a> so that we can act on our copy
        too. If a request reaches us, we will pass it on to the exhibitors that exported the contact, and they must act
        on it as described in certification 2(c).
      </p>

      <LegalHeading level={headingLevel} id="gdpr-security">
        5. Security and incidents
      </LegalHeading>
      <p>
        Keep exported files and the devices that hold them protected with access controls and encryption suited to the
        risk. If you become aware of unauthorised access to or loss of EU contacts obtained through the Exhibitor
        Passport, tell us without undue delay and in any case within 48 hours, so that the authorities and the people
        concerned can be informed within the 72 hours the GDPR allows.
      </p>

      <LegalHeading level={headingLevel} id="gdpr-transfers">
        6. Transfers outside the EU
      </LegalHeading>
      <p>
        The Exhibitor Passport is operated from the United States. Where your use involves a transfer of EU contacts out
        of the European Economic Area, you will rely on a transfer mechanism the GDPR recognises, such as the European
        Commission’s standard contractual clauses.
      </p>

      <LegalHeading level={headingLevel} id="gdpr-end">
        7. When your rights end
      </LegalHeading>
      <p>
        When your company is no longer an exhibitor, or your access ends for any other reason, stop using EU contacts
        obtained through the Exhibitor Passport for new campaigns and delete them unless a person has since given your
        company consent directly. These obligations continue after your access ends.
      </p>
    </div>
  );
}
