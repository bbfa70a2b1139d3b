// The dashboard's query keys live in the shared key module (practice and goals refresh the dashboard, and its
// quick log refreshes the practice lists); this file is where the feature takes them from.
export { dashboardKeys } from '@/lib/query-keys';

/** GET /api/private-lessons (the page's texts, from the site settings). */
export const privateLessonsKeys = {
  all: ['private-lessons'] as const,
};
