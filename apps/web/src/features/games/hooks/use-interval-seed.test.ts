import { describe, expect, it } from 'vitest';
import { parseIntervalSeed } from './use-interval-seed';

describe('?seed=', () => {
  it('takes a whole number from 0 to 2³² − 1', () => {
    expect(parseIntervalSeed('0')).toBe(0);
    expect(parseIntervalSeed('20240615')).toBe(20_240_615);
    expect(parseIntervalSeed('4294967295')).toBe(4_294_967_295);
  });

  it('ignores anything else, so a random seed is drawn', () => {
    for (const text of [null, '', '-1', '1.5', '1e3', ' 7', 'abc', '4294967296', '99999999999']) {
      expect(parseIntervalSeed(text)).toBeNull();
    }
  });
});
