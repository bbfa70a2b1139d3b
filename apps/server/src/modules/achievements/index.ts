/** The module's public surface: the app, other modules, seeding, scripts and tests import from here only. */
export { earnAchievement, evaluateAchievements, evaluatePracticeHistory, lockUserAwards } from './evaluate.ts';
export { achievementAdminRoutes, achievementRoutes } from './routes.ts';
export { markNoticesSeen } from './service.ts';
