// Terms of the Economic Trends app (its leading indicators and their forecasts): the app's
// terms_url, /legal/economic-trends-terms, shown in its terms dialog the first time it opens.
import { siteContact } from '../site-contact.ts';
import { legalFacts } from './legal-facts.ts';
import { LegalHeading, type LegalHeadingLevel } from './legal-heading.tsx';
import { LegalReference } from './legal-reference.tsx';
import classes from './legal-text.module.css';

const f = legalFacts;

export function EconomicTrendsTermsContent({ headingLevel = 2 }: { headingLevel?: LegalHeadingLevel }) {
  const inDialog = headingLevel === 3;
  return (
    <div className={classes.text}>
      <p>
        These terms govern the Economic Trends app of the MTI Portal: its monthly leading indicators of the
        manufacturing-technology industry, the 12-month forecasts and forecast bands drawn from them, and the exports of
        both (together, “Economic Trends”). They add to the{' '}
        <LegalReference to="terms-of-use" inDialog={inDialog}>
          Terms of Use
        </LegalReference>{' '}
        (last updated {f.termsOfUseLastUpdated}); where the two differ, these terms prevail for Economic Trends.
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-access">
        1. Who may use Economic Trends
      </LegalHeading>
      <p>
        Economic Trends is part of a paid subscription of the {siteContact.organisation}. Each user signs in with a
        personal login; access ends when the subscription ends.
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-forecasts">
        2. Forecasts are estimates
      </LegalHeading>
      <p>
        Forecasts are computed by a stated statistical method from past values only. The band shows where about eight in
        ten outcomes would fall if the future varies as the past did; actual values can fall outside it. A forecast is
        not advice, a recommendation or a promise of any outcome: do not rely on it alone for investment, purchasing,
        hiring or pricing decisions.
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-data">
        3. Sources, revisions and sample data
      </LegalHeading>
      <p>
        Indicators come from the sources named in the app and are revised when their publishers revise them; a forecast
        changes with every new month of data. Figures labelled “sample data” are synthetic demonstration values, not
        published statistics.
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-use">
        4. How you may use the figures
      </LegalHeading>
      <p>
        You may use the indicators, charts and exports inside your organisation and quote individual figures with the
        attribution “Source: {siteContact.organisation}, Economic Trends”. You may not resell them, publish the series
        in bulk or feed them into a product or service offered to others.
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-liability">
        5. Liability
      </LegalHeading>
      <p>
        Economic Trends is provided as is. Liability of either party arising from it is limited to the fees paid for it
        in the twelve months before the claim (at least USD {f.supplementalTermsLiabilityCapUsd}).
      </p>

      <LegalHeading level={headingLevel} id="econ-terms-contact">
        6. Contact
      </LegalHeading>
      <p>
        Write to <a href={`mailto:${siteContact.email}`}>{siteContact.email}</a> or call {siteContact.phone} (
        {siteContact.supportHours}).
      </p>
    </div>
  );
}
