import { harmonicSeries, SINE_DEFAULTS, SINE_RANGES, type SineWave } from '@woodshed/shared';
import { useRef, useState } from 'react';

export interface PlaygroundWave extends SineWave {
  /** Stable key for React (waves come and go). */
  id: number;
}

/** As many waves as the largest harmonic series. */
export const MAX_WAVES = SINE_RANGES.harmonics.max;

const defaultWave = (): SineWave => ({
  amplitude: SINE_DEFAULTS.amplitude,
  frequency: SINE_DEFAULTS.frequency,
  phase: SINE_DEFAULTS.phase,
});

function octavesText(from: number, to: number): string {
  const octaves = Math.round(Math.log2(from / to));
  return octaves === 1 ? 'an octave' : `${octaves} octaves`;
}

/** The playground's waves and view settings. */
export function useSineWaves() {
  const nextId = useRef(2);
  const [waves, setWaves] = useState<PlaygroundWave[]>(() => [{ id: 1, ...defaultWave() }]);
  const [lineWidth, setLineWidth] = useState<number>(SINE_DEFAULTS.lineWidth);
  const [zoom, setZoom] = useState<number>(SINE_DEFAULTS.zoom);
  const [globalPhase, setGlobalPhase] = useState<number>(SINE_DEFAULTS.globalPhase);
  const [harmonics, setHarmonics] = useState<number>(SINE_DEFAULTS.harmonics);
  const [seriesNote, setSeriesNote] = useState<string | null>(null);

  function updateWave(id: number, patch: Partial<SineWave>) {
    setWaves((current) => current.map((wave) => (wave.id === id ? { ...wave, ...patch } : wave)));
  }

  function addWave() {
    setWaves((current) => {
      if (current.length >= MAX_WAVES) return current;
      // A new wave an octave above the last one, at half its level: something to hear and see at once.
      const last = current.at(-1) ?? {
        ...defaultWave(),
        frequency: SINE_DEFAULTS.frequency / 2,
        amplitude: SINE_DEFAULTS.amplitude * 2,
      };
      const frequency = Math.min(SINE_RANGES.frequency.max, last.frequency * 2);
      return [
        ...current,
        { id: nextId.current++, amplitude: Math.max(1, Math.round(last.amplitude / 2)), frequency, phase: 0 },
      ];
    });
    setSeriesNote(null);
  }

  function removeWave(id: number) {
    setWaves((current) => current.filter((wave) => wave.id !== id));
    setSeriesNote(null);
  }

  /** Replaces the waves with the harmonic series of the first one (8 waves above it by default). */
  function generateSeries() {
    const fundamental = waves[0] ?? defaultWave();
    const series = harmonicSeries(fundamental, harmonics);
    setWaves(series.map((wave) => ({ id: nextId.current++, ...wave })));
    setSeriesNote(
      series[0]!.frequency === fundamental.frequency
        ? `Fundamental ${fundamental.frequency} Hz and ${series.length - 1} overtones.`
        : `Built on ${series[0]!.frequency} Hz, ${octavesText(fundamental.frequency, series[0]!.frequency)} below ${fundamental.frequency} Hz, so all ${harmonics} harmonics stay within 2000 Hz.`,
    );
  }

  return {
    waves,
    updateWave,
    addWave,
    removeWave,
    view: { lineWidth, setLineWidth, zoom, setZoom, globalPhase, setGlobalPhase },
    series: { harmonics, setHarmonics, generate: generateSeries, note: seriesNote },
  };
}
