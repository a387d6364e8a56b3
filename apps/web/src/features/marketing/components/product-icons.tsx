// One icon per product, shared by Home's tiles and the Related Projects block.
import {
  IconChartBar,
  IconChartDots3,
  IconChartHistogram,
  IconDatabase,
  IconId,
  IconMap2,
  IconTool,
  IconTrendingUp,
  IconVector,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MarketingPageSlug } from '../../../content/marketing/page-meta.ts';

const size = 28;

export const productIcons: Record<MarketingPageSlug, ReactNode> = {
  data: <IconDatabase size={size} aria-hidden="true" />,
  visuals: <IconChartBar size={size} aria-hidden="true" />,
  analytics: <IconChartDots3 size={size} aria-hidden="true" />,
  usmto: <IconChartHistogram size={size} aria-hidden="true" />,
  mapus: <IconMap2 size={size} aria-hidden="true" />,
  'usmto-territory-wizard': <IconVector size={size} aria-hidden="true" />,
  workholding: <IconTool size={size} aria-hidden="true" />,
  'economic-trends': <IconTrendingUp size={size} aria-hidden="true" />,
  'imts-exhibitor-passport': <IconId size={size} aria-hidden="true" />,
};
