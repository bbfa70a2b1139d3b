/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { practiceRoomRoutes } from './routes.ts';
export { bestTempo, tempoGoalStatus } from './tempo-goals.ts';
export { assertTempoItemExists, bestTempoOf, tempoItemTitle } from './tempo-items.ts';
