import { formatCount } from '@woodshed/shared';
/** Within this many cents of the note the tuner says "In tune" (a good ear hears about 5 cents on a sustained note). */
export const IN_TUNE_CENTS = 5;

export type TuneState = 'in-tune' | 'flat' | 'sharp';

export function tuneState(cents: number): TuneState {
  if (Math.abs(cents) <= IN_TUNE_CENTS) return 'in-tune';
  return cents < 0 ? 'flat' : 'sharp';
}

const CENT = { one: 'cent', other: 'cents' };

/** "+12 cents", "−7 cents" (a real minus sign), "0 cents". */
export function signedCents(cents: number): string {
  const whole = Math.round(cents);
  if (whole === 0) return '0 cents';
  return `${whole > 0 ? '+' : '−'}${formatCount(Math.abs(whole), CENT)}`;
}

/** The offset alone in words: "12 cents sharp", "200 cents flat", "on pitch". */
export function centsOffset(cents: number): string {
  const whole = Math.round(cents);
  if (whole === 0) return 'on pitch';
  return `${formatCount(Math.abs(whole), CENT)} ${whole < 0 ? 'flat' : 'sharp'}`;
}

/** For screen readers and the meter: "12 cents sharp", "In tune (3 cents flat)". */
export function centsInWords(cents: number): string {
  return tuneState(cents) === 'in-tune' ? `In tune (${centsOffset(cents)})` : centsOffset(cents);
}

/** "110.0 Hz". */
export function hertz(frequency: number): string {
  return `${frequency.toFixed(1)} Hz`;
}
