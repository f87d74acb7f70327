import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, computeCheckInStreak } from '@holdfast/shared/check-ins';
import type { DynamicForm } from '@holdfast/shared/reference';
import { selectRows } from '../../platform/db/client';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import { loadConfiguredForm } from '../reference';
import * as repo from './check-ins.repository';
import { checkInStreakSql, countCheckInStreak } from './progress.repository';

let app: TestApp;
let daily: { configType: string; defaultKey: string; form: DynamicForm };
beforeAll(async () => {
  app = await createTestApp();
  daily = {
    configType: 'DailyCheckinForm',
    defaultKey: 'daily-checkin',
    form: (await loadConfiguredForm(app.db, 'DailyCheckinForm', 'daily-checkin'))!,
  };
});
afterAll(() => app.app.close());

const TODAY = '2026-11-21';
const newCheckIn = (userId: number): repo.NewCheckIn => ({
  values: {
    userId,
    checkinOn: new Date(`${TODAY}T20:00:00Z`),
    checkinDate: TODAY,
    offset: 0,
    feelingZone: 'recovery',
    feelingNotes: 'x',
    questions: null,
  },
  emotionIds: [1],
  answers: null,
  form: daily,
});

/** The streak as another area's statement selects it: the member and their today are that statement's columns. */
async function streakInStatement(userId: number, today: string, within?: number) {
  const [row] = await selectRows<{ streak: number }>(
    app.db,
    sql`select ${checkInStreakSql(sql`o.user_id`, sql`o.today`, { within })} as streak from (select ${userId}::int as user_id, ${today}::date as today) o`,
  );
  return Number(row!.streak);
}

/** The same, where the statement already holds the member's newest check-in day on or before today (groups' progress). */
async function streakFromNewest(userId: number, today: string, within?: number) {
  const [row] = await selectRows<{ streak: number }>(
    app.db,
    sql`select ${checkInStreakSql(sql`o.user_id`, sql`o.today`, { within, newest: sql`o.newest` })} as streak
        from (select ${userId}::int as user_id, ${today}::date as today,
                     (select max(checkin_date) from checkins where user_id = ${userId} and checkin_date <= ${today}::date) as newest) o`,
  );
  return Number(row!.streak);
}

async function insertDays(userId: number, days: readonly string[]) {
  for (const day of days) {
    await repo.insertCheckIn(app.db, {
      userId,
      checkinOn: new Date(`${day}T12:00:00Z`),
      checkinDate: day,
      offset: 0,
      feelingZone: 'recovery',
      feelingNotes: 'x',
    });
  }
}

describe('the SQL check-in streak', () => {
  it('agrees with the shared rule on random histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }), async (ago) => {
        const u = await signUp(app, { verified: false });
        const days = ago.map((n) => addDays(TODAY, -n));
        for (const day of days) {
          await repo.insertCheckIn(app.db, {
            userId: u.id,
            checkinOn: new Date(`${day}T12:00:00Z`),
            checkinDate: day,
            offset: 0,
            feelingZone: 'recovery',
            feelingNotes: 'x',
          });
        }
        expect(await countCheckInStreak(app.db, u.id, TODAY)).toBe(computeCheckInStreak(days, TODAY));
      }),
      { numRuns: 25 },
    );
  });

  it('read over the last `within` days only (groups’ member progress), it is the shared rule capped at `within`, alone or inside another statement', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 45 }),
        async (ago, within) => {
          const u = await signUp(app, { verified: false });
          const days = ago.map((n) => addDays(TODAY, -n));
          await insertDays(u.id, days);
          const rule = computeCheckInStreak(days, TODAY);
          expect(await countCheckInStreak(app.db, u.id, TODAY, { within })).toBe(Math.min(rule, within));
          expect(await streakInStatement(u.id, TODAY, within)).toBe(Math.min(rule, within));
          expect(await streakInStatement(u.id, TODAY)).toBe(rule);
          expect(await streakFromNewest(u.id, TODAY, within)).toBe(Math.min(rule, within));
          expect(await streakFromNewest(u.id, TODAY)).toBe(rule);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('the streak a new check-in makes, counted over a bounded range in its insert statement, is the shared rule capped at cap + 1 (members submitting together share one statement)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 45 }),
        async (histories, cap) => {
          const members = await Promise.all(histories.map(() => signUp(app, { verified: false })));
          const daysOf = histories.map((ago) => ago.map((n) => addDays(TODAY, -n)));
          for (const [k, days] of daysOf.entries()) {
            for (const day of days) {
              await repo.insertCheckIn(app.db, {
                userId: members[k]!.id,
                checkinOn: new Date(`${day}T12:00:00Z`),
                checkinDate: day,
                offset: 0,
                feelingZone: 'recovery',
                feelingNotes: 'x',
              });
            }
          }
          const before = repo.checkInBatchStats(app.db).statements;
          // All at once: they go to the database together.
          const submitted = await Promise.all(members.map((u) => repo.submitCheckIn(app.db, newCheckIn(u.id), cap)));
          if (members.length > 1) expect(repo.checkInBatchStats(app.db).statements - before).toBeLessThan(members.length);
          for (const [k, result] of submitted.entries()) {
            expect(result.ok).toBe(true);
            const rule = computeCheckInStreak([...daysOf[k]!, TODAY], TODAY);
            expect(result.ok && result.streak).toBe(Math.min(rule, cap + 1));
            // Within the cap it is exact, and it agrees with the full SQL count over every row.
            if (rule <= cap) expect(await countCheckInStreak(app.db, members[k]!.id, TODAY)).toBe(result.ok && result.streak);
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('in one shared statement, each check-in gets its own answer: refused ids, a second check-in of the day, the rest written', async () => {
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => signUp(app, { verified: false })));
    const before = repo.checkInBatchStats(app.db).statements;
    const [firstA, badEmotion, okC, badFaster, secondA] = await Promise.all([
      repo.submitCheckIn(app.db, newCheckIn(a!.id), 365),
      repo.submitCheckIn(app.db, { ...newCheckIn(b!.id), emotionIds: [1, 99999] }, 365),
      repo.submitCheckIn(
        app.db,
        {
          ...newCheckIn(c!.id),
          answers: [
            { fast_emotion_id: 301, priority: 2 },
            { fast_emotion_id: 102, priority: 1 },
          ],
        },
        365,
      ),
      repo.submitCheckIn(app.db, { ...newCheckIn(d!.id), answers: [{ fast_emotion_id: 99999, priority: 2 }] }, 365),
      repo.submitCheckIn(app.db, newCheckIn(a!.id), 365),
    ]);
    // Four members in one statement; a's other check-in waited for the next one. a's two are the
    // same, and which of them reaches the database first is up to the scheduler: one is written,
    // the other is refused as the day's second.
    const [okA, againA] = firstA.ok ? [firstA, secondA] : [secondA, firstA];
    expect(repo.checkInBatchStats(app.db).statements - before).toBe(2);
    expect(okA).toMatchObject({ ok: true, streak: 1, row: { userId: a!.id, checkinDate: TODAY, emotionIds: [1], fasterAnswers: null } });
    expect(badEmotion).toEqual({ ok: false, emotionsOk: false, fasterOk: true, formOk: true, duplicate: false });
    expect(okC).toMatchObject({
      ok: true,
      row: {
        fasterAnswers: [
          { fast_emotion_id: 102, priority: 1 },
          { fast_emotion_id: 301, priority: 2 },
        ],
      },
    });
    expect(badFaster).toEqual({ ok: false, emotionsOk: true, fasterOk: false, formOk: true, duplicate: false });
    expect(againA).toEqual({ ok: false, emotionsOk: true, fasterOk: true, formOk: true, duplicate: true });
    expect(await repo.findCheckInForDay(app.db, b!.id, TODAY)).toBeNull();
    expect(await repo.findCheckInForDay(app.db, d!.id, TODAY)).toBeNull();
    const stored = await repo.findCheckInForDay(app.db, c!.id, TODAY);
    expect(stored).toMatchObject({
      id: okC.ok ? okC.row.id : -1,
      emotionIds: [1],
      fasterAnswers: [
        { fast_emotion_id: 102, priority: 1 },
        { fast_emotion_id: 301, priority: 2 },
      ],
    });
  });

  it('refuses unknown or inactive ids in the same statement and writes nothing', async () => {
    const u = await signUp(app, { verified: false });
    expect(
      await repo.submitCheckIn(
        app.db,
        { ...newCheckIn(u.id), emotionIds: [1, 99999], answers: [{ fast_emotion_id: 101, priority: 2 }] },
        365,
      ),
    ).toEqual({
      ok: false,
      emotionsOk: false,
      fasterOk: true,
      formOk: true,
      duplicate: false,
    });
    expect(await repo.submitCheckIn(app.db, { ...newCheckIn(u.id), answers: [{ fast_emotion_id: 99999, priority: 2 }] }, 365)).toEqual({
      ok: false,
      emotionsOk: true,
      fasterOk: false,
      formOk: true,
      duplicate: false,
    });
    expect(await repo.findCheckInForDay(app.db, u.id, TODAY)).toBeNull();
  });
});
