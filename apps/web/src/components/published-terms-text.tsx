// An app terms text as last published in the console (decision 084): the legal pages /legal/*-terms
// and their popups read it from the public GET legal/app-terms/{termsKey} and draw it with the same
// renderer as the launcher's terms dialog (TermsText), so a new version changes every place at once.
// While it loads (and in the prerendered page) a one-line slot stands in its place: the server writes
// the published text into that slot as it serves the page (catalog/terms-text-html.ts), so a visitor
// without the app sees the current text at once. Keep the slot one element holding only text.
import { Alert } from '@mantine/core';
import { APP_TERMS_PAGES, type AppTermsText, appTermsText } from '@mti/contracts/catalog/catalog-api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import classes from '../content/legal/legal-text.module.css';
import { apiGet } from '../lib/http.ts';
import { TermsText } from './terms-text.tsx';

export function PublishedTermsText({ termsKey, headingLevel = 3 }: { termsKey: string; headingLevel?: 2 | 3 }) {
  const text = useQuery({
    queryKey: ['published-terms', termsKey] as const,
    queryFn: ({ signal }) =>
      apiGet<AppTermsText>(`legal/app-terms/${encodeURIComponent(termsKey)}`, {
        schema: appTermsText,
        signal,
        errorPages: false,
      }),
  });
  // A signed-in visitor's app hydrates the served page, whose slot the server has already filled:
  // until the text arrives, keep exactly that markup (same element, same attributes), so hydration
  // matches instead of discarding the page and drawing it again from "Loading".
  const [served] = useState(() =>
    typeof document === 'undefined'
      ? undefined
      : document.querySelector(`[data-published-terms="${CSS.escape(termsKey)}"]`)?.innerHTML,
  );
  if (text.isPending && served !== undefined) {
    return (
      <div
        className={classes.text}
        data-published-terms={termsKey}
        // Our own server's markup, already on the page: every word escaped (catalog/terms-text-html.ts).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the served page's own slot, kept for hydration
        dangerouslySetInnerHTML={{ __html: served }}
      />
    );
  }
  if (text.isPending) {
    return (
      <p role="status" className={classes.text} data-published-terms-slot={termsKey}>
        Loading the terms…
      </p>
    );
  }
  if (text.isError || !text.data.body) {
    return (
      <Alert color="red" variant="light" role="alert">
        The terms could not be loaded. Please try again later.
      </Alert>
    );
  }
  return <TermsText body={text.data.body} headingLevel={headingLevel} />;
}

/** The Technology Trends terms as a legal popup shows them (a dialog: level-3 headings). */
export function TechTrendsPublishedTerms({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return <PublishedTermsText termsKey={APP_TERMS_PAGES['techtrends-terms']} headingLevel={headingLevel} />;
}
