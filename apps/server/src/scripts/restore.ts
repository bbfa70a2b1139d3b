import { parseArgs } from 'node:util';
import { restoreBackup } from '../backup/restore.ts';
import { loadConfig } from '../config.ts';

const USAGE = 'Usage: npm run restore -- <archive> [--force]   (--force replaces a database or files already there)';

/**
 * `npm run restore -- <archive>`: the archive of `npm run backup` into the DATA_DIR / DATABASE_URL of `npm start`,
 * which must not be running (backup/restore.ts).
 */
async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const config = loadConfig();
  const { manifest, pendingMigrations, replaced } = await restoreBackup(config, positionals[0]!, {
    force: values.force ?? false,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    [
      `Restored the backup of ${manifest.createdAt} (Woodshed ${manifest.appVersion}) into ` +
        `${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/db`}: ${manifest.tables.length} tables, ${rows} rows, ` +
        `each equal to the backup's checksum; ${manifest.files.length} files into ${config.dataDir}.`,
      ...(replaced.length > 0 ? [`  Replaced: ${replaced.join('; ')}.`] : []),
      pendingMigrations > 0
        ? `  The backup has ${manifest.migrations.applied} migrations; the next start runs the other ${pendingMigrations}.`
        : "  Its schema is this version's: start the server.",
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
