import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/Button';
import { isPlayableHere, safeHref } from '../../media';
import { ExternalLink } from './ExternalLink';
import { MediaPracticeControls } from './practice/MediaPracticeControls';
import { useMediaPractice } from './practice/use-media-practice';

interface AudioTrackProps {
  url: string;
  /** Names the player, e.g. 'Backing track for Blues in A'. */
  label: string;
  /** The item's tempo, for the loop's count-in. */
  tempo?: number | null;
}

/**
 * A backing track: a player with slow-down and A–B loop, and a download link, for files on this site; a link for
 * files elsewhere (the CSP only lets media play from this site).
 */
export function AudioTrack({ url, label, tempo = null }: AudioTrackProps) {
  const href = safeHref(url);
  if (!href) return <p className="text-sm text-stone-600">This backing track's address is not a web link.</p>;
  if (!isPlayableHere(href)) return <ExternalLink href={href}>Open backing track</ExternalLink>;
  return <PlayableTrack href={href} label={label} tempo={tempo} />;
}

function PlayableTrack({ href, label, tempo }: { href: string; label: string; tempo: number | null }) {
  // Settings are kept per file: one item, one backing track.
  const practice = useMediaPractice(href, tempo);
  return (
    <div className="flex flex-col gap-3" onKeyDown={practice.onKeyDown}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <audio
          ref={(element) => {
            practice.mediaRef.current = element;
          }}
          controls
          preload="metadata"
          src={href}
          aria-label={label}
          className="w-full sm:flex-1"
        >
          <a href={href}>Download backing track</a>
        </audio>
        <a href={href} download className={buttonClasses('secondary', 'md', 'shrink-0')}>
          <Download aria-hidden="true" className="size-4" />
          Download backing track
        </a>
      </div>
      <MediaPracticeControls practice={practice} what="backing track" />
    </div>
  );
}
