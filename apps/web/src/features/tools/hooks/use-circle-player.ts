import {
  ascendingHalfSteps,
  clampOctave,
  DEFAULT_OCTAVE,
  intervalNameBetween,
  noteFrequency,
  noteMidi,
  prettyNoteName,
  spellMidi,
  type ChromaticIntervalName,
} from '@woodshed/shared';
import { useRef, useState } from 'react';
import { playPluck } from '../audio/pluck';

/** How many played notes the "Recently played" strip keeps. */
const RECENT_LIMIT = 8;
/** The second note of a measured interval follows the first after this long (a melodic interval). */
const SECOND_NOTE_DELAY_SECONDS = 0.35;

export interface PlayedNote {
  id: number;
  pitchClass: string;
  /** With its octave, ASCII ("C#4"). */
  note: string;
}

export interface MeasuredInterval {
  id: number;
  fromPitchClass: string;
  toPitchClass: string;
  from: string;
  to: string;
  halfSteps: number;
  name: ChromaticIntervalName;
}

/** The chromatic circle's state: octave, what was played, the measured interval and the announcement. */
export function useCirclePlayer() {
  const [octave, setOctave] = useState(DEFAULT_OCTAVE);
  const [recent, setRecent] = useState<PlayedNote[]>([]);
  const [interval, setInterval] = useState<MeasuredInterval | null>(null);
  const [status, setStatus] = useState('');
  const nextId = useRef(1);

  function remember(...notes: Omit<PlayedNote, 'id'>[]) {
    const played = notes.map((note) => ({ ...note, id: nextId.current++ }));
    setRecent((previous) => [...played.reverse(), ...previous].slice(0, RECENT_LIMIT));
  }

  function play(pitchClass: string) {
    const note = `${pitchClass}${octave}`;
    playPluck(noteFrequency(note));
    remember({ pitchClass, note });
    setInterval(null);
    setStatus(`Playing ${prettyNoteName(note)}`);
  }

  /** Sounds both notes, the second above the first, and names the interval between them. */
  function measure(fromPitchClass: string, toPitchClass: string) {
    const from = `${fromPitchClass}${octave}`;
    const halfSteps = ascendingHalfSteps(fromPitchClass, toPitchClass);
    const to = spellMidi(noteMidi(from) + halfSteps);
    playPluck(noteFrequency(from));
    playPluck(noteFrequency(to), SECOND_NOTE_DELAY_SECONDS);
    remember({ pitchClass: fromPitchClass, note: from }, { pitchClass: toPitchClass, note: to });
    const name = intervalNameBetween(fromPitchClass, toPitchClass);
    setInterval({ id: nextId.current++, fromPitchClass, toPitchClass, from, to, halfSteps, name });
    setStatus(`${prettyNoteName(from)} up to ${prettyNoteName(to)}: ${name}`);
  }

  /** A note from a click, tap or key; with Shift it measures the interval from the last note played. */
  function chooseNote(pitchClass: string, measureFromLast: boolean) {
    const last = recent[0];
    if (measureFromLast && last) measure(last.pitchClass, pitchClass);
    else play(pitchClass);
  }

  function changeOctave(step: 1 | -1) {
    const next = clampOctave(octave + step);
    setOctave(next);
    if (next === octave) setStatus(`Octave ${octave} is the ${step > 0 ? 'highest' : 'lowest'}`);
    else setStatus(`Octave ${next}`);
  }

  return { octave, recent, interval, status, chooseNote, measure, changeOctave };
}
