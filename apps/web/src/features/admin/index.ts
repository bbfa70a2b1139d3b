// The admin feature's public surface: the top bar shows the school's name beside "Woodshed" (GET /api/site).
export { useSiteInfo } from './api/site';
