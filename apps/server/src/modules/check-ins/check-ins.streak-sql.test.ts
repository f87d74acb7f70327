import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, computeCheckInStreak } from '@holdfast/shared/check-ins';
import { createTestApp, signUp, type TestApp } from '../../test/harness';
import * as repo from './check-ins.repository';

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
        expect(await repo.countCheckInStreak(app.db, u.id, TODAY)).toBe(computeCheckInStreak(days, TODAY));
      }),
      { numRuns: 25 },
    );
  });
});
