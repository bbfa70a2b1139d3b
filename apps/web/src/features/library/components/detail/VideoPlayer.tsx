import { videoSource } from '../../media';
import { ExternalLink } from './ExternalLink';

/**
 * The video of a video item: YouTube (youtube-nocookie.com) and Vimeo links in their players, files
 * on this site in <video controls>, anything else as an 'Open video' link.
 */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  const frame = 'aspect-video w-full overflow-hidden rounded-xl bg-stone-900 shadow-sm';

  if (source.kind === 'youtube' || source.kind === 'vimeo') {
    return (
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
    );
  }
  if (source.kind === 'file') {
    return (
      <div className={frame}>
        <video controls preload="metadata" src={source.src} aria-label={`Video: ${title}`} className="size-full">
          <a href={source.src}>Open video</a>
        </video>
      </div>
    );
  }
  if (!source.href)
    return <p className="text-stone-700">This video's address is not a web link, so it cannot be shown.</p>;
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <p className="text-sm text-stone-700">This video is hosted on another site.</p>
      <ExternalLink href={source.href}>Open video</ExternalLink>
    </div>
  );
}
