// A tutorial video slot: the recording with its controls and English captions (on by default),
// and its caption, which is also the video's text alternative; the help text around it gives the
// same steps in words.
import type { HelpVideo } from '../../../content/help/help-videos.ts';
import classes from './video-slot.module.css';

export function VideoSlot({ video }: { video: HelpVideo }) {
  const captionId = `video-caption-${video.id}`;
  return (
    <figure className={classes.slot} data-testid={`video-slot-${video.id}`}>
      <video
        className={classes.media}
        controls
        preload="metadata"
        poster={video.poster}
        src={video.src}
        aria-describedby={captionId}
      >
        <track kind="captions" src={video.captions} srcLang="en" label="English" default />
        Your browser cannot play this video. <a href={video.src}>Download it (WebM)</a>.
      </video>
      <figcaption className={classes.caption} id={captionId}>
        {video.caption}
      </figcaption>
    </figure>
  );
}
