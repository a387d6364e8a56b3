import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { exhibitorPassportHelpBodies } from '../../../content/help/exhibitor-passport/pages.ts';
import { helpGuideTabs } from '../../../content/help/help-guide-tabs.tsx';
import { type HelpVideoId, helpVideos } from '../../../content/help/help-videos.ts';
import { VideoSlot } from './video-slot.tsx';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../public');
const fileOf = (url: string) => path.join(publicDir, url);
/** Decision 049's budget for one recording. */
const MAX_VIDEO_BYTES = 900 * 1024;

/** Every video slot of the help guide's tabs and of the Exhibitor Passport help pages. */
const slots: HelpVideoId[] = [
  ...helpGuideTabs.flatMap((tab) => (tab.video ? [tab.video] : [])),
  ...Object.values(exhibitorPassportHelpBodies).flatMap((page) => (page.video ? [page.video] : [])),
];

describe('help video files', () => {
  it('finds the slots of the help guide and the Exhibitor Passport help pages', () => {
    expect([...new Set(slots)].sort()).toEqual([
      'agma-upload',
      'campaign',
      'find-prospects',
      'getting-started',
      'usmto-advance',
    ]);
  });

  it.each(slots)('%s: a WebM recording within budget, English WebVTT captions with cues, and a JPEG poster', (id) => {
    const video = helpVideos[id];
    for (const url of [video.src, video.captions, video.poster]) {
      expect(url.startsWith('/videos/'), url).toBe(true);
      expect(existsSync(fileOf(url)), url).toBe(true);
    }
    const webm = readFileSync(fileOf(video.src));
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML, the container of WebM
    expect(webm.includes(Buffer.from('webm'))).toBe(true);
    expect(statSync(fileOf(video.src)).size).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
    const vtt = readFileSync(fileOf(video.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt.match(/^\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}$/gm)?.length ?? 0).toBeGreaterThan(2);
    expect(readFileSync(fileOf(video.poster)).subarray(0, 3).toString('hex')).toBe('ffd8ff');
  });
});

describe('VideoSlot', () => {
  it('plays the recording with controls and English captions on by default, described by its caption', () => {
    renderWithProviders(<VideoSlot video={helpVideos['find-prospects']} />);
    const slot = screen.getByRole('figure');
    const video = slot.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/videos/find-prospects.webm');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/videos/find-prospects.jpg');
    expect(video).toHaveAccessibleDescription(
      'Find Prospects: choose a show year and contact type, add filters and save the list.',
    );
    const track = video.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/find-prospects.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('default');
    expect(slot).not.toHaveTextContent('will appear here');
  });
});
