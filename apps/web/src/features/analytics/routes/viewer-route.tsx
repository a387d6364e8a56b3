// The element of analytics/viewer/{app} and analyzer/viewer/{app}.
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { AnalyzerViewerPage } from './analyzer-viewer-page.tsx';

export function ViewerRoute() {
  return viewerPageFor(useParams().app ?? '');
}

/**
 * The one place that picks a viewer's page from its {app} parameter. Every app and saved file
 * opens the analyzer; a page of another feature for one viewer key would be chosen here.
 */
export function viewerPageFor(param: string): ReactElement {
  // Keyed by the parameter: another app or file starts from its own definition.
  return <AnalyzerViewerPage key={param} param={param} />;
}
