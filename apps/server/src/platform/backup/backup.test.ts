import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Env } from '../config';
import { openDatabase } from '../db/client';
import { REPO_ROOT } from '../paths';
import { buildTodaysCheckIn, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, login, request, STRONG_PASSWORD } from '../../test/harness';
import { runBackup, runRestore } from '../../backup-commands';
import { journal, LEDGER_FILE, listBackups, readLedgerFile, type BackupManifest } from './backup';
import { createServerDatabase } from '../../test/pg-database';

/**
 * The whole round trip on real data folders (PGlite on disk) or new PostgreSQL databases: data, a
 * backup with the server stopped, an erasure after it, a restore into an empty database, and the
 * app on the restored data.
 */
const serverUrl = process.env.DATABASE_URL;
const made: Awaited<ReturnType<typeof createServerDatabase>>[] = [];
let root: string;
let backupDir: string;

/** A new empty database for one "server": a PostgreSQL database of its own, or a PGlite folder in `dataDir`. */
async function newDatabaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const database = await createServerDatabase(serverUrl, 'backup');
  made.push(database);
  return database.url;
}

interface Site {
  dataDir: string;
  url: string | undefined;
}
const settings = (site: Site, extra: Partial<Env> = {}): Partial<Env> => ({
  DATA_DIR: site.dataDir,
  BACKUP_DIR: backupDir,
  BACKUP_RETENTION: 2,
  ...(site.url ? { DATABASE_URL: site.url } : {}),
  ...extra,
});
const configOf = (site: Site) =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', COMMUNITY_SAMPLE_CONTENT: 'off', JOBS_CONCURRENCY: '0' }, settings(site));

/** The app on the site's own database (the harness's database of its own goes unused). */
async function startApp(site: Site, extra: Partial<Env> = {}) {
  const fresh = !site.url && !existsSync(path.join(site.dataDir, 'pgdata', 'PG_VERSION'));
  // A new PGlite folder starts from the run's migrated template (initdb is most of a start).
  const templateFile = fresh ? inject('pgliteTemplate') : '';
  const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const database = await openDatabase(site.url ? { url: site.url } : { dataDir: path.join(site.dataDir, 'pgdata'), template });
  return createTestApp(settings(site, extra), { database });
}

// A valid 1x1 PNG; avatars are re-encoded, so the stored bytes are read from the uploads folder.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963d08f4dfa0f00039b01eef8d3934b0000000049454e44ae426082',
  'hex',
);
function avatarUpload() {
  const boundary = '----holdfast-backup';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="profile_picture"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const source: Site = { dataDir: '', url: undefined };
const target: Site = { dataDir: '', url: undefined };
let member: TestUser;
let erasedLater: TestUser;
let checkInId: number;
let avatar: Buffer;
let invitationSecret: string;
let backup: { file: string; manifest: BackupManifest };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'holdfast-backup-'));
  backupDir = path.join(root, 'backups');
  Object.assign(source, { dataDir: path.join(root, 'source'), url: await newDatabaseUrl() });
  Object.assign(target, { dataDir: path.join(root, 'target'), url: await newDatabaseUrl() });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  for (const database of made) await database.drop();
});

describe('npm run backup, then npm run restore', () => {
  it('writes one file with the database, the uploads and a manifest, keeping the newest BACKUP_RETENTION', async () => {
    const app = await startApp(source);
    member = await buildUser(app, { profile: true });
    checkInId = (await buildTodaysCheckIn(app, member)).id;
    const upload = avatarUpload();
    expect((await request(app, member.token, upload.headers).post('/users/profile/avatar', upload.payload)).statusCode).toBe(200);
    erasedLater = await buildUser(app);
    await app.app.close();
    const [stored] = await readdir(path.join(source.dataDir, 'uploads', 'avatars'));
    avatar = await readFile(path.join(source.dataDir, 'uploads', 'avatars', stored!));
    // The invitation key the server writes into DATA_DIR on its first invitation (INVITATION_SECRET unset).
    invitationSecret = randomBytes(32).toString('hex');
    await writeFile(path.join(source.dataDir, 'invitation-secret'), invitationSecret);

    // Three older backups: with BACKUP_RETENTION=2 the new one and the newest of these stay.
    await mkdir(backupDir, { recursive: true });
    const old = ['2026-01-01', '2026-01-02', '2026-01-03'].map((d) => path.join(backupDir, `holdfast-backup-${d}T03-00-00-000Z.tar.gz`));
    for (const f of old) await writeFile(f, 'an older backup');

    backup = await runBackup(configOf(source));
    expect(await listBackups(backupDir)).toEqual([backup.file, old[2]]);
    const { manifest } = backup;
    expect(manifest).toMatchObject({
      format: 1,
      database: { kind: source.url ? 'postgres' : 'pglite', dump: source.url ? 'pg_dump' : 'pglite-datadir' },
      migrations: { count: journal().length, lastTag: journal().at(-1)!.tag },
      uploads: { storage: 'local', files: 1, bytes: avatar.length },
      ledgerEntries: 0,
    });
    expect(manifest.tables.users).toBeGreaterThanOrEqual(2);
    expect(manifest.tables.checkins).toBe(1);
    // The keys the server generated into DATA_DIR (no INVITATION_SECRET, no VAPID keys set) go with the data.
    const keys = ['invitation-secret', 'vapid-keys.json'].filter((k) => existsSync(path.join(source.dataDir, k)));
    expect(keys).toContain('invitation-secret');
    expect(manifest.files.map((f) => f.path)).toEqual([
      manifest.database.file,
      ...keys.map((k) => `keys/${k}`),
      `uploads/avatars/${stored}`,
    ]);
    for (const f of manifest.files) expect(f.sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('the running server keeps erasure-ledger.json beside the backups after an erasure, and takes BACKUP_SCHEDULE backups from its own handle', async () => {
    const app = await startApp(source, { BACKUP_SCHEDULE: '0 3 * * *' });
    const res = await request(app, erasedLater.token).post('/users/delete', { _method: 'delete', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    await app.ctx.jobs.idle();
    const ledger = await readLedgerFile(path.join(backupDir, LEDGER_FILE));
    expect(ledger.map((e) => [e.userId, e.kind])).toEqual([[erasedLater.id, 'account']]);

    // The scheduled occurrence (03:00 UTC), run now: a backup of the live database, without the erased member.
    const [before] = await listBackups(backupDir);
    await app.ctx.jobs.runDue(new Date(Date.now() + 86_400_000));
    const [scheduled] = await listBackups(backupDir);
    expect(scheduled).not.toBe(before);
    expect(await listBackups(backupDir)).toHaveLength(2);
    await app.app.close();
  });

  it('a daily auto-expiry that erased details writes erasure-ledger.json again (once a run), so a restore erases them again', async () => {
    const app = await startApp(source);
    const token = await login(app, member.email);
    expect((await request(app, token).put('/users/privacy/settings', { expire_details_after_days: 30 })).statusCode).toBe(200);
    // The day's expiry 32 days on: the member's check-in (taken before the backup) loses its note.
    await app.ctx.jobs.runDue(new Date(Date.now() + 32 * 86_400_000));
    await app.ctx.jobs.idle();
    const ledger = await readLedgerFile(path.join(backupDir, LEDGER_FILE));
    expect(ledger.map((e) => [e.userId, e.kind, e.ids])).toEqual([
      [erasedLater.id, 'account', {}],
      [member.id, 'check_in_notes', { checkins: [checkInId] }],
    ]);
    await app.app.close();
  });

  it('restores into an empty database: migrations, the uploads, the ledger re-applied, the checks; the app serves the restored data', async () => {
    const report = await runRestore(configOf(target), backup.file);
    // The backup predates the erasure; the ledger file beside the backups brought it back.
    expect(report.ledgerFiles).toEqual([path.join(backupDir, LEDGER_FILE)]);
    expect(report.reerased).toBe(1);
    expect(report.migrations).toEqual({ applied: journal().length, journal: journal().length });
    const users = report.tables.find((t) => t.table === 'users')!;
    expect(users).toEqual({
      table: 'users',
      manifest: backup.manifest.tables.users,
      restored: backup.manifest.tables.users,
      afterLedger: backup.manifest.tables.users! - 1,
    });
    for (const t of report.tables) expect(t.restored).toBe(backup.manifest.tables[t.table] ?? 0);

    expect(await readFile(path.join(target.dataDir, 'invitation-secret'), 'utf8')).toBe(invitationSecret);

    const app = await startApp(target);
    const token = await login(app, member.email);
    const checkIns = (await request(app, token).get('/checkins')).json();
    expect(JSON.stringify(checkIns)).toContain(`"id":${checkInId}`);
    // Its note expired after the backup was taken (the ledger file said so): erased again.
    expect(JSON.stringify(checkIns)).not.toContain('A long day');
    const icon = (await request(app, token).get('/users/profile')).json().profile.profile_icon as string;
    const file = await app.app.inject({ method: 'GET', url: icon });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(avatar)).toBe(true);
    // Erased after the backup, and gone again.
    await expect(login(app, erasedLater.email)).rejects.toThrow(/login failed/);
    await app.app.close();
  });

  it('refuses a damaged backup before writing anything (a file that does not match its checksum)', async () => {
    const unpacked = path.join(root, 'damaged');
    await mkdir(unpacked);
    await tar.extract({ file: backup.file, cwd: unpacked });
    const upload = backup.manifest.files.find((f) => f.path.startsWith('uploads/'))!.path;
    await writeFile(path.join(unpacked, upload), 'not the picture');
    const damaged = path.join(root, 'damaged.tar.gz');
    await tar.create({ gzip: true, cwd: unpacked, file: damaged }, await readdir(unpacked));
    const empty: Site = { dataDir: path.join(root, 'empty'), url: await newDatabaseUrl() };
    await expect(runRestore(configOf(empty), damaged)).rejects.toThrow(
      `The backup is damaged: ${upload} is missing or does not match its checksum`,
    );
    expect(existsSync(path.join(empty.dataDir, 'pgdata'))).toBe(false);
    expect(existsSync(path.join(empty.dataDir, 'uploads'))).toBe(false);
  });

  it('npm run restore refuses a target that holds data (exit 1, the reason on stderr)', async () => {
    const cli = path.join(REPO_ROOT, 'apps/server/src/backup-cli.ts');
    const result = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, 'restore', backup.file], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ...Object.fromEntries(Object.entries(settings(target)).map(([k, v]) => [k, String(v)])),
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Refused: the (database DATABASE_URL names|PGlite database in) .* holds \d+ tables/);
  });

  it.skipIf(!serverUrl)(
    'the portable row dump (a server newer than pg_dump) restores as well, its counters past the loaded ids',
    async () => {
      const rows = await runBackup(configOf(source), { dump: 'rows' });
      expect(rows.manifest.database).toMatchObject({ dump: 'rows', file: 'database/rows.jsonl' });
      const other: Site = { dataDir: path.join(root, 'rows'), url: await newDatabaseUrl() };
      const report = await runRestore(configOf(other), rows.file);
      expect(report.reerased).toBe(0);
      for (const t of report.tables) expect([t.table, t.restored]).toEqual([t.table, rows.manifest.tables[t.table] ?? 0]);
      const app = await startApp(other);
      await login(app, member.email);
      // A new account gets a fresh id: the identity counters were moved past the loaded rows.
      expect((await buildUser(app)).id).toBeGreaterThan(erasedLater.id);
      await app.app.close();
    },
  );
});

describe('the backup settings', () => {
  it('BACKUP_DIR defaults to DATA_DIR/backups, BACKUP_RETENTION to 14, and BACKUP_SCHEDULE must be a cron expression', () => {
    const config = loadConfig({ DATA_DIR: '/srv/holdfast' });
    expect([config.backupDir, config.BACKUP_RETENTION, config.BACKUP_SCHEDULE]).toEqual(['/srv/holdfast/backups', 14, undefined]);
    expect(loadConfig({ BACKUP_DIR: '/mnt/backups', BACKUP_SCHEDULE: '0 3 * * *' })).toMatchObject({
      backupDir: '/mnt/backups',
      BACKUP_SCHEDULE: '0 3 * * *',
    });
    expect(() => loadConfig({ BACKUP_SCHEDULE: 'every night' })).toThrow(/BACKUP_SCHEDULE: a cron expression/);
    expect(() => loadConfig({ BACKUP_RETENTION: '0' })).toThrow(/BACKUP_RETENTION/);
  });
});
