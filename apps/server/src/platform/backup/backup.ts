import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config';
import { openPgliteAsIs, type Db } from '../db/client';
import { dbOn, dumpPglite, pgClientQuery, type DumpSource, type Query } from '../db/dump';
import { APP_VERSION, MIGRATIONS_DIR } from '../paths';
import { quoteIdent, writeRowsDump } from './rows-dump';

const run = promisify(execFile);

/** What a backup holds, written as manifest.json at the archive's root. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** pglite-datadir: PGlite's dumpDataDir; pg_dump: custom format; rows: the portable row dump (rows-dump.ts). */
    dump: 'pglite-datadir' | 'pg_dump' | 'rows';
    /** The dump's path in the archive. */
    file: string;
    serverVersion: string;
  };
  /** Applied migrations (drizzle.__drizzle_migrations) and the journal tag of the last one. */
  migrations: { count: number; lastTag: string | null };
  /** Rows per table of the public schema, counted in the dump's own snapshot. */
  tables: Record<string, number>;
  /** local: the files are in the archive under uploads/; s3: the bucket is not copied (its own versioning keeps it). */
  uploads: { storage: 'local' | 's3'; files: number; bytes: number; bucket?: string };
  ledgerEntries: number;
  /** Every other file of the archive with its size and SHA-256, checked by the restore. */
  files: { path: string; bytes: number; sha256: string }[];
}

/**
 * One line of the erasure ledger (ids only), as the erasure area's `readErasureLedger` answers it:
 * platform/ names no area, so the caller hands its reader in (`readLedger`).
 */
export interface LedgerLine {
  userId: number;
  kind: string;
  ids: Record<string, number[]>;
  erasedAt: Date;
}
export type LedgerReader = (db: Db) => Promise<LedgerLine[]>;

const NAME = /^holdfast-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/;
export const LEDGER_FILE = 'erasure-ledger.json';

interface Snapshot {
  tables: Record<string, number>;
  migrations: BackupManifest['migrations'];
  serverVersion: string;
}

/**
 * Writes one backup file into `config.backupDir` (BACKUP_DIR, else DATA_DIR/backups): the database
 * dump, the uploads (local storage) and the manifest, as `holdfast-backup-<time>.tar.gz`, then the
 * erasure ledger file beside it and the retention (the newest BACKUP_RETENTION backups stay).
 * Without `source` it opens the database itself: PGlite only while no server has it open.
 */
export async function takeBackup(
  config: Config,
  opts: { readLedger: LedgerReader; source?: DumpSource; dump?: 'rows'; now?: Date },
): Promise<{ file: string; manifest: BackupManifest }> {
  const createdAt = opts.now ?? new Date();
  await mkdir(config.backupDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.backupDir, '.staging-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const source = opts.source ?? (config.DATABASE_URL ? { kind: 'postgres' as const, url: config.DATABASE_URL } : null);
    const { snapshot, dump, ledger } = source
      ? await dumpFrom(source, staging, opts.readLedger, opts.dump)
      : await dumpStoppedPglite(config, staging, opts.readLedger);

    const uploads: BackupManifest['uploads'] = config.s3
      ? { storage: 's3', files: 0, bytes: 0, bucket: config.s3.bucket }
      : { storage: 'local', files: 0, bytes: 0 };
    const members = ['manifest.json', 'database'];
    // The keys the server generated into DATA_DIR when their variables are unset (push subscriptions
    // and open invitation links depend on them).
    const keys = keyFiles(config).filter(existsSync);
    if (keys.length) {
      await mkdir(path.join(staging, 'keys'));
      for (const key of keys) await copyFile(key, path.join(staging, 'keys', path.basename(key)));
      members.push('keys');
    }
    // After the dump: every file the dump names that still exists is copied (one erased meanwhile is rightly absent).
    if (!config.s3 && existsSync(config.uploadsDir)) {
      await symlink(config.uploadsDir, path.join(staging, 'uploads'));
      members.push('uploads');
    }
    const files = await checksums(staging, members.slice(1));
    for (const f of files.filter((f) => f.path.startsWith('uploads/'))) {
      uploads.files += 1;
      uploads.bytes += f.bytes;
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      appVersion: APP_VERSION,
      database: {
        kind: source?.kind ?? 'pglite',
        dump,
        file: files.find((f) => f.path.startsWith('database/'))!.path,
        serverVersion: snapshot.serverVersion,
      },
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      uploads,
      ledgerEntries: ledger.length,
      files,
    };
    await writeFile(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));

    const file = path.join(config.backupDir, backupName(createdAt));
    const partial = path.join(staging, 'backup.partial');
    // follow: the uploads link is packed as the folder it names.
    await tar.create({ gzip: true, cwd: staging, file: partial, follow: true, portable: true }, members);
    await rename(partial, file);
    await writeLedgerFile(config.backupDir, ledger);
    await pruneBackups(config.backupDir, config.BACKUP_RETENTION);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** DATA_DIR's generated keys, restored beside the data (platform/invitations, platform/push). */
export function keyFiles(config: Config): string[] {
  return [config.invitationSecretFile, config.vapidKeysFile];
}

function backupName(at: Date) {
  return `holdfast-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The backup files in `dir`, newest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir))
    .filter((n) => NAME.test(n))
    .sort()
    .reverse()
    .map((n) => path.join(dir, n));
}

/** Keeps the newest `keep` backups in `dir` and deletes the older ones; answers the deleted files. */
async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const file of old) await unlink(file);
  return old;
}

/** PGlite in DATA_DIR/pgdata, opened by this command: the server must be stopped (PGlite belongs to one process). */
async function dumpStoppedPglite(config: Config, staging: string, readLedger: LedgerReader) {
  const dir = config.pgliteDir!;
  if (!existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`No PGlite database in ${dir} (DATA_DIR=${config.DATA_DIR}); set DATABASE_URL for PostgreSQL.`);
  const client = await openPgliteAsIs(dir);
  try {
    return await dumpFrom({ kind: 'pglite', client }, staging, readLedger);
  } finally {
    await client.close();
  }
}

async function dumpFrom(source: DumpSource, staging: string, readLedger: LedgerReader, format?: 'rows') {
  if (source.kind === 'pglite') {
    const { read: snapshot, data } = await dumpPglite(source.client, readSnapshot);
    await writeFile(path.join(staging, 'database', 'pglite-datadir.tar'), Buffer.from(await data.arrayBuffer()));
    const ledger = await readLedger(dbOn(source.client));
    return { snapshot, dump: 'pglite-datadir' as const, ledger };
  }
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    // One snapshot for the counts and pg_dump (--snapshot): the manifest describes exactly the dump.
    await client.query('begin isolation level repeatable read, read only');
    const exported = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const snapshot = await readSnapshot(pgClientQuery(client));
    let dump: 'pg_dump' | 'rows' = format ?? 'pg_dump';
    if (dump === 'pg_dump') {
      const out = path.join(staging, 'database', 'postgres.dump');
      try {
        const { dbname, env } = pgToolConnection(source.url);
        await run('pg_dump', ['--format=custom', `--snapshot=${exported}`, `--file=${out}`, `--dbname=${dbname}`], { env });
      } catch (error) {
        const { code, stderr } = error as { code?: string; stderr?: string };
        // pg_dump refuses a server newer than itself, and the app's image has none: the portable row dump instead.
        if (code !== 'ENOENT' && !/server version mismatch/i.test(stderr ?? ''))
          throw new Error(`pg_dump failed: ${String(stderr ?? error).trim()}`, { cause: error });
        dump = 'rows';
      }
    }
    if (dump === 'rows') await writeRowsDump(client, Object.keys(snapshot.tables), path.join(staging, 'database', 'rows.jsonl'));
    const ledger = await readLedger(dbOn(client));
    await client.query('commit');
    return { snapshot, dump, ledger };
  } finally {
    await client.end();
  }
}

/** pg_dump's and pg_restore's connection: the URL without its password, which goes in PGPASSWORD (not in the process list). */
export function pgToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** Rows per table, applied migrations and the server's version (the backup's manifest; the restore's check). */
export async function readSnapshot(query: Query): Promise<Snapshot> {
  const names = await query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const tables: Record<string, number> = {};
  for (const { relname } of names)
    tables[relname] = Number((await query<{ n: number | string }>(`select count(*) as n from ${quoteIdent(relname)}`))[0]!.n);
  const applied = await query<{ created_at: string | number }>(`select created_at from drizzle.__drizzle_migrations order by created_at`);
  const last = applied.at(-1);
  const lastTag = last ? (journal().find((e) => e.when === Number(last.created_at))?.tag ?? null) : null;
  const serverVersion = (await query<{ server_version: string }>('show server_version'))[0]?.server_version ?? '';
  return { tables, migrations: { count: applied.length, lastTag }, serverVersion };
}

/** The migrations this code has (drizzle/meta/_journal.json). */
export function journal(): { tag: string; when: number }[] {
  const file = path.join(MIGRATIONS_DIR, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

async function checksums(root: string, members: string[]): Promise<BackupManifest['files']> {
  const out: BackupManifest['files'] = [];
  const walk = async (rel: string): Promise<void> => {
    const full = path.join(root, rel);
    const info = await stat(full);
    if (info.isDirectory()) {
      for (const name of (await readdir(full)).sort()) await walk(`${rel}/${name}`);
      return;
    }
    out.push({ path: rel, bytes: info.size, sha256: await sha256(full) });
  };
  for (const m of members) await walk(m);
  return out;
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

interface LedgerFile {
  updatedAt: string;
  entries: { userId: number; kind: string; ids: Record<string, number[]>; erasedAt: string }[];
}

/**
 * BACKUP_DIR/erasure-ledger.json: the erasure ledger (ids only) merged with what the file held,
 * written after every backup and after every erasure (backup.jobs.ts), so a restore of an older
 * backup into an empty database still learns the erasures done since. Written whole, then renamed.
 */
export async function writeLedgerFile(dir: string, entries: readonly LedgerLine[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LEDGER_FILE);
  const merged = new Map<string, LedgerLine>();
  // Only a missing file starts empty: one that cannot be read is never overwritten (its lines would be lost).
  const held = existsSync(file) ? await readLedgerFile(file) : [];
  for (const e of [...held, ...entries]) merged.set(`${e.userId}|${e.kind}|${e.erasedAt.toISOString()}`, e);
  const body: LedgerFile = {
    updatedAt: new Date().toISOString(),
    entries: [...merged.values()]
      .sort((a, b) => a.erasedAt.getTime() - b.erasedAt.getTime())
      .map((e) => ({ userId: e.userId, kind: e.kind, ids: e.ids, erasedAt: e.erasedAt.toISOString() })),
  };
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(body, null, 1));
  await rename(partial, file);
}

/** The entries of a ledger file (erasure-ledger.json); a missing file throws. */
export async function readLedgerFile(file: string): Promise<LedgerLine[]> {
  const body = JSON.parse(await readFile(file, 'utf8')) as LedgerFile;
  if (!Array.isArray(body.entries)) throw new Error(`${file} is not an erasure ledger file`);
  return body.entries.map((e) => ({ userId: Number(e.userId), kind: e.kind, ids: e.ids ?? {}, erasedAt: new Date(e.erasedAt) }));
}
