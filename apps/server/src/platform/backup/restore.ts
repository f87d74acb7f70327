import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from 'pino';
import * as tar from 'tar';
import type { Config } from '../config';
import { openDatabase, openPgliteAsIs, type Database, type Db } from '../db/client';
import { dbQuery, pgClientQuery, pgliteQuery } from '../db/dump';
import { createLogger } from '../logger';
import {
  journal,
  keyFiles,
  LEDGER_FILE,
  pgToolConnection,
  readLedgerFile,
  readSnapshot,
  sha256,
  type BackupManifest,
  type LedgerLine,
} from './backup';
import { loadRowsDump } from './rows-dump';

const run = promisify(execFile);

/** A restore that would overwrite something, or a backup that does not check out: nothing was written. */
export class RestoreRefusedError extends Error {}

/**
 * The app on the restored, migrated database, built by the caller (platform/ knows no area; the
 * restore command builds the whole app without listening, so every area's erasure handler runs).
 */
export interface RestoredApp {
  db: Db;
  /** Writes back the `saved` ledger lines the copy lacks, then erases again what the ledger names; answers the accounts erased. */
  reapplyLedger(saved: readonly LedgerLine[]): Promise<number>;
  /** The accounts the ledger names that the database still holds (the check wants none). */
  accountsLeft(): Promise<number[]>;
  close(): Promise<void>;
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** The ledger files read besides the backup's own ledger, and how many lines they held. */
  ledgerFiles: string[];
  savedEntries: number;
  /** Accounts erased again from the ledger (erased after the backup was taken). */
  reerased: number;
  migrations: { applied: number; journal: number };
  /** Per table: rows in the manifest, rows once loaded and migrated (the load itself is checked against the manifest), rows after the ledger. */
  tables: { table: string; manifest: number; restored: number; afterLedger: number }[];
}

/**
 * Restores a backup file into the empty database DATA_DIR or DATABASE_URL names (refused unless it
 * holds no table, and the uploads folder holds no file), then: the uploads, the migrations, the
 * erasure ledger (the backup's own, merged with erasure-ledger.json in BACKUP_DIR and beside the
 * file, or `ledgerFiles`) re-applied, and the checks: checksums, rows as the manifest counted them,
 * every migration of the journal applied, no account the ledger names left. Run with the server stopped.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  opts: { open: (database: Database, log: Logger) => Promise<RestoredApp>; ledgerFiles?: string[]; log?: Logger },
): Promise<RestoreReport> {
  const log = opts.log ?? createLogger(config);
  if (!existsSync(file)) throw new RestoreRefusedError(`No backup file at ${file}`);
  const ledgerFiles =
    opts.ledgerFiles ??
    [...new Set([path.join(config.backupDir, LEDGER_FILE), path.join(path.dirname(path.resolve(file)), LEDGER_FILE)])].filter(existsSync);
  for (const f of ledgerFiles) if (!existsSync(f)) throw new RestoreRefusedError(`No erasure ledger file at ${f}`);
  const saved = (await Promise.all(ledgerFiles.map(readLedgerFile))).flat();

  await assertEmptyTarget(config);
  await mkdir(config.DATA_DIR, { recursive: true });
  const staging = await mkdtemp(path.join(path.resolve(config.DATA_DIR), '.restore-'));
  try {
    await tar.extract({ file, cwd: staging });
    const manifest = await checkedManifest(staging);
    const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
    if ((manifest.database.dump === 'pglite-datadir') !== (kind === 'pglite'))
      throw new RestoreRefusedError(
        `The backup holds a ${manifest.database.kind} database (${manifest.database.dump}); ${kind === 'pglite' ? 'set DATABASE_URL to an empty PostgreSQL database' : 'unset DATABASE_URL to restore into PGlite in DATA_DIR'}.`,
      );
    const journalLength = journal().length;
    if (manifest.migrations.count > journalLength)
      throw new RestoreRefusedError(
        `The backup has ${manifest.migrations.count} migrations, this code ${journalLength}: restore it with the release that took it (${manifest.appVersion}) or a newer one.`,
      );

    log.info({ file, dump: manifest.database.dump }, 'restore: loading the database');
    const restored = await loadDatabase(config, staging, manifest, journalLength);
    const mismatched = Object.entries(manifest.tables).filter(([t, n]) => restored[t] !== n);
    if (mismatched.length)
      throw new Error(
        `restore check: rows differ from the manifest in ${mismatched.map(([t, n]) => `${t} (${restored[t]} of ${n})`).join(', ')}`,
      );

    if (manifest.uploads.storage === 'local' && existsSync(path.join(staging, 'uploads')))
      await moveInto(path.join(staging, 'uploads'), config.uploadsDir);

    for (const key of keyFiles(config)) {
      const saved = path.join(staging, 'keys', path.basename(key));
      if (existsSync(saved) && !existsSync(key)) await copyFile(saved, key);
    }

    log.info('restore: migrations, then the erasure ledger');
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.pgliteDir });
    const restoredApp = await opts.open(database, log);
    try {
      const before = (await readSnapshot(dbQuery(restoredApp.db))).tables;
      const reerased = await restoredApp.reapplyLedger(saved);
      const after = await readSnapshot(dbQuery(restoredApp.db));
      if (after.migrations.count !== journalLength)
        throw new Error(`restore check: ${after.migrations.count} of ${journalLength} migrations applied`);
      const left = await restoredApp.accountsLeft();
      if (left.length) throw new Error(`restore check: accounts the erasure ledger names are still there: ${left.join(', ')}`);
      return {
        manifest,
        ledgerFiles,
        savedEntries: saved.length,
        reerased,
        migrations: { applied: after.migrations.count, journal: journalLength },
        tables: Object.keys({ ...manifest.tables, ...after.tables })
          .sort()
          .map((table) => ({
            table,
            manifest: manifest.tables[table] ?? 0,
            restored: before[table] ?? 0,
            afterLedger: after.tables[table] ?? 0,
          })),
      };
    } finally {
      await restoredApp.close();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Refuses a database that holds any table (and an uploads folder that holds files); an empty PGlite cluster is removed. */
async function assertEmptyTarget(config: Config) {
  const tablesQuery = `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`;
  if (config.DATABASE_URL) {
    const client = new pg.Client({ connectionString: config.DATABASE_URL });
    await client.connect();
    try {
      const n = (await client.query<{ n: number }>(tablesQuery)).rows[0]!.n;
      if (n > 0)
        throw new RestoreRefusedError(
          `Refused: the database DATABASE_URL names (${client.database}) holds ${n} tables. A restore writes only into an empty database: create one (createdb) and point DATABASE_URL at it.`,
        );
    } finally {
      await client.end();
    }
  } else if (existsSync(path.join(config.pgliteDir!, 'PG_VERSION'))) {
    const client = await openPgliteAsIs(config.pgliteDir!);
    const n = await client
      .query<{ n: number }>(tablesQuery)
      .then((r) => r.rows[0]!.n)
      .finally(() => client.close());
    if (n > 0)
      throw new RestoreRefusedError(
        `Refused: the PGlite database in ${config.pgliteDir} holds ${n} tables. A restore writes only into an empty database: point DATA_DIR at a new folder (or move this one away).`,
      );
    await rm(config.pgliteDir!, { recursive: true, force: true });
  }
  if (!config.s3 && existsSync(config.uploadsDir) && (await readdir(config.uploadsDir)).length)
    throw new RestoreRefusedError(`Refused: ${config.uploadsDir} holds files. A restore writes only into an empty uploads folder.`);
}

/** The manifest, with every file it lists present with its size and SHA-256. */
async function checkedManifest(staging: string): Promise<BackupManifest> {
  const manifestFile = path.join(staging, 'manifest.json');
  if (!existsSync(manifestFile)) throw new RestoreRefusedError('Not a Holdfast backup: no manifest.json in the archive');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new RestoreRefusedError(`Unknown backup format ${String(manifest.format)}`);
  for (const f of manifest.files) {
    const full = path.join(staging, f.path);
    const ok = existsSync(full) && (await stat(full)).size === f.bytes && (await sha256(full)) === f.sha256;
    if (!ok) throw new RestoreRefusedError(`The backup is damaged: ${f.path} is missing or does not match its checksum`);
  }
  return manifest;
}

/** Loads the dump into the empty target; answers the rows per table as loaded (before any migration). */
async function loadDatabase(config: Config, staging: string, manifest: BackupManifest, journalLength: number) {
  const dump = path.join(staging, manifest.database.file);
  if (manifest.database.dump === 'pglite-datadir') {
    const client = await openPgliteAsIs(config.pgliteDir!, new Blob([await readFile(dump)]));
    try {
      return (await readSnapshot(pgliteQuery(client))).tables;
    } finally {
      await client.close();
    }
  }
  const url = config.DATABASE_URL!;
  if (manifest.database.dump === 'pg_dump') {
    const { dbname, env } = pgToolConnection(url);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${dbname}`, dump], { env }).catch(
      (error: { stderr?: string }) => {
        throw new Error(`pg_restore failed: ${String(error.stderr ?? error).trim()}`, { cause: error });
      },
    );
  } else {
    // The row dump holds no schema: the migrations make it, and must be the backup's own.
    if (manifest.migrations.count !== journalLength)
      throw new RestoreRefusedError(
        `The backup is a row dump of ${manifest.migrations.count} migrations; this code has ${journalLength}: restore it with release ${manifest.appVersion}.`,
      );
    await (await openDatabase({ url })).close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = pgClientQuery(client);
    if (manifest.database.dump === 'rows') {
      await client.query('begin');
      await loadRowsDump(query, dump);
      await client.query('commit');
    }
    return (await readSnapshot(query)).tables;
  } finally {
    await client.end();
  }
}

/** Moves a folder's files into `target` (a rename when both are on one file system). */
async function moveInto(from: string, target: string) {
  await mkdir(path.dirname(target), { recursive: true });
  await rm(target, { recursive: true, force: true });
  await rename(from, target).catch(async () => cp(from, target, { recursive: true }));
}
