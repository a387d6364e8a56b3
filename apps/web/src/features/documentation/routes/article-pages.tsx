// The two documentation articles: the AWT monthly arrow indicator and the AGMA upload guide.
import { AgmaUploadGuideContent } from '../../../content/help/agma-upload-guide.tsx';
import {
  agmaUploadGuideMeta,
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
