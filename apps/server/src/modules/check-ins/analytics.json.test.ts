import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsSchema, categoryScore, FASTER_CATEGORIES, padTop, type Analytics } from '@holdfast/shared/check-ins';
import { selectRows } from '../../platform/db/client';
import { createTestApp, request, signUp, type TestApp } from '../../test/harness';

/**
 * GET checkins/analytics is written by PostgreSQL in one statement (progress.repository
 * analyticsJson). Here a member gets half a year of varied check-ins straight through SQL (ties in
 * the counts, days with no emotions or no FASTER answers, several answers a day, days outside the
 * range), and the answer must equal the rule computed in JavaScript from the same rows with the
 * shared helpers (padTop, categoryScore, the FASTER categories): counts most-often first then by id,
 * the top lists padded with N/A, days per zone, and per day the furthest FASTER category reached.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

interface Seeded {
  day: string;
  zone: 'recovery' | 'danger' | 'relapse';
  emotions: number[];
  faster: number[];
}

/** A small deterministic generator, so a failure is the same on every run. */
function generator(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function seedMember(seed: number, first: string, days: number) {
  const u = await signUp(app, { profile: true });
  const [emotionRows, fasterRows] = await Promise.all([
    selectRows<{ id: number; label: string }>(app.db, sql`select id, display_name as label from emotions order by id`),
    selectRows<{ id: number; label: string; category: number; color_code: string }>(
      app.db,
      sql`select fe.id, fe.display_name as label, fe.category_id as category, fc.color_code from faster_emotions fe join faster_categories fc on fc.id = fe.category_id order by fe.id`,
    ),
  ]);
  const random = generator(seed);
  const zones = ['recovery', 'danger', 'relapse'] as const;
  const seeded: Seeded[] = [];
  for (let i = 0; i < days; i++) {
    if (random(5) === 0) continue; // a day with no check-in
    const day = addDays(first, i);
    // Few distinct choices, so counts tie often (the order then goes by id).
    const emotions = [...new Set(Array.from({ length: random(4) }, () => emotionRows[random(6)]!.id))];
    const faster = [...new Set(Array.from({ length: random(4) }, () => fasterRows[random(fasterRows.length)]!.id))];
    seeded.push({ day, zone: zones[random(3)]!, emotions, faster });
  }
  for (const c of seeded) {
    const [row] = await selectRows<{ id: number }>(
      app.db,
      sql`insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes) values (${u.id}, ${`${c.day} 20:00:00+00`}::timestamptz, ${c.day}::date, 0, ${c.zone}, 'seeded') returning id`,
    );
    for (const [position, id] of c.emotions.entries()) {
      await app.db.execute(
        sql`insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date) values (${row!.id}, ${id}, ${position}, ${u.id}, ${c.day}::date)`,
      );
    }
    for (const [priority, id] of c.faster.entries()) {
      await app.db.execute(
        sql`insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date) values (${row!.id}, ${id}, ${priority + 1}, ${u.id}, ${c.day}::date)`,
      );
    }
  }
  return { u, seeded, emotionRows, fasterRows };
}

/** The rule, in JavaScript, over the seeded rows. */
function expected(m: Awaited<ReturnType<typeof seedMember>>, from: string, to: string): Analytics {
  const inRange = m.seeded.filter((c) => c.day >= from && c.day <= to);
  const top = <T extends { id: number }>(ids: number[], rows: T[], size: number) => {
    const counts = new Map<number, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return [...counts]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, size)
      .map(([id, count]) => ({ row: rows.find((r) => r.id === id)!, count }));
  };
  const faster = new Map(m.fasterRows.map((f) => [f.id, f]));
  const stages = inRange
    .filter((c) => c.faster.length)
    .map((c) => ({ day: c.day, stage: Math.max(...c.faster.map((id) => faster.get(id)!.category)) }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return {
    start_date: from,
    end_date: to,
    top_emotions: padTop(
      top(
        inRange.flatMap((c) => c.emotions),
        m.emotionRows,
        3,
      ).map(({ row, count }) => ({ id: row.id as number | null, label: row.label, count })),
      3,
    ).map((e) => ({ id: 'id' in e ? e.id : null, label: e.label, count: e.count })),
    top_faster: padTop(
      top(
        inRange.flatMap((c) => c.faster),
        m.fasterRows,
        5,
      ).map(({ row, count }) => ({ id: row.id as number | null, label: row.label, count, color_code: row.color_code as string | null })),
      5,
    ).map((f) => ({ id: 'id' in f ? f.id : null, label: f.label, count: f.count, color_code: 'color_code' in f ? f.color_code : null })),
    zone_days: {
      recovery: inRange.filter((c) => c.zone === 'recovery').length,
      danger: inRange.filter((c) => c.zone === 'danger').length,
      relapse: inRange.filter((c) => c.zone === 'relapse').length,
    },
    zone_scores: stages.map((s) => ({ date: s.day, score: categoryScore(s.stage) ?? 0 })),
    faster_trend: stages.map((s) => ({
      date: s.day,
      stage: s.stage,
      name: FASTER_CATEGORIES.find((c) => c.id === s.stage)?.display_name ?? '',
    })),
  };
}

describe('the analytics PostgreSQL writes', () => {
  it('equals the rule computed in JavaScript, over several ranges of half a year of varied check-ins', async () => {
    const m = await seedMember(7, '2025-01-01', 180);
    expect(m.seeded.some((c) => c.emotions.length === 0) && m.seeded.some((c) => c.faster.length === 0)).toBe(true);
    for (const [from, to] of [
      ['2025-01-01', '2025-06-29'],
      ['2025-02-10', '2025-02-16'],
      ['2025-03-01', '2025-03-31'],
      ['2025-01-03', '2025-01-03'],
    ] as const) {
      const res = await request(app, m.u.token).get(`/checkins/analytics?startDate=${from}&endDate=${to}&offset=0`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const answer = res.json() as Analytics;
      expect(analyticsSchema.parse(answer)).toEqual(answer);
      expect(answer, `${from}..${to}`).toEqual(expected(m, from, to));
    }
  });

  it('answers an empty range with N/A entries, zero days and empty series', async () => {
    const m = await seedMember(11, '2025-01-01', 20);
    const res = await request(app, m.u.token).get('/checkins/analytics?startDate=2024-06-01&endDate=2024-06-30&offset=0');
    expect(res.json()).toEqual({
      start_date: '2024-06-01',
      end_date: '2024-06-30',
      top_emotions: Array.from({ length: 3 }, () => ({ id: null, label: 'N/A', count: 0 })),
      top_faster: Array.from({ length: 5 }, () => ({ id: null, label: 'N/A', count: 0, color_code: null })),
      zone_days: { recovery: 0, danger: 0, relapse: 0 },
      zone_scores: [],
      faster_trend: [],
    });
    expect(expected(m, '2024-06-01', '2024-06-30')).toEqual(res.json());
  });

  it("reads only the caller's own rows", async () => {
    const other = await seedMember(13, '2025-01-01', 30);
    const me = await signUp(app, { profile: true });
    const res = await request(app, me.token).get('/checkins/analytics?startDate=2025-01-01&endDate=2025-01-30&offset=0');
    expect(res.json().zone_days).toEqual({ recovery: 0, danger: 0, relapse: 0 });
    expect(other.seeded.length).toBeGreaterThan(0);
  });
});
