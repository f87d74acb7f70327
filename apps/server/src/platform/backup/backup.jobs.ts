import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { dumpSourceOf } from '../db/dump';
import { jobName } from '../jobs/jobs';
import { takeBackup, writeLedgerFile, type LedgerReader } from './backup';

/** BACKUP_SCHEDULE's backup, taken by the running server from its own database handle. */
export const JOB_BACKUP = jobName<Record<string, never>>('backup.take');
/** After the erasure ledger changed (an erasure, a day's auto-expiry): BACKUP_DIR/erasure-ledger.json is written again from it. */
export const JOB_LEDGER_FILE = jobName<Record<string, never>>('backup.ledger-file');

/**
 * The server's part of backups: the scheduled backup job, and the ledger file beside the backups.
 * `ledgerChanged(tx)`, called in an erasure's transaction or after a day's auto-expiry (app.ts
 * wires it to those areas' events), queues the ledger file's rewrite, which runs once that
 * transaction has committed.
 */
export function registerBackups(ctx: AppContext, deps: { readLedger: LedgerReader }) {
  ctx.jobs.define(JOB_BACKUP, async () => {
    // BACKUP_SCHEDULE removed since the job was queued: nothing to do (the next start queues none).
    if (!ctx.config.BACKUP_SCHEDULE) return;
    const { file, manifest } = await takeBackup(ctx.config, { source: dumpSourceOf(ctx.db), readLedger: deps.readLedger });
    ctx.log.info({ file, dump: manifest.database.dump, uploads: manifest.uploads.files }, 'backup written');
  });
  ctx.jobs.define(JOB_LEDGER_FILE, async () => {
    await writeLedgerFile(ctx.config.backupDir, await deps.readLedger(ctx.db));
  });
  return {
    async ledgerChanged(tx: Db) {
      // No singleton key: a job already running may have read the ledger before this line committed.
      await ctx.jobs.enqueue(JOB_LEDGER_FILE, {}, { tx });
    },
  };
}

/** From app.ts's prepareData: the backup on BACKUP_SCHEDULE's cron (UTC), when it is set. */
export async function scheduleBackups(ctx: AppContext) {
  if (ctx.config.BACKUP_SCHEDULE) await ctx.jobs.schedule(JOB_BACKUP, ctx.config.BACKUP_SCHEDULE, {});
}
