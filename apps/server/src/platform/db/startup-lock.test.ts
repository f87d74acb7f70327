import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp, prepareData } from '../../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { SAMPLE_MEMBERS, SAMPLE_TOPICS } from '../../modules/community/community.seed.content';
import { openDatabase, selectRows } from './client';
import { createServerDatabase } from '../../test/pg-database';

/**
 * Two server copies starting together on a new PostgreSQL database: migrations and the reference
 * seed run one copy at a time (an advisory lock), so neither fails on the other's rows. PGlite is
 * one process's own: nothing to race there.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('two copies preparing a fresh PostgreSQL database at once', () => {
  it('both open (migrations) and prepare (seed) without error, and the reference rows exist once', async () => {
    const made = await createServerDatabase(serverUrl!);
    const url = new URL(made.url);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'holdfast-test-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, APP_URL: 'http://app.test' });
    const logger = createLogger({ LOG_LEVEL: 'silent', logFormat: 'json' });
    const closers: Array<() => Promise<unknown>> = [];
    try {
      const copy = async () => {
        const database = await openDatabase({ url: url.toString() });
        closers.push(() => database.close());
        const built = await buildApp({ config, database, realtime: false, logger });
        closers.unshift(() => built.app.close());
        await prepareData(built.ctx);
        return database;
      };
      const results = await Promise.allSettled([copy(), copy()]);
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const db = (results[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof copy>>>).value.db;
      const forms = await selectRows<{ key: string; n: number }>(
        db,
        sql`select key, count(*)::int as n from dynamic_forms group by key order by key`,
      );
      expect(forms.length).toBeGreaterThan(0);
      expect(forms.every((f) => f.n === 1)).toBe(true);
      // The sample community (COMMUNITY_SAMPLE_CONTENT on by default) went in once: one copy added it, the other found topics.
      const [sample] = await selectRows<{ members: number; topics: number }>(
        db,
        sql`select (select count(*)::int from users where email like '%@sample.holdfast.invalid') as members, (select count(*)::int from community_topics) as topics`,
      );
      expect(sample).toEqual({ members: SAMPLE_MEMBERS.length, topics: SAMPLE_TOPICS.length });
    } finally {
      for (const close of closers) await close().catch(() => undefined);
      await made.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
