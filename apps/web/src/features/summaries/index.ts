// The summaries feature's public surface. Its pages are reached through the route table only; other features that
// show summary data (the admin user page, the dashboard) refresh it through these keys after a change of their own.
export { summariesKeys } from './api/keys';
