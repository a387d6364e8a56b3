import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { helpVideos } from '../../../content/help/help-videos.ts';
import { VideoSlot } from './video-slot.tsx';

describe('VideoSlot', () => {
  it('shows a poster with the caption while no video file is configured', () => {
    renderWithProviders(<VideoSlot video={helpVideos.campaign} />);
    const slot = screen.getByRole('figure');
    expect(slot.querySelector('video')).toBeNull();
    expect(slot.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(slot.querySelector('figcaption')).toHaveTextContent(
      'Campaigns: create, proof and schedule an e-mail campaign to a saved list. The tutorial video will appear here.',
    );
  });

  it('plays a configured video with controls and English captions, under its caption', () => {
    renderWithProviders(
      <VideoSlot
        video={{
          id: 'find-prospects',
          caption: 'Find Prospects: choose a show year and contact type, add filters and save the list.',
          src: '/videos/find-prospects.mp4',
          captions: '/videos/find-prospects.en.vtt',
        }}
      />,
    );
    const slot = screen.getByRole('figure');
    const video = slot.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/videos/find-prospects.mp4');
    expect(video).toHaveAttribute('controls');
    const track = video.querySelector('track') as HTMLTrackElement;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/videos/find-prospects.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(slot.querySelector('svg')).toBeNull();
    expect(slot.querySelector('figcaption')).toHaveTextContent(
      /^Find Prospects: choose a show year and contact type, add filters and save the list\.$/,
    );
  });
});
