// The documentation articles: the AWT monthly arrow indicator, the AGMA upload guide, Map U.S. Markets and the analyzer.
import { AgmaUploadGuideContent } from '../../../content/help/agma-upload-guide.tsx';
import { AnalyzerHelpContent } from '../../../content/help/analyzer-help.tsx';
import {
  agmaUploadGuideMeta,
  analyzerHelpMeta,
  awtArrowIndicatorMeta,
  mapUsMarketsHelpMeta,
} from '../../../content/help/article-meta.ts';
import { AwtArrowIndicatorContent } from '../../../content/help/awt-arrow-indicator.tsx';
import { MapUsMarketsHelpContent } from '../../../content/help/map-us-markets.tsx';
import { DocPage } from '../components/doc-page.tsx';

export function AwtArrowIndicatorPage() {
  return (
    <DocPage title={awtArrowIndicatorMeta.title}>
      <AwtArrowIndicatorContent />
    </DocPage>
  );
}

export function AgmaUploadGuidePage() {
  return (
    <DocPage title={agmaUploadGuideMeta.title}>
      <AgmaUploadGuideContent />
    </DocPage>
  );
}

export function MapUsMarketsHelpPage() {
  return (
    <DocPage title={mapUsMarketsHelpMeta.title}>
      <MapUsMarketsHelpContent />
    </DocPage>
  );
}

export function AnalyzerHelpPage() {
  return (
    <DocPage title={analyzerHelpMeta.title}>
      <AnalyzerHelpContent />
    </DocPage>
  );
}
