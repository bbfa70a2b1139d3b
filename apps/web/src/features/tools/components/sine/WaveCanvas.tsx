import { SINE_WINDOW_SECONDS_AT_ZOOM_1, type SineWave } from '@woodshed/shared';
import { useEffect, useRef } from 'react';
import { drawWaves, SECONDS_PER_SCREEN, type DrawOptions } from './wave-drawing';

interface WaveCanvasProps {
  waves: readonly SineWave[];
  lineWidth: number;
  zoom: number;
  globalPhase: number;
  /** Whether the waves move along (never on by itself when the user prefers reduced motion). */
  animating: boolean;
  /** The text alternative: what is drawn. */
  description: string;
}

/**
 * The drawing: sharp on any screen (sized in device pixels), redrawn when a slider moves, and while
 * animating by a requestAnimationFrame loop that reads the latest settings from a ref (no React render per frame).
 */
export function WaveCanvas({ waves, lineWidth, zoom, globalPhase, animating, description }: WaveCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const latest = useRef({ waves, options: { lineWidth, zoom, globalPhase, timeOffset: 0 } as DrawOptions });
  const draw = useRef(() => {});

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    let cssWidth = 0;
    let cssHeight = 0;
    draw.current = () => {
      if (cssWidth === 0) return;
      const ratio = window.devicePixelRatio || 1;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      drawWaves(context, cssWidth, cssHeight, latest.current.waves, latest.current.options);
    };
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const ratio = window.devicePixelRatio || 1;
      cssWidth = entry.contentRect.width;
      cssHeight = entry.contentRect.height;
      canvas.width = Math.round(cssWidth * ratio);
      canvas.height = Math.round(cssHeight * ratio);
      draw.current();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    latest.current = { waves, options: { ...latest.current.options, lineWidth, zoom, globalPhase } };
    draw.current();
  }, [waves, lineWidth, zoom, globalPhase]);

  useEffect(() => {
    if (!animating) return;
    let frame = 0;
    let previous = performance.now();
    const step = (now: number) => {
      const viewSeconds = SINE_WINDOW_SECONDS_AT_ZOOM_1 / latest.current.options.zoom;
      const options = latest.current.options;
      // Capped so a tab coming back from the background does not jump.
      options.timeOffset += (Math.min(now - previous, 100) / 1000) * (viewSeconds / SECONDS_PER_SCREEN);
      previous = now;
      draw.current();
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [animating]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={description}
      className="block h-64 w-full rounded-lg bg-stone-50 sm:h-80"
    />
  );
}
