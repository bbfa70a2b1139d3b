import { videoSource } from '../../media';
import { ExternalLink } from './ExternalLink';
import { MediaPracticeControls } from './practice/MediaPracticeControls';
import { useMediaPractice } from './practice/use-media-practice';

/**
 * The video of a video item: YouTube (youtube-nocookie.com) and Vimeo links in their players, files
 * on this site in <video controls> with slow-down and A–B loop, anything else as an 'Open video' link. The embedded
 * players cannot be slowed or looped from here (their frames are another site's): a note says so.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  const frame = 'aspect-video w-full overflow-hidden rounded-xl bg-stone-900 shadow-sm';

  if (source.kind === 'youtube' || source.kind === 'vimeo') {
    return (
      <div className="flex flex-col gap-2">
        <div className={frame}>
          <iframe
            src={source.embedUrl}
            title={`Video: ${title}`}
            className="size-full"
            loading="lazy"
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture; clipboard-write"
            allowFullScreen
            // The players refuse to start without knowing the embedding site (our default is no-referrer).
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <p className="text-sm text-stone-600">
          Slow down and A–B loop work on video files uploaded here. For this{' '}
          {source.kind === 'youtube' ? 'YouTube' : 'Vimeo'} video, use the player's own speed setting.
        </p>
      </div>
    );
  }
  if (source.kind === 'file') return <VideoFile src={source.src} title={title} frame={frame} />;
  if (!source.href)
    return <p className="text-stone-700">This video's address is not a web link, so it cannot be shown.</p>;
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-700">This video is hosted on another site.</p>
      <ExternalLink href={source.href}>Open video</ExternalLink>
    </div>
  );
}

function VideoFile({ src, title, frame }: { src: string; title: string; frame: string }) {
  // Settings are kept per file: one item, one video.
  const practice = useMediaPractice(src, null);
  return (
    <div className="flex flex-col gap-3" onKeyDown={practice.onKeyDown}>
      <div className={frame}>
        <video
          ref={(element) => {
            practice.mediaRef.current = element;
          }}
          controls
          preload="metadata"
          src={src}
          aria-label={`Video: ${title}`}
          className="size-full"
        >
          <a href={src}>Open video</a>
        </video>
      </div>
      <MediaPracticeControls practice={practice} what="video" />
    </div>
  );
}
