// The dashboard's query keys live in the shared key module (practice and goals refresh the dashboard, and its
// quick log refreshes the practice lists); this file is where the feature takes them from.
export { dashboardKeys } from '@/lib/query-keys';
