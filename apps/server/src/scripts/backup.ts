import { parseArgs } from 'node:util';
import { createBackup } from '../backup/backup.ts';
import { loadConfig } from '../config.ts';

const USAGE = 'Usage: npm run backup [-- <archive file or folder>]   (default: backups/, a file named by the time)';

/**
 * `npm run backup`: one archive of the database and DATA_DIR's files, with the same DATA_DIR / DATABASE_URL as
 * `npm start`, consistent while the server runs (backup/backup.ts).
 */
async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean' } } });
  if (values.help || positionals.length > 1) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const result = await createBackup(loadConfig(), positionals[0] ?? 'backups/');
  const { manifest } = result;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    [
      `Backup written to ${result.file} (${mb(result.bytes)}).`,
      `  Database: ${manifest.store === 'pglite' ? 'PGlite' : 'PostgreSQL'}, snapshot ${result.source} ` +
        `in ${result.snapshotMs} ms; ${manifest.tables.length} tables, ${rows} rows; ` +
        `${manifest.migrations.applied} migrations (latest ${manifest.migrations.latest}).`,
      manifest.storage === 'local'
        ? `  Files: ${manifest.files.length} (${mb(fileBytes)}), stored uploads and the session secret.`
        : `  Files: ${manifest.files.length}; the uploads are in the S3 bucket, which this archive does not hold.`,
    ].join('\n'),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
