/**
 * The learner's achievement queries. ['achievements'] is the page (every achievement with the viewer's state); the
 * notices live in @/lib/query-keys because every feature whose changes can award XP refreshes them.
 */
export { noticesKeys } from '@/lib/query-keys';

export const achievementsKeys = {
  all: ['achievements'] as const,
};
