import type { ChartRange } from '@woodshed/shared';

/**
 * Query keys of the dashboard: ['dashboard'] is the whole page (other features invalidate it after
 * logging practice or changing goals, which also refreshes every cached chart range below it).
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  chart: (range: ChartRange) => ['dashboard', 'chart', range] as const,
};

/** The user's bookmarks in their order; the library invalidates this key after a bookmark changes. */
export const BOOKMARKS_QUERY_KEY = ['bookmarks'] as const;

/** The library's cached lists and details carry each item's bookmark id; refreshed after a removal here. */
export const LIBRARY_QUERY_KEY = ['library'] as const;

/** Mutation key of bookmark changes made here, so a dashboard answer arriving mid-change leaves the list alone. */
export const BOOKMARK_MUTATION_KEY = ['dashboard', 'bookmarks'] as const;
