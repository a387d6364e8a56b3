// Tutorial videos of the help pages: recordings of the real app with English captions, made by
// `npm run videos` (scripts/record-videos, decision 049) and served from apps/web/public/videos/.
export type HelpVideoId = 'getting-started' | 'find-prospects' | 'campaign' | 'agma-upload' | 'usmto-advance';

export type HelpVideo = {
  id: HelpVideoId;
  /** What the video shows: the figure's caption and the video's text alternative. */
  caption: string;
  /** The WebM recording. */
  src: string;
  /** English captions (WebVTT), written by the same recording run. */
  captions: string;
  /** A frame of the recording, shown before it plays. */
  poster: string;
};

const recorded = (id: HelpVideoId, caption: string): HelpVideo => ({
  id,
  caption,
  src: `/videos/${id}.webm`,
  captions: `/videos/${id}.vtt`,
  poster: `/videos/${id}.jpg`,
});

export const helpVideos: Record<HelpVideoId, HelpVideo> = {
  'getting-started': recorded('getting-started', 'A short tour of My MTApps, My Files and My Account.'),
  'find-prospects': recorded(
    'find-prospects',
    'Find Prospects: choose a show year and contact type, add filters and save the list.',
  ),
  campaign: recorded('campaign', 'Campaigns: create, proof and schedule an e-mail campaign to a saved list.'),
  'agma-upload': recorded(
    'agma-upload',
    'AGMA MMTR upload: a file with a broken rule is not stored; the corrected file replaces its month.',
  ),
  'usmto-advance': recorded(
    'usmto-advance',
    'USMTO in Advance: enter the month’s units and orders before the deadline, then read the aggregate.',
  ),
};
