import { describe, expect, it } from 'vitest';
import { centsInWords, centsOffset, hertz, signedCents, tuneState } from './tuner-format';

describe('tuner wording', () => {
  it('is in tune within ±5 cents, flat or sharp beyond', () => {
    expect(tuneState(5)).toBe('in-tune');
    expect(tuneState(-5)).toBe('in-tune');
    expect(tuneState(5.2)).toBe('sharp');
    expect(tuneState(-12)).toBe('flat');
  });

  it('says the offset in figures and in words', () => {
    expect(signedCents(12.4)).toBe('+12 cents');
    expect(signedCents(-7.6)).toBe('−8 cents');
    expect(signedCents(0.3)).toBe('0 cents');
    expect(signedCents(-1)).toBe('−1 cent');
    expect(centsInWords(12.4)).toBe('12 cents sharp');
    expect(centsInWords(-30)).toBe('30 cents flat');
    expect(centsInWords(-3)).toBe('In tune (3 cents flat)');
    expect(centsInWords(0.2)).toBe('In tune (on pitch)');
    expect(centsOffset(-200)).toBe('200 cents flat');
    expect(hertz(110)).toBe('110.0 Hz');
  });
});
