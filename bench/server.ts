/**
 * The server the load bench measures (see load.ts): the real app, built exactly as `npm start` builds it
 * (production settings, the same plugins and hooks, the PostgreSQL pool), plus one route only the bench has, the
 * **ceiling**: GET /api/bench/ceiling, signed in like every user route, answering one primary-key lookup of the
 * viewer's profile through the same pool. What no endpoint can beat on this machine: the fixed cost of HTTP, the
 * hooks, the session lookup and one round trip. Every endpoint's throughput is reported as a ratio to it.
 *
 * Environment: DATABASE_URL (the bench database), BENCH_CLOCK_OFFSET_MS (the app's clock runs this far from real
 * time: the data's "now"), PORT. Prints `bench-server-ready {"port":N,"pid":P}` on a line once it listens.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { signedInUser } from '../apps/server/src/lib/signed-in.ts';
import { resolveSessionSecret } from '../apps/server/src/session-secret.ts';
import { READY_PREFIX } from './stats.ts';

const ceilingResponseSchema = z.object({ id: z.uuid(), timezone: z.string() });

async function main() {
  const offset = Number(process.env.BENCH_CLOCK_OFFSET_MS ?? 0);
  const config = await resolveSessionSecret(
    loadConfig({ ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', WEB_DIST: '/nonexistent-web-dist' }),
  );
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  const app = await buildApp({
    config,
    db: database.db,
    runJobs: false,
    clock: { now: () => new Date(Date.now() + offset) },
  });
  app.get(
    '/api/bench/ceiling',
    { config: { access: 'user' }, schema: { response: { 200: ceilingResponseSchema } } },
    async (request) => {
      const result = await app.db.execute(
        sql`select id, timezone from profiles where id = ${signedInUser(request).id}`,
      );
      const [row] = (result as unknown as { rows: { id: string; timezone: string }[] }).rows;
      if (!row) throw new Error('the viewer has no profile');
      return row;
    },
  );
  app.addHook('onClose', async () => database.close());
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${READY_PREFIX}${JSON.stringify({ port, pid: process.pid })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
