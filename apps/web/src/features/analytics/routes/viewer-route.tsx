// The element of analytics/viewer/{app}, analyzer/viewer/{app} and analyzer/viewer/{file id}/{name-slug}.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { AnalyzerViewerPage } from './analyzer-viewer-page.tsx';

export function ViewerRoute() {
  const { app, slug } = useParams();
  return viewerPageFor(app ?? '', slug);
}

/**
 * The one place that picks a viewer's page from its {app} parameter. Every app and saved file
 * opens the analyzer; a page of another feature for one viewer key would be chosen here.
 */
export function viewerPageFor(param: string, slug?: string): ReactElement {
  // Keyed by the parameter: another app or file starts from its own definition (a corrected slug does not).
  return <AnalyzerViewerPage key={param} param={param} slug={slug} />;
}
