import { useState } from 'react';
import { useSearchParams } from 'react-router';

const UINT32_MAX = 0xffff_ffff;

/** `?seed=<uint32>` as a number, or null when absent or not a whole number from 0 to 2³² − 1. */
export function parseIntervalSeed(text: string | null): number | null {
  if (text === null || !/^\d{1,10}$/.test(text)) return null;
  const seed = Number(text);
  return seed <= UINT32_MAX ? seed : null;
}

/** A fresh random 32-bit seed. */
export function randomIntervalSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * The first game's seed: `?seed=` when the address gives one, so a test can replay a game exactly;
 * otherwise drawn at random. Read once; later games derive their seeds from it.
 */
export function useIntervalSeed(): number {
  const [searchParams] = useSearchParams();
  const [seed] = useState(() => parseIntervalSeed(searchParams.get('seed')) ?? randomIntervalSeed());
  return seed;
}
