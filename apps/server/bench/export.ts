/**
 * 'Download my data' for a member with five years of daily check-ins (1,826 days, each with notes,
 * answers, two emotions and, every other day, a FASTER answer; a crash report every ten days and a
 * weekly answer every seven): the seconds from POST users/data-exports to the export being ready
 * (the job reads every area, checks each file against its schema, writes the ZIP with its readable
 * page and stores it), beside the seconds to read the same rows with plain `pg` (same run).
 * The issue's target is 60 s; printed, never asserted. Printed by `npm run bench`;
 * `node --import tsx apps/server/bench/export.ts` runs it alone (its own database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { API_PREFIX } from '@holdfast/shared/common';
import { buildApp, prepareData } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { AppContext } from '../src/platform/context';
import { selectRows, type Database } from '../src/platform/db/client';
import { openBenchDatabase } from './database';
import { seedPeople, seedToken } from './seed';

export const EXPORT_DAYS = 1826;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);

/** The five-year member of the export bench (prefix `exporter`), with every record a day brings. */
async function seedExporter(db: Database['db']) {
  const id = await seedPeople(db, 'exporter', 0, 'Export', '6 years');
  await db.execute(sql`
    insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes, questions)
    select ${id}, d + time '21:00', d, 0,
           case when extract(doy from d)::int % 45 = 0 then 'relapse' when extract(doy from d)::int % 7 = 0 then 'danger' else 'recovery' end,
           'Day ' || extract(doy from d)::int || ': called my partner, went to the meeting, slept early. Grateful for one more honest day.',
           jsonb_build_array(jsonb_build_object('question_id', 1, 'answer', 'Stayed close to my plan'),
                             jsonb_build_object('question_id', 2, 'answer', 'Tired after work'),
                             jsonb_build_object('question_id', 3, 'answer', 'Reach out earlier tomorrow'))
    from generate_series((current_date - ${EXPORT_DAYS}::int)::timestamp, current_date - 1, interval '1 day') as g(d)`);
  await db.execute(sql`
    insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date)
    select id, 1 + (id % 15), 0, user_id, checkin_date from checkins where user_id = ${id}
    union all select id, 1 + ((id + 7) % 15), 1, user_id, checkin_date from checkins where user_id = ${id}`);
  await db.execute(sql`
    insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date)
    select id, (1 + id % 7) * 100 + 1 + id % 6, 2, user_id, checkin_date from checkins where user_id = ${id} and id % 2 = 0`);
  await db.execute(sql`
    insert into trigger_answers (user_id, system_trigger_id, reported_on, reported_date, "offset", answers)
    select ${id}, st.id, d + time '23:00', d, 0,
           (select jsonb_agg(jsonb_build_object('question_id', q.id, 'answer', 'It happened late, alone, after a hard call')) from form_questions q where q.form_id = st.form_id)
    from (select id, form_id from system_triggers where is_active order by position, id limit 1) st
    cross join generate_series((current_date - ${EXPORT_DAYS}::int)::timestamp, current_date - 1, interval '10 days') as g(d)`);
  await db.execute(sql`
    insert into weekly_submissions (user_id, kind, answers, submitted_on, submitted_date)
    select ${id}, 'weekly', jsonb_build_array(jsonb_build_object('question_id', 1, 'answer', 4), jsonb_build_object('question_id', 2, 'answer', 3)), d + time '20:00', d
    from generate_series((current_date - ${EXPORT_DAYS}::int)::timestamp, current_date - 1, interval '7 days') as g(d)`);
  await db.execute(sql`analyze`);
  return { id, token: await seedToken(db, id, 'exporter') };
}

/** The same rows read straight through `pg` (one client, the statements a plain export would send). */
async function readWithPg(url: string, userId: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  let rows = 0;
  for (const text of [
    'select * from checkins where user_id = $1 order by checkin_date, id',
    'select * from checkin_emotions where user_id = $1',
    'select * from checkin_faster_answers where user_id = $1',
    'select * from trigger_answers where user_id = $1 order by reported_date, id',
    'select * from weekly_submissions where user_id = $1 order by submitted_date, id',
  ])
    rows += (await client.query(text, [userId])).rowCount ?? 0;
  const ms = performance.now() - started;
  await client.end();
  return { ms, rows };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rows for the bench's table: request → ready through the API and its job, beside plain `pg`. */
export async function measureExport(
  database: Database,
  app: FastifyInstance,
  ctx: AppContext,
  databaseUrl: string | null,
): Promise<string[]> {
  const { db } = database;
  const member = await seedExporter(db);
  const [counts] = await selectRows<{ checkins: number; crash: number; weekly: number }>(
    db,
    sql`select (select count(*)::int from checkins where user_id = ${member.id}) as checkins,
               (select count(*)::int from trigger_answers where user_id = ${member.id}) as crash,
               (select count(*)::int from weekly_submissions where user_id = ${member.id}) as weekly`,
  );
  const ready: number[] = [];
  const twin: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REPEAT; i++) {
    // One a day: the bench forgets the last run's export before asking again.
    await db.execute(sql`delete from data_exports where user_id = ${member.id}`);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/users/data-exports`,
      headers: { authorization: `Bearer ${member.token}` },
    });
    if (res.statusCode !== 202) throw new Error(`bench: export refused ${res.statusCode} ${res.body}`);
    await ctx.jobs.idle();
    const [row] = await selectRows<{ status: string; size_bytes: number }>(
      db,
      sql`select status, size_bytes::int as size_bytes from data_exports where user_id = ${member.id}`,
    );
    if (row?.status !== 'ready') throw new Error(`bench: export not ready (${row?.status})`);
    ready.push(performance.now() - started);
    bytes = row.size_bytes;
    if (databaseUrl) twin.push((await readWithPg(databaseUrl, member.id)).ms);
  }
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return [
    `| export of ${counts!.checkins} daily check-ins, ${counts!.crash} crash reports, ${counts!.weekly} weekly answers: POST to ready (median of ${REPEAT}) | ${s(median(ready))} s | ${twin.length ? `${s(median(twin))} s` : '– (PGlite)'} | ${(bytes / 1024).toFixed(0)} KB | 60 s |`,
  ];
}

export function printExportRows(label: string, rows: string[]) {
  console.log(
    `\nData export on ${label}: seconds from POST users/data-exports to ready, beside reading the same rows with plain pg (same run):`,
  );
  console.log('| measurement | export | same rows through pg | ZIP | target |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { database, label, drop, url } = await openBenchDatabase('holdfast_bench_export');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'holdfast-bench-export-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dataDir,
    COMMUNITY_SAMPLE_CONTENT: 'off',
  });
  const { app, ctx } = await buildApp({ config, database, realtime: false });
  await prepareData(ctx);
  printExportRows(label, await measureExport(database, app, ctx, url));
  await app.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
