// Supplemental terms of the technology-trends service (techtrends roadmaps): /legal/techtrends-terms.
import { siteContact } from '../site-contact.ts';
import { legalFacts } from './legal-facts.ts';
import { LegalHeading, type LegalHeadingLevel } from './legal-heading.tsx';
import { LegalReference } from './legal-reference.tsx';
import classes from './legal-text.module.css';

const f = legalFacts;

export function TechTrendsTermsContent({ headingLevel = 2 }: { headingLevel?: LegalHeadingLevel }) {
  // Rendered with level-3 headings, the text sits in a dialog whose title is the level-2 heading.
  const inDialog = headingLevel === 3;
  return (
    <div className={classes.text}>
      <p>
        These Supplemental Terms govern the Technology Trends service of the MTI Portal: the technology roadmaps, the
        compare view and the search across them (together, “the Trends Service”). They add to the{' '}
        <LegalReference to="terms-of-use" inDialog={inDialog}>
          Terms of Use
        </LegalReference>{' '}
        (last updated {f.termsOfUseLastUpdated}). Where the two differ, these Supplemental Terms prevail for the Trends
        Service; on everything else the Terms of Use apply.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-eligibility">
        1. Who may use the Trends Service
      </LegalHeading>
      <p>
        The Trends Service is limited to members of the {siteContact.organisation} and paid subscribers, each using a
        personal login. Users must be at least {f.minimumAge} years old. Access ends when membership or the paid
        subscription ends.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-content">
        2. The roadmaps
      </LegalHeading>
      <p>
        The roadmaps are published by standards bodies, government programmes, research consortia and industry groups
        and are made available through the Trends Service under licence. Each remains the property of its publisher. The
        Association selects and organises them and provides tools to compare and search them, but does not author or
        endorse their content.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-licence">
        3. What you may do with them
      </LegalHeading>
      <ul>
        <li>Read, compare and search the roadmaps for your own organisation’s planning and research.</li>
        <li>Quote short passages internally, naming the roadmap and its publisher.</li>
      </ul>
      <p>You may not:</p>
      <ul>
        <li>download, copy or redistribute whole roadmaps or substantial parts of them;</li>
        <li>share your access, or the documents, with anyone outside your login;</li>
        <li>use the roadmaps to train software or to build a competing collection.</li>
      </ul>

      <LegalHeading level={headingLevel} id="techtrends-fees">
        4. Fees and pre-purchased access
      </LegalHeading>
      <p>
        Paid access to the Trends Service bought in advance expires {f.prePurchasedServiceExpiryDays} days after the
        date of purchase. Purchases are final: they cannot be cancelled and are not refunded.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-confidentiality">
        5. Confidentiality
      </LegalHeading>
      <p>
        Roadmaps marked as restricted, and any non-public commentary provided with them, are confidential. You will keep
        them confidential for at least {f.confidentialityYearsAfterTermination} (five) years after your access to the
        Trends Service ends.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-warranty">
        6. No warranty
      </LegalHeading>
      <p>
        Roadmaps describe expectations about technologies that do not yet exist or are still maturing. They are provided
        “as is”, without any warranty of accuracy, completeness or fitness for a particular purpose, and may be revised
        or withdrawn by their publishers at any time.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-liability">
        7. Limitation of liability
      </LegalHeading>
      <p>
        To the fullest extent the law allows, the total liability of the Association and its licensors for all claims
        arising from the Trends Service is limited to one hundred U.S. dollars (US$
        {f.supplementalTermsLiabilityCapUsd}). Neither is liable for indirect, incidental, consequential or punitive
        damages.
      </p>

      <LegalHeading level={headingLevel} id="techtrends-contact">
        8. Questions
      </LegalHeading>
      <p>
        Write to <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a> or call {siteContact.phone} (
        {siteContact.supportHours}).
      </p>
    </div>
  );
}
