// Tutorial videos of the help pages. A slot shows its poster and caption until its file is set here
// (a path under /videos/ served with the web app, or a full https URL), together with its captions
// file (WebVTT, English): a video is configured only with its captions.
export type HelpVideoId = 'getting-started' | 'find-prospects' | 'campaign';

export type HelpVideo = { id: HelpVideoId; caption: string } & (
  | { src?: undefined; captions?: undefined }
  | { src: string; captions: string }
);

export const helpVideos: Record<HelpVideoId, HelpVideo> = {
  'getting-started': { id: 'getting-started', caption: 'A two-minute tour of My MTApps, My Files and My Account.' },
  'find-prospects': {
    id: 'find-prospects',
    caption: 'Find Prospects: choose a show year and contact type, add filters and save the list.',
  },
  campaign: {
    id: 'campaign',
    caption: 'Campaigns: create, proof and schedule an e-mail campaign to a saved list.',
  },
};
