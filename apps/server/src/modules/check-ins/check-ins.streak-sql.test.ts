import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, computeCheckInStreak } from '@holdfast/shared/check-ins';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import * as repo from './check-ins.repository';
import { countCheckInStreak } from './progress.repository';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const TODAY = '2026-11-21';

describe('the SQL check-in streak', () => {
  it('agrees with the shared rule on random histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 30 }), async (ago) => {
        const u = await signUp(app, { verified: false });
        const days = ago.map((n) => addDays(TODAY, -n));
        for (const day of days) {
          await repo.insertCheckIn(app.db, { userId: u.id, checkinOn: new Date(`${day}T12:00:00Z`), checkinDate: day, offset: 0, feelingZone: 'recovery', feelingNotes: 'x' });
        }
        expect(await countCheckInStreak(app.db, u.id, TODAY)).toBe(computeCheckInStreak(days, TODAY));
      }),
      { numRuns: 25 },
    );
  });

  it('the streak a new check-in makes, counted over a bounded range in its insert statement, is the shared rule capped at cap + 1', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 30 }), fc.integer({ min: 1, max: 45 }), async (ago, cap) => {
        const u = await signUp(app, { verified: false });
        const days = ago.map((n) => addDays(TODAY, -n));
        for (const day of days) {
          await repo.insertCheckIn(app.db, { userId: u.id, checkinOn: new Date(`${day}T12:00:00Z`), checkinDate: day, offset: 0, feelingZone: 'recovery', feelingNotes: 'x' });
        }
        const submitted = await repo.submitCheckIn(
          app.db,
          { userId: u.id, checkinOn: new Date(`${TODAY}T20:00:00Z`), checkinDate: TODAY, offset: 0, feelingZone: 'recovery', feelingNotes: 'x', questions: null },
          [1],
          null,
          cap,
        );
        expect(submitted.ok).toBe(true);
        const rule = computeCheckInStreak([...days, TODAY], TODAY);
        expect(submitted.ok && submitted.streak).toBe(Math.min(rule, cap + 1));
        // Within the cap it is exact, and it agrees with the full SQL count over every row.
        if (rule <= cap) expect(await countCheckInStreak(app.db, u.id, TODAY)).toBe(submitted.ok && submitted.streak);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses unknown or inactive ids in the same statement and writes nothing', async () => {
    const u = await signUp(app, { verified: false });
    const values = { userId: u.id, checkinOn: new Date(`${TODAY}T20:00:00Z`), checkinDate: TODAY, offset: 0, feelingZone: 'recovery' as const, feelingNotes: 'x', questions: null };
    expect(await repo.submitCheckIn(app.db, values, [1, 99999], [{ fast_emotion_id: 101, priority: 2 }], 365)).toEqual({ ok: false, emotionsOk: false, fasterOk: true });
    expect(await repo.submitCheckIn(app.db, values, [1], [{ fast_emotion_id: 99999, priority: 2 }], 365)).toEqual({ ok: false, emotionsOk: true, fasterOk: false });
    expect(await repo.findCheckInForDay(app.db, u.id, TODAY)).toBeNull();
  });
});
