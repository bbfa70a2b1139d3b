import { loadConfig } from './config.ts';
import { lockDataDir } from './lib/data-dir-lock.ts';
import { resolveSessionSecret } from './session-secret.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = await resolveSessionSecret(loadConfig());
  // One process per embedded database, checked before anything else loads: a second start stops at once.
  const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  // Start-up time: the app's modules (Fastify, every route, the API docs) load while the database opens,
  // migrates and seeds, instead of all of them before it.
  const { prepareDatabase } = await import('./bootstrap.ts');
  const preparing = prepareDatabase(config, lock);
  // A refused start (another process on DATA_DIR, demo accounts in production) ends at once, not after the app loads.
  preparing.catch(fail);
  const { buildApp } = await import('./app.ts');
  const { database, signInHints } = await preparing;
  const app = await buildApp({
    config,
    db: database.db,
    ...(database.poolStats ? { poolStats: database.poolStats } : {}),
  });
  // A backup of the embedded database asks this process for its snapshot (no other process may open it).
  if (database.pglite) {
    const { serveSnapshots } = await import('./backup/pglite-snapshot.ts');
    const snapshots = await serveSnapshots(config.dataDir, database.pglite, app.log).catch((err: unknown) => {
      app.log.warn({ err }, 'npm run backup cannot reach this server: the backup socket did not open');
      return null;
    });
    if (snapshots) app.addHook('onClose', () => snapshots.close());
  }
  app.addHook('onClose', async () => {
    await database.close();
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const store = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/db` : 'PostgreSQL (DATABASE_URL)';
  // Plain text, not a log record: this is the operator's first read.
  process.stdout.write(
    [
      `\nWoodshed is running at ${config.publicUrl} using ${store}.`,
      'Sign in with:',
      ...signInHints.map((h) => `  ${h}`),
      '',
    ].join('\n') + '\n',
  );
}

function fail(err: unknown): never {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

main().catch(fail);
