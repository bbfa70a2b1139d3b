/**
 * A seedable random source: games and the demo school take one, so a test can replay a game or a
 * demo history exactly. Not for anything secret.
 */
export type Random = () => number;

/** mulberry32: a small seeded generator, the same sequence for the same seed on every machine. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from text (FNV-1a), e.g. an account's e-mail and today's date. */
export function seedFrom(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/** A whole number from `low` to `high`, both included. */
export const randomInt = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

/** One item of a non-empty list. */
export const randomItem = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
