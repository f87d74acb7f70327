import type { Logger } from 'pino';
import { buildApp } from './app';
import { findUserById } from './modules/accounts';
import { readErasureLedger, reapplyErasureLedger } from './modules/erasure';
import { takeBackup } from './platform/backup/backup';
import { restoreBackup } from './platform/backup/restore';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';

/**
 * `npm run backup` and `npm run restore` with the areas they need wired in (platform/backup knows
 * no area): the erasure ledger's reader, and for the restore the whole app, built without listening,
 * whose erasure re-applies the ledger (every area's `accounts.erasing` handler runs).
 */
export function runBackup(config: Config, opts: { dump?: 'rows' } = {}) {
  return takeBackup(config, { ...opts, readLedger: readErasureLedger });
}

export function runRestore(config: Config, file: string, opts: { ledgerFiles?: string[]; log?: Logger } = {}) {
  return restoreBackup(config, file, { ...opts, open: openRestoredApp(config) });
}

function openRestoredApp(config: Config) {
  return async (database: Database, log: Logger) => {
    // No job worker: what the re-erasure queues (file deletions) runs once the server starts.
    const { app, ctx } = await buildApp({ config: { ...config, JOBS_CONCURRENCY: 0 }, database, realtime: false, logger: log });
    return {
      db: ctx.db,
      reapplyLedger: (saved: Parameters<typeof reapplyErasureLedger>[1]) => reapplyErasureLedger(ctx, saved),
      async accountsLeft() {
        const left: number[] = [];
        for (const e of await readErasureLedger(ctx.db))
          if (e.kind === 'account' && (await findUserById(ctx.db, e.userId))) left.push(e.userId);
        return left;
      },
      close: () => app.close(),
    };
  };
}
