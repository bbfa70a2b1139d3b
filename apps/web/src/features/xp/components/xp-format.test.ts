import { dailyXpForStreak, DAILY_XP_STREAK_CAP } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { formatSignedXp } from './XpAwardList';

describe('XP history and level guide figures', () => {
  it('signs amounts with a plus or a true minus', () => {
    expect(formatSignedXp(45)).toBe('+45 XP');
    expect(formatSignedXp(1000)).toBe('+1,000 XP');
    expect(formatSignedXp(-10)).toBe('\u221210 XP');
  });

  it('gives the guide’s examples from the constants: 45 XP at 10 days, 225 XP at the cap', () => {
    expect(dailyXpForStreak(10)).toBe(45);
    expect(dailyXpForStreak(DAILY_XP_STREAK_CAP)).toBe(225);
  });
});
