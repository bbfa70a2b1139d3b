import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { requestLogRedactor } from './lib/log-redaction.ts';
import { logSafeErrSerializer } from './lib/log-safe-error.ts';
import { accessPlugin } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { bookmarkRoutes } from './modules/bookmarks/index.ts';
import { calendarRoutes } from './modules/calendar/index.ts';
import { chordAdminRoutes, chordRoutes } from './modules/chords/index.ts';
import { collectionRoutes } from './modules/collections/index.ts';
import { courseAdminRoutes } from './modules/courses/index.ts';
import { courseRoutes } from './modules/courses/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { statsRoutes } from './modules/stats/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { summaryRoutes } from './modules/summaries/index.ts';
import { achievementAdminRoutes, achievementRoutes } from './modules/achievements/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { focusAreaRoutes } from './modules/focus-areas/index.ts';
import { gameRoutes } from './modules/games/index.ts';
import { goalRoutes, milestoneRoutes } from './modules/goals/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { leaderboardRoutes } from './modules/leaderboard/index.ts';
import { storagePlugin } from './modules/storage/index.ts';
import { storageRoutes } from './modules/storage/index.ts';
import { libraryAdminRoutes } from './modules/library/index.ts';
import { libraryRoutes } from './modules/library/index.ts';
import { practiceRoutes } from './modules/practice/index.ts';
import { practiceRoomRoutes } from './modules/practice-room/index.ts';
import { reminderRoutes } from './modules/reminders/index.ts';
import { routineRoutes } from './modules/routines/index.ts';
import { xpRoutes } from './modules/xp/index.ts';
import { captchaPlugin } from './plugins/captcha.ts';
import { clockPlugin, type Clock } from './plugins/clock.ts';
import './plugins/context.ts';
import { errorsPlugin, sendClientError } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { metricsPlugin, type PoolStats } from './plugins/metrics.ts';
import { mailPlugin } from './plugins/mail.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { closingPlugin } from './plugins/closing.ts';
import { securityHeadersSetter, securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Where the standard logger (level, redaction, error serializer) writes; tests capture it. Default stdout. */
  logStream?: { write(line: string): void };
  runJobs?: boolean;
  /** Tests pass a clock they control. */
  clock?: Clock;
  /** The PostgreSQL pool's connections, for /metrics. */
  poolStats?: () => PoolStats;
}

export async function buildApp({ config, db, logger, logStream, runJobs = true, clock, poolStats }: BuildAppOptions) {
  const setSecurityHeaders = securityHeadersSetter(config);
  // Secret path segments and query parameters (feed, reset, reminder tokens) never reach the log, in any mode.
  const redactor = requestLogRedactor();
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
      serializers: {
        // Any Error logged as `err` loses its parameters and, in production, the database's free text.
        err: logSafeErrSerializer(config.isProduction),
        req: redactor.serializeRequest,
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    // plugins/closing.ts answers instead, in the error envelope with Retry-After.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // An undecodable URL (`/api/goals/%zz`) is answered before any hook runs: same envelope, same headers.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply);
      reply.header('cache-control', 'no-store');
      return sendClientError(reply, error);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Before any route is added: the redactor learns the routes with a secret parameter from the route table.
  app.addHook('onRoute', redactor.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);

  await app.register(clockPlugin, { clock });
  await app.register(errorsPlugin);
  // Before the jobs (they count their runs) and every route (the request hook).
  await app.register(metricsPlugin, poolStats ? { poolStats } : {});
  // Before every plugin and module that adds a job (`app.jobs.add`).
  await app.register(jobsPlugin, { enabled: runJobs });
  await app.register(securityPlugin);
  await app.register(closingPlugin);
  await app.register(cookie);
  await app.register(accessPlugin);
  await app.register(inputGuardPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(mailPlugin, { sendInBackground: runJobs });
  await app.register(captchaPlugin);
  await app.register(storagePlugin);

  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(storageRoutes);
  await app.register(libraryRoutes, { prefix: '/api/library' });
  await app.register(libraryAdminRoutes, { prefix: '/api/admin/library' });
  await app.register(bookmarkRoutes, { prefix: '/api/bookmarks' });
  // Full paths inside: /api/dashboard and /api/practice/chart.
  await app.register(dashboardRoutes);
  await app.register(focusAreaRoutes, { prefix: '/api/focus-areas' });
  await app.register(practiceRoutes, { prefix: '/api/practice' });
  await app.register(goalRoutes, { prefix: '/api/goals' });
  await app.register(milestoneRoutes, { prefix: '/api/milestones' });
  await app.register(chordRoutes, { prefix: '/api/chords' });
  await app.register(chordAdminRoutes, { prefix: '/api/admin/chords' });
  await app.register(collectionRoutes, { prefix: '/api/collections' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(statsRoutes, { prefix: '/api/stats' });
  await app.register(routineRoutes, { prefix: '/api/routines' });
  // Full paths inside: /api/tempo-log and /api/chord-changes.
  await app.register(practiceRoomRoutes);
  await app.register(gameRoutes, { prefix: '/api/games' });
  await app.register(leaderboardRoutes, { prefix: '/api/leaderboard' });
  await app.register(courseRoutes, { prefix: '/api/courses' });
  await app.register(courseAdminRoutes, { prefix: '/api/admin/courses' });
  // Full paths inside: /api/achievements and /api/notices.
  await app.register(achievementRoutes);
  await app.register(achievementAdminRoutes, { prefix: '/api/admin/achievements' });
  await app.register(xpRoutes, { prefix: '/api/xp' });
  await app.register(calendarRoutes, { prefix: '/api/calendar' });
  await app.register(settingsRoutes);
  await app.register(accountRoutes, { prefix: '/api/account' });
  await app.register(reminderRoutes, { prefix: '/api/reminders' });
  // Full paths inside: /api/admin/... and /api/site.
  await app.register(adminRoutes);
  // Full paths inside: /api/admin/faculty, /api/admin/session-..., /api/session-summaries.
  await app.register(summaryRoutes);

  await app.register(spaPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
