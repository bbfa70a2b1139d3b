import { deriveBarres, formatFrets, GUITAR_STRING_COUNT, lowestFret, type ChordFingering } from '@woodshed/shared';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { SVGuitarChord, type Barre, type Chord as SvguitarChord, type ChordSettings, type Finger } from 'svguitar';
import { cn } from '@/lib/cn';

/** Frets drawn below the nut or the first fret shown; a chord whose fingers all sit within them is drawn at the nut. */
const FRETS_SHOWN = 4;

// Tailwind's stone-800, stone-600 and amber-700 as hex: svguitar writes colours into SVG attributes, where CSS variables do not work.
const LINE_COLOR = '#292524';
const LABEL_COLOR = '#57534d';
const FINGER_COLOR = '#bb4d00';

const SETTINGS: ChordSettings = {
  color: LINE_COLOR,
  fretLabelColor: LABEL_COLOR,
  fingerColor: FINGER_COLOR,
  fingerTextColor: '#ffffff',
  fingerSize: 0.85,
  fingerTextSize: 30,
  fretLabelFontSize: 36,
  strokeWidth: 3,
  nutWidth: 12,
  emptyStringIndicatorSize: 0.55,
  barreChordRadius: 0.5,
  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  // Keeps the grid at the same height whether or not the chord has open or muted strings; the title stays empty.
  fixedDiagramPosition: true,
  titleFontSize: 8,
};

/** svguitar numbers strings 1 (high e) to 6 (low E); our arrays start at the low E. */
const svguitarString = (index: number): number => GUITAR_STRING_COUNT - index;

/** Our fingering as svguitar's chord: frets relative to the first fret shown, barres drawn once instead of dot by dot. */
function toSvguitarChord(fingering: ChordFingering): { chord: SvguitarChord; frets: number } {
  const fretted = fingering.frets.filter((fret): fret is number => fret !== null && fret > 0);
  const highest = fretted.length === 0 ? 0 : Math.max(...fretted);
  const position = highest > FRETS_SHOWN ? lowestFret(fingering) : 1;
  const relative = (fret: number) => fret - position + 1;

  const barres = deriveBarres(fingering);
  const underBarre = (index: number, fret: number, finger: number | null) =>
    barres.some(
      (barre) =>
        barre.fret === fret &&
        barre.finger === finger &&
        svguitarString(index) <= barre.fromString &&
        svguitarString(index) >= barre.toString,
    );

  const fingers: Finger[] = [];
  fingering.frets.forEach((fret, index) => {
    const finger = fingering.fingers[index] ?? null;
    if (fret === null) fingers.push([svguitarString(index), 'x']);
    else if (fret === 0) fingers.push([svguitarString(index), 0]);
    else if (!underBarre(index, fret, finger))
      fingers.push([svguitarString(index), relative(fret), finger === null ? undefined : String(finger)]);
  });
  const svguitarBarres: Barre[] = barres.map((barre) => ({
    fromString: barre.fromString,
    toString: barre.toString,
    fret: relative(barre.fret),
    text: String(barre.finger),
  }));

  return { chord: { fingers, barres: svguitarBarres, position }, frets: Math.max(FRETS_SHOWN, relative(highest)) };
}

interface ChordDiagramProps {
  name: string;
  fingering: ChordFingering;
  className?: string;
}

/**
 * Charts already drawn, by what they show. svguitar measures text with forced layouts, which makes a first
 * drawing slow; the same chart elsewhere (the larger view, a collection, a revisit) reuses the markup.
 */
const drawnCharts = new Map<string, string>();

/**
 * Charts near the viewport but not in it, drawn one per idle moment. Drawing is slow (svguitar measures its text
 * with forced layouts), so a chart in view never waits behind these: after a jump down the grid it is drawn at
 * once and the ones around it follow, instead of all of them in one long task before anything shows.
 */
const drawAhead = new Set<() => void>();
let drawingAhead = false;

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}

function drawNextAhead(): void {
  const [draw] = drawAhead;
  if (draw) {
    drawAhead.delete(draw);
    draw();
  }
  if (drawAhead.size > 0) whenIdle(drawNextAhead);
  else drawingAhead = false;
}

function queueDrawAhead(draw: () => void): () => void {
  drawAhead.add(draw);
  if (!drawingAhead) {
    drawingAhead = true;
    whenIdle(drawNextAhead);
  }
  return () => drawAhead.delete(draw);
}

/**
 * Becomes true when the element scrolls into view (drawn at once) or comes within 400px of it (drawn when the
 * page is idle); charts far down a long grid wait until scrolled to.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>, initiallyNear: boolean): boolean {
  const [near, setNear] = useState(initiallyNear);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const show = () => setNear(true);
    let dequeue: (() => void) | null = null;
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    });
    const nearby = new IntersectionObserver(
      (entries) => {
        if (!dequeue && entries.some((entry) => entry.isIntersecting)) dequeue = queueDrawAhead(show);
      },
      { rootMargin: '400px 0px' },
    );
    inView.observe(element);
    nearby.observe(element);
    return () => {
      inView.disconnect();
      nearby.disconnect();
      dequeue?.();
    };
  }, [ref, near]);
  return near;
}

/** A chord chart drawn from the fingering; it scales to its container's width. */
export function ChordDiagram({ name, fingering, className }: ChordDiagramProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { chord, frets } = useMemo(() => toSvguitarChord(fingering), [fingering]);
  const chartKey = useMemo(() => JSON.stringify([chord, frets]), [chord, frets]);
  const near = useNearViewport(containerRef, drawnCharts.has(chartKey));

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container || !near) return;
    const drawn = drawnCharts.get(chartKey);
    if (drawn) {
      // Our own markup from svguitar (lines, circles and digits), never user text.
      container.innerHTML = drawn;
      return () => container.replaceChildren();
    }
    const chart = new SVGuitarChord(container).configure({ ...SETTINGS, frets }).chord(chord);
    chart.draw();
    // svguitar 2.6 fills barres black whatever the finger colour.
    container.querySelectorAll('.barre').forEach((barre) => barre.setAttribute('fill', FINGER_COLOR));
    // The wrapper's label describes the chart; the drawing itself is decoration for screen readers.
    container.querySelector('svg')?.setAttribute('aria-hidden', 'true');
    drawnCharts.set(chartKey, container.innerHTML);
    return () => chart.remove();
  }, [chord, frets, chartKey, near]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={`Diagram of ${name}: ${formatFrets(fingering.frets)}`}
      className={cn(
        'w-full [&_.barre-text]:font-bold [&_.finger-text]:font-bold [&>svg]:block [&>svg]:h-auto [&>svg]:w-full',
        // Holds the chart's place (its viewBox is about 400 × 365) until it is drawn.
        !near && 'aspect-[400/365]',
        className,
      )}
    />
  );
}
