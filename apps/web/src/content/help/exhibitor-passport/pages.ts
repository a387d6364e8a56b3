// The bodies of the eight Exhibitor Passport help pages, with the tutorial video of those that have one.
import type { ComponentType } from 'react';
import type { HelpVideoId } from '../help-videos.ts';
import { CampaignHelp } from './campaign.tsx';
import { FindProspectsHelp } from './find-prospects.tsx';
import { MyAnalyticsHelp } from './my-analytics.tsx';
import { OverviewHelp } from './overview.tsx';
import type { ExhibitorPassportHelpSlug } from './page-meta.ts';
import { PassportTerritoryManagerHelp } from './passport-territory-manager.tsx';
import { SavedFiltersHelp } from './saved-filters.tsx';
import { SavedListsHelp } from './saved-lists.tsx';
import { SearchContactsHelp } from './search-contacts.tsx';

export const exhibitorPassportHelpBodies: Record<
  ExhibitorPassportHelpSlug,
  { Body: ComponentType; video?: HelpVideoId }
> = {
  overview: { Body: OverviewHelp },
  'find-prospects': { Body: FindProspectsHelp, video: 'find-prospects' },
  campaign: { Body: CampaignHelp, video: 'campaign' },
  'my-analytics': { Body: MyAnalyticsHelp },
  'saved-filters': { Body: SavedFiltersHelp },
  'saved-lists': { Body: SavedListsHelp },
  'passport-territory-manager': { Body: PassportTerritoryManagerHelp },
  'search-contacts': { Body: SearchContactsHelp },
};
