/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { currentStreak, currentStreakRun, minutesByDate, streakRunSql } from './practice-stats.ts';
export { statsRoutes } from './routes.ts';
export { readPracticeTotals } from './service.ts';
