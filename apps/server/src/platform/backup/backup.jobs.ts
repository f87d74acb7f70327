import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { AppContext } from '../context';
import { jobName } from '../jobs/jobs';
import { readErasureLedger } from '../../modules/erasure';
import { takeBackup, writeLedgerFile, type BackupSource } from './backup';

/** BACKUP_SCHEDULE's backup, taken by the running server from its own database handle. */
export const JOB_BACKUP = jobName<Record<string, never>>('backup.take');
/** After an erasure commits: BACKUP_DIR/erasure-ledger.json is written again from the ledger. */
export const JOB_LEDGER_FILE = jobName<Record<string, never>>('backup.ledger-file');

/**
 * The server's part of backups: the scheduled backup job, and the ledger file kept current after
 * every account erasure (queued in the erasure's transaction, so it runs once that has committed).
 */
export function registerBackups(ctx: AppContext) {
  ctx.jobs.define(JOB_BACKUP, async () => {
    // BACKUP_SCHEDULE removed since the job was queued: nothing to do (the next start queues none).
    if (!ctx.config.BACKUP_SCHEDULE) return;
    const { file, manifest } = await takeBackup(ctx.config, { source: liveSource(ctx) });
    ctx.log.info({ file, tables: Object.keys(manifest.tables).length, uploads: manifest.uploads.files }, 'backup written');
  });
  ctx.jobs.define(JOB_LEDGER_FILE, async () => {
    await writeLedgerFile(ctx.config.backupDir, await readErasureLedger(ctx.db));
  });
  ctx.events.on('accounts.erasing', async (tx) => {
    // No singleton key: a job already running may have read the ledger before this line committed.
    await ctx.jobs.enqueue(JOB_LEDGER_FILE, {}, { tx });
  });
}

/** From app.ts's prepareData: the backup on BACKUP_SCHEDULE's cron (UTC), when it is set. */
export async function scheduleBackups(ctx: AppContext) {
  if (ctx.config.BACKUP_SCHEDULE) await ctx.jobs.schedule(JOB_BACKUP, ctx.config.BACKUP_SCHEDULE, {});
}

/** The server's own database: PGlite's handle (no second process may open it), or PostgreSQL's URL. */
function liveSource(ctx: AppContext): BackupSource {
  const client = (ctx.db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return { kind: 'pglite', client };
  const url = client instanceof pg.Pool ? client.options.connectionString : ctx.config.DATABASE_URL;
  if (!url) throw new Error('backup: the database is neither PGlite nor a PostgreSQL URL');
  return { kind: 'postgres', url };
}
