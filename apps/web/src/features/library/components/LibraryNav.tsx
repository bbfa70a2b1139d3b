import {
  AudioLines,
  AudioWaveform,
  CircleDot,
  CirclePlay,
  Dumbbell,
  FileText,
  Grid3x3,
  Gauge,
  Guitar,
  LayoutGrid,
  Music,
  Repeat,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

interface LibraryNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (All Resources), not on the pages below it. */
  end?: boolean;
}

/** The library section navigation. */
export const LIBRARY_SECTIONS: LibraryNavItem[] = [
  { to: paths.library, label: 'All Resources', icon: LayoutGrid, end: true },
  { to: paths.libraryList('article'), label: 'Articles', icon: FileText },
  { to: paths.libraryList('video'), label: 'Videos', icon: CirclePlay },
  { to: paths.libraryList('exercise'), label: 'Exercises', icon: Dumbbell },
  { to: paths.libraryList('repertoire'), label: 'Repertoire', icon: Music },
  { to: paths.libraryList('jam_track'), label: 'Jam Tracks', icon: AudioLines },
];

export const LIBRARY_TOOLS: LibraryNavItem[] = [
  { to: paths.circleOfNotes, label: 'Circle of Notes', icon: CircleDot },
  { to: paths.interactiveFretboard, label: 'Interactive Fretboard', icon: Guitar },
  { to: paths.sineWavePlayground, label: 'Sine Wave Playground', icon: AudioWaveform },
  { to: paths.tuner, label: 'Tuner', icon: Gauge },
  { to: paths.chords, label: 'Guitar Chords', icon: Grid3x3 },
  { to: paths.chordChanges(), label: 'Chord Changes', icon: Repeat },
  { to: paths.metronome(), label: 'Metronome', icon: Timer },
];

function NavItemLink({ item }: { item: LibraryNavItem }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          'max-lg:rounded-full max-lg:border',
          isActive
            ? 'bg-amber-100 text-amber-950 max-lg:border-amber-300'
            : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900 max-lg:border-stone-200 max-lg:bg-white',
        )
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {item.label}
    </NavLink>
  );
}

/** Where an element starts and ends along the scroller's content, in pixels. */
function contentSpan(box: HTMLElement, element: Element): { start: number; end: number } {
  const boxLeft = box.getBoundingClientRect().left;
  const rect = element.getBoundingClientRect();
  const start = rect.left - boxLeft + box.scrollLeft;
  return { start, end: start + rect.width };
}

/**
 * The scroll position that shows the active link, or null when it is already in view (the strip then stays where
 * it is, at its start on a fresh page). Its group's heading ("Interactive Tools") comes into view with it when
 * both fit, so the strip never opens on a clipped heading.
 */
function revealScrollLeft(box: HTMLElement, active: HTMLElement): number | null {
  const padding = parseFloat(getComputedStyle(box).paddingLeft) || 0;
  const viewStart = box.scrollLeft + padding;
  const viewEnd = box.scrollLeft + box.clientWidth - padding;
  const item = contentSpan(box, active);
  if (item.start >= viewStart && item.end <= viewEnd) return null;
  const group = contentSpan(box, active.closest('[data-nav-group]') ?? active);
  // Otherwise the link starts the view: what comes before it is cut at a pill, never through the heading's words.
  return (item.end - group.start <= viewEnd - viewStart ? group.start : item.start) - padding;
}

/**
 * A sidebar from `lg` up; a horizontal scroller of pills on smaller screens (the active one scrolled
 * into view when it is not). One navigation landmark named 'Library'; the active link carries aria-current="page".
 */
export function LibraryNav({ className }: { className?: string }) {
  const toolsLabelId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const box = scroller.current;
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!box || !active || box.scrollWidth <= box.clientWidth) return;
    // Only the scroller moves (scrollIntoView could also scroll the page).
    const target = revealScrollLeft(box, active);
    if (target !== null) box.scrollLeft = target;
  }, [pathname]);

  return (
    <nav aria-label="Library" className={className}>
      <div
        ref={scroller}
        className="-mx-4 flex [scrollbar-width:thin] gap-2 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-6 lg:overflow-visible lg:p-0"
      >
        <ul data-nav-group className="flex shrink-0 gap-2 lg:flex-col lg:gap-0.5">
          {LIBRARY_SECTIONS.map((item) => (
            <li key={item.to}>
              <NavItemLink item={item} />
            </li>
          ))}
        </ul>
        <div
          data-nav-group
          className="flex shrink-0 items-center gap-2 max-lg:border-l max-lg:border-stone-300 max-lg:pl-2 lg:block"
        >
          <p
            id={toolsLabelId}
            className="px-1 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase lg:mb-1 lg:px-3"
          >
            Interactive Tools
          </p>
          <ul aria-labelledby={toolsLabelId} className="flex gap-2 lg:flex-col lg:gap-0.5">
            {LIBRARY_TOOLS.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
