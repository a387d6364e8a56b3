// Which legal texts a reference inside a terms dialog can open as a popup. A context rather than an
// import: the texts refer to each other, so importing the list from a text would close a circle.
import { createContext, type LazyExoticComponent, type ReactNode } from 'react';

export type LegalDocument = 'terms-of-use' | 'gdpr-terms' | 'privacy-policy' | 'techtrends-terms';

export type LegalContent = (props: { headingLevel?: 2 | 3 }) => ReactNode;

export type LegalDocumentEntry = { title: string; Content: LazyExoticComponent<LegalContent> };

/** Provided once, in app/providers.tsx; without it a reference is a plain link to the page. */
export const LegalDocumentsContext = createContext<Record<LegalDocument, LegalDocumentEntry> | null>(null);
