import { MASTERY_LEVEL_NAMES } from '@woodshed/shared';

interface MasteryStyle {
  /** Card border and tint. */
  card: string;
  /** The rating dropdown. */
  control: string;
  /** The legend's swatch. */
  swatch: string;
}

/** Each level's own colour, from neutral (Not Started) through warm to green (Mastered). */
const styles: readonly MasteryStyle[] = [
  { card: 'border-stone-200 bg-white', control: 'border-stone-300 bg-stone-50 text-stone-800', swatch: 'bg-stone-300' },
  {
    card: 'border-rose-300 bg-rose-50/60',
    control: 'border-rose-300 bg-rose-100 text-rose-950',
    swatch: 'bg-rose-400',
  },
  {
    card: 'border-orange-300 bg-orange-50/60',
    control: 'border-orange-300 bg-orange-100 text-orange-950',
    swatch: 'bg-orange-400',
  },
  {
    card: 'border-yellow-300 bg-yellow-50/70',
    control: 'border-yellow-400 bg-yellow-100 text-yellow-950',
    swatch: 'bg-yellow-400',
  },
  { card: 'border-sky-300 bg-sky-50/60', control: 'border-sky-300 bg-sky-100 text-sky-950', swatch: 'bg-sky-500' },
  {
    card: 'border-emerald-400 bg-emerald-50/70',
    control: 'border-emerald-400 bg-emerald-100 text-emerald-950',
    swatch: 'bg-emerald-500',
  },
];

export const masteryStyle = (rating: number): MasteryStyle => styles[rating] ?? styles[0]!;

export const MASTERY_OPTIONS = MASTERY_LEVEL_NAMES.map((name, rating) => ({ rating, name }));
