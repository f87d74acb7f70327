import path from 'node:path';
import { parseArgs } from 'node:util';
import { runBackup, runRestore } from './backup-commands';
import { loadConfig } from './platform/config';
import { RestoreRefusedError } from './platform/backup/restore';

/**
 * `npm run backup` and `npm run restore -- FILE [--ledger FILE]…` (docs/operations.md, Backups).
 * Both read the server's settings (DATA_DIR, DATABASE_URL, BACKUP_DIR, BACKUP_RETENTION); run them
 * with the server stopped when it uses PGlite, and the restore always with the server stopped.
 */
const USAGE = 'usage: backup | restore FILE [--ledger erasure-ledger.json]…';

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { ledger: { type: 'string', multiple: true } },
  });
  const [command, file, ...rest] = positionals;
  const config = loadConfig();
  if (command === 'backup' && !file) {
    const started = Date.now();
    const { file: written, manifest } = await runBackup(config);
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    console.log(`Backup written: ${written}`);
    console.log(
      `  ${manifest.database.kind} (${manifest.database.dump}), ${manifest.migrations.count} migrations (last ${manifest.migrations.lastTag}), ` +
        `${Object.keys(manifest.tables).length} tables, ${rows} rows; uploads: ${manifest.uploads.storage === 's3' ? `S3 bucket ${manifest.uploads.bucket} (not copied)` : `${manifest.uploads.files} files`}; ` +
        `${manifest.ledgerEntries} erasure ledger lines; ${Date.now() - started} ms`,
    );
    if (manifest.database.dump === 'rows')
      console.log('  pg_dump was missing or refused the server version: the database is a portable row dump.');
    console.log(`  Keeping the newest ${config.BACKUP_RETENTION} backups in ${config.backupDir}.`);
    return 0;
  }
  if (command === 'restore' && file && !rest.length) {
    const started = Date.now();
    const report = await runRestore(
      config,
      path.resolve(file),
      values.ledger ? { ledgerFiles: values.ledger.map((f) => path.resolve(f)) } : {},
    );
    const { manifest } = report;
    console.log(`Restored ${file} (taken ${manifest.createdAt}, version ${manifest.appVersion}) in ${Date.now() - started} ms`);
    console.log(`  migrations: ${report.migrations.applied} of ${report.migrations.journal} applied`);
    console.log(
      report.ledgerFiles.length
        ? `  erasure ledger: ${report.savedEntries} lines from ${report.ledgerFiles.join(', ')} merged with the backup's own`
        : `  erasure ledger: no erasure-ledger.json found; only the backup's own ledger was re-applied`,
    );
    console.log(`  accounts erased again (erased after the backup): ${report.reerased}`);
    for (const t of report.tables.filter((t) => t.manifest !== t.afterLedger))
      console.log(`  ${t.table}: ${t.manifest} in the backup, ${t.afterLedger} after the ledger`);
    console.log('  checks passed: checksums, rows as counted at backup time, migrations, no erased account left. Start the server.');
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreRefusedError ? error.message : error);
    process.exit(1);
  },
);
