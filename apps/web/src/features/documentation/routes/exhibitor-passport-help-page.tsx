// One of the eight Exhibitor Passport help pages, with the breadcrumb back to the help guide's
// Exhibitor Passport tab (spec §2).

import { useMatches } from 'react-router';
import {
  type ExhibitorPassportHelpSlug,
  exhibitorPassportHelpMeta,
} from '../../../content/help/exhibitor-passport/page-meta.ts';
import { exhibitorPassportHelpBodies } from '../../../content/help/exhibitor-passport/pages.ts';
import { helpVideos } from '../../../content/help/help-videos.ts';
import { DocPage } from '../components/doc-page.tsx';
import { PassportBreadcrumb } from '../components/passport-breadcrumb.tsx';
import { VideoSlot } from '../components/video-slot.tsx';
import type { PassportHelpRouteHandle } from '../passport-help-route-handle.ts';

/** The route component: the page named by the matched route's handle. */
export function ExhibitorPassportHelpRoutePage() {
  const handle = useMatches().at(-1)?.handle as PassportHelpRouteHandle | undefined;
  if (!handle) throw new Error('an Exhibitor Passport help route needs handle.slug');
  return <ExhibitorPassportHelpPage slug={handle.slug} />;
}

export function ExhibitorPassportHelpPage({ slug }: { slug: ExhibitorPassportHelpSlug }) {
  const { title } = exhibitorPassportHelpMeta[slug];
  const { Body, video } = exhibitorPassportHelpBodies[slug];
  return (
    <DocPage title={title} breadcrumb={<PassportBreadcrumb current={title} />}>
      <Body />
      {video && <VideoSlot video={helpVideos[video]} />}
    </DocPage>
  );
}
