// The legal pages: a heading and the text. The texts live in content/legal, but for the app terms,
// which are the console's published versions (decision 084).
import { Container } from '@mantine/core';
import { APP_TERMS_PAGES } from '@mti/contracts/catalog/catalog-api';
import type { ComponentType } from 'react';
import { BackToTop } from '../../../components/back-to-top.tsx';
import { PublishedTermsText } from '../../../components/published-terms-text.tsx';
import { GdprTermsContent } from '../../../content/legal/gdpr-terms.tsx';
import type { LegalHeadingLevel } from '../../../content/legal/legal-heading.tsx';
import { PrivacyPolicyContent } from '../../../content/legal/privacy-policy.tsx';
import { TermsOfUseContent } from '../../../content/legal/terms-of-use.tsx';
import classes from './legal-page.module.css';

function LegalPage({
  heading,
  Content,
}: {
  heading: string;
  Content: ComponentType<{ headingLevel?: LegalHeadingLevel }>;
}) {
  return (
    <Container size="md" py={{ base: 40, sm: 64 }}>
      <article>
        <h1 className={classes.heading}>{heading}</h1>
        <Content headingLevel={2} />
      </article>
      <BackToTop />
    </Container>
  );
}

const TechTrendsTermsText = () => (
  <PublishedTermsText termsKey={APP_TERMS_PAGES['techtrends-terms']} headingLevel={2} />
);
const EconomicTrendsTermsText = () => (
  <PublishedTermsText termsKey={APP_TERMS_PAGES['economic-trends-terms']} headingLevel={2} />
);

export function PrivacyPolicyPage() {
  return <LegalPage heading="Privacy Policy" Content={PrivacyPolicyContent} />;
}

export function TermsOfUsePage() {
  return <LegalPage heading="Terms of Use" Content={TermsOfUseContent} />;
}

export function TechTrendsTermsPage() {
  return <LegalPage heading="Supplemental Terms for the Technology Trends Service" Content={TechTrendsTermsText} />;
}

export function GdprTermsPage() {
  return <LegalPage heading="IMTS Exhibitor Passport GDPR Terms" Content={GdprTermsContent} />;
}

export function EconomicTrendsTermsPage() {
  return <LegalPage heading="Economic Trends Terms" Content={EconomicTrendsTermsText} />;
}
