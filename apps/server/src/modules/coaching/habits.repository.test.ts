import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@holdfast/shared/check-ins';
import { habitStateAfter, type HabitState } from '@holdfast/shared/coaching';
import { selectRows } from '../../platform/db/client';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { upsertSubmission } from './habits.repository';

describe('the kept habit scores', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());

  it('follow the rule one submission after another, whatever order the days are written in (a later day is restated)', async () => {
    const member = await buildUser(t);
    const today = new Date().toISOString().slice(0, 10);
    const days = [
      { back: 9, value: 15 },
      { back: 4, value: 3 },
      { back: 6, value: 12 },
      { back: 1, value: 0 },
      { back: 6, value: 9 }, // the same day again: its sums replaced, the days after it restated
    ];
    for (const d of days)
      await upsertSubmission(t.db, {
        userId: member.id,
        formId: 1,
        day: addDays(today, -d.back),
        offset: 0,
        value: d.value,
        total: 15,
        totalQuestions: 5,
      });
    const rows = await selectRows<{ day: string; value: number; score: number; scored: number }>(
      t.db,
      sql`select submitted_on::text as day, value, score, scored from habit_submissions where user_id = ${member.id} order by submitted_on`,
    );
    let state: HabitState | null = null;
    const expected = [9, 6, 4, 1].map((back) => {
      const value = back === 6 ? 9 : days.find((d) => d.back === back)!.value;
      state = habitStateAfter(state, { date: addDays(today, -back), value, total: 15 });
      return { day: state.date, value, score: state.score, scored: state.scored };
    });
    expect(rows.map((r) => ({ ...r, score: Number(r.score), scored: Number(r.scored) }))).toEqual(
      expected.map((e) => ({ ...e, score: expect.closeTo(e.score, 9) })),
    );
  });

  it("the migration's backfill of older submissions gives the rule's scores", async () => {
    const member = await buildUser(t);
    const today = new Date().toISOString().slice(0, 10);
    const days = [
      { back: 30, value: 6, total: 15 },
      { back: 29, value: 0, total: 0 },
      { back: 20, value: 15, total: 15 },
      { back: 2, value: 10, total: 12 },
    ];
    for (const d of days)
      await selectRows(
        t.db,
        sql`insert into habit_submissions (user_id, form_id, submitted_on, value, total, total_questions)
            values (${member.id}, 1, ${addDays(today, -d.back)}::date, ${d.value}, ${d.total}, 5)`,
      );
    const migration = readFileSync(new URL('../../../drizzle/20261202155910_coaching_habit_states.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('DO $$'))!;
    await t.db.execute(sql.raw(backfill));
    const rows = await selectRows<{ score: number; scored: number }>(
      t.db,
      sql`select score, scored from habit_submissions where user_id = ${member.id} order by submitted_on`,
    );
    let state: HabitState | null = null;
    const expected = days.map((d) => (state = habitStateAfter(state, { date: addDays(today, -d.back), value: d.value, total: d.total })));
    expect(rows.map((r) => [Number(r.score), Number(r.scored)])).toEqual(expected.map((e) => [expect.closeTo(e.score, 9), e.scored]));
  });
});
