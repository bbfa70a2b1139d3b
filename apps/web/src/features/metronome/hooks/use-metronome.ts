import { metronomeSettingsProblem, type Click } from '@woodshed/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MetronomeEngine } from '../audio/engine';
import { WebAudioClickPlayer } from '../audio/web-audio-player';
import { randomSeed, toMetronomeSettings, type MetronomePrefs } from '../settings';

interface Rig {
  context: AudioContext;
  player: WebAudioClickPlayer;
  engine: MetronomeEngine;
}

/** Only one metronome sounds at a time (the page's and the practice bar's): starting one stops the other. */
let stopActive: (() => void) | null = null;

/**
 * A metronome on its own AudioContext, made on the first Start (a user gesture). `click` is the click the listener
 * hears now: a requestAnimationFrame loop compares the audio clock with the scheduled clicks, so the visual beat
 * follows the sound, never a timer. Settings changes reach the engine at once and apply from the next bar line.
 */
export function useMetronome(prefs: MetronomePrefs) {
  const rig = useRef<Rig | null>(null);
  const frame = useRef<number | null>(null);
  const seed = useRef(randomSeed());
  const [running, setRunning] = useState(false);
  const [click, setClick] = useState<Click | null>(null);

  const settings = useMemo(() => toMetronomeSettings(prefs, seed.current), [prefs]);
  const playable = metronomeSettingsProblem(settings) === null;

  useEffect(() => {
    if (playable) rig.current?.engine.setSettings(settings);
  }, [settings, playable]);
  useEffect(() => rig.current?.player.setSound(prefs.sound), [prefs.sound]);
  useEffect(() => rig.current?.player.setVolumes(prefs.volumes), [prefs.volumes]);

  const stop = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    rig.current?.engine.stop();
    if (stopActive === stop) stopActive = null;
    setRunning(false);
    setClick(null);
  }, []);

  const start = useCallback(() => {
    if (!playable || typeof AudioContext === 'undefined') return;
    if (stopActive && stopActive !== stop) stopActive();
    if (!rig.current) {
      const context = new AudioContext({ latencyHint: 'interactive' });
      const player = new WebAudioClickPlayer(context, context.destination, prefs.sound, prefs.volumes);
      rig.current = { context, player, engine: new MetronomeEngine(context, player, settings) };
    }
    const { context, engine } = rig.current;
    if (context.state === 'suspended') void context.resume();
    // A new run draws new random gaps.
    seed.current = randomSeed();
    engine.setSettings(toMetronomeSettings(prefs, seed.current));
    engine.start();
    stopActive = stop;
    setRunning(true);
    let shown: Click | null = null;
    const draw = () => {
      // What is heard now: the clock minus the time the sound takes to reach the speakers.
      const heard = context.currentTime - (context.outputLatency || 0);
      const current = engine.clickAt(heard);
      if (current !== shown) {
        shown = current;
        setClick(current);
      }
      frame.current = requestAnimationFrame(draw);
    };
    frame.current = requestAnimationFrame(draw);
  }, [playable, prefs, settings, stop]);

  const toggle = useCallback(() => (running ? stop() : start()), [running, start, stop]);

  // Leaving the page stops the sound and lets the audio device go.
  useEffect(
    () => () => {
      stop();
      void rig.current?.context.close();
      rig.current = null;
    },
    [stop],
  );

  return { running, click, playable, start, stop, toggle };
}
