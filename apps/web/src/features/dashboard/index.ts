// The dashboard feature's public surface: features whose changes show on the dashboard refresh it by its key (also in @/lib/query-keys).
export { dashboardKeys } from './api/keys';
// The site settings (features/admin) refresh the private-lessons page after a save.
export { privateLessonsKeys } from './api/keys';
