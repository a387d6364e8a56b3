// The four legal texts by name, each loaded when first shown, for the popups of the terms dialogs
// (spec §2: terms-of-use "also available as a popup", gdpr-terms "popup").
import { lazy } from 'react';
import type { LegalDocument, LegalDocumentEntry } from './legal-documents-context.ts';

export const legalDocuments: Record<LegalDocument, LegalDocumentEntry> = {
  'terms-of-use': {
    title: 'Terms of Use',
    Content: lazy(async () => ({ default: (await import('./terms-of-use.tsx')).TermsOfUseContent })),
  },
  'gdpr-terms': {
    title: 'IMTS Exhibitor Passport GDPR Terms',
    Content: lazy(async () => ({ default: (await import('./gdpr-terms.tsx')).GdprTermsContent })),
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    Content: lazy(async () => ({ default: (await import('./privacy-policy.tsx')).PrivacyPolicyContent })),
  },
  'techtrends-terms': {
    title: 'Supplemental Terms for the Technology Trends Service',
    // The console's published version (decision 084), as on the page /legal/techtrends-terms.
    Content: lazy(async () => ({
      default: (await import('../../components/published-terms-text.tsx')).TechTrendsPublishedTerms,
    })),
  },
};
