// TechTrends roadmaps (spec §2, login required): the cards and the compare page.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta.ts';

export const roadmapsGuardedRoutes: RouteObject[] = [
  {
    path: 'techtrends-roadmaps',
    handle: {
      meta: {
        title: 'TechTrends Roadmaps',
        description: 'Four technology roadmaps to read and compare',
        noindex: true,
      },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/roadmaps-page.tsx')).RoadmapsPage }),
  },
  {
    path: 'techtrends-compareRoadmaps',
    handle: {
      meta: { title: 'Compare roadmaps', description: 'Technology roadmaps side by side', noindex: true },
    } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/compare-roadmaps-page.tsx')).CompareRoadmapsPage }),
  },
];
