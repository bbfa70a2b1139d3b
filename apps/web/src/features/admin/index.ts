// The admin feature's public surface: every page's brand shows the school's name under "Woodshed" (GET /api/site).
export { useSiteInfo } from './api/site';
