// The dashboard feature's public surface: features whose changes show on the dashboard refresh it by its key (also in @/lib/query-keys).
export { dashboardKeys } from './api/keys';
