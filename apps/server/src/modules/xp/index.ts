/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { listXpAwards, toXpAward, xpAwardColumns, xpAwardGiverJoin } from './history.ts';
export { levelSummary, readLevelTable } from './levels.ts';
export { xpRoutes } from './routes.ts';
export { awardXp, awardXpMany, getUserXp } from './service.ts';
