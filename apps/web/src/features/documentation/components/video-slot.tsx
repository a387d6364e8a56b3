// A tutorial video slot: the video, with its controls and English captions, once its file is
// configured (content/help/help-videos.ts); until then a poster with the caption saying what it will show.
import type { HelpVideo } from '../../../content/help/help-videos.ts';
import classes from './video-slot.module.css';

function Poster() {
  return (
    <svg viewBox="0 0 640 360" className={classes.media} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="video-poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14284b" />
          <stop offset="1" stopColor="#2c57aa" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" rx="16" fill="url(#video-poster-bg)" />
      <rect x="40" y="40" width="250" height="14" rx="7" fill="#5e84ca" />
      <rect x="40" y="66" width="170" height="14" rx="7" fill="#3a68c1" />
      <circle cx="320" cy="190" r="54" fill="#ffab09" />
      <path d="M303 160v60l50-30z" fill="#14284b" />
      <rect x="40" y="300" width="560" height="6" rx="3" fill="#3a68c1" />
      <rect x="40" y="300" width="120" height="6" rx="3" fill="#ffab09" />
    </svg>
  );
}

export function VideoSlot({ video }: { video: HelpVideo }) {
  return (
    <figure className={classes.slot} data-testid={`video-slot-${video.id}`}>
      {video.src ? (
        <video className={classes.media} controls preload="none" src={video.src}>
          <track kind="captions" src={video.captions} srcLang="en" label="English" default />
        </video>
      ) : (
        <Poster />
      )}
      <figcaption className={classes.caption}>
        {video.caption}
        {!video.src && <span className={classes.soon}> The tutorial video will appear here.</span>}
      </figcaption>
    </figure>
  );
}
