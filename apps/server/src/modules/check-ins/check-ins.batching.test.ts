import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, signUp, type TestApp } from '../../test/harness';
import { hashToken } from '../accounts';
import * as accountsRepository from '../accounts/accounts.repository';
import { accessTokens } from '../accounts/accounts.table';
import * as repo from './check-ins.repository';
import { checkinEmotions, checkins } from './check-ins.table';

/**
 * Concurrent check-ins share statements: their token lookups go to the database together (one
 * statement for the batch's tokens) and so do their inserts. Each request must still get exactly
 * the answer it would get alone.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const valid = {
  checkin_emotions: [3, 9],
  feeling_zone: 'danger',
  feeling_notes: 'Long day',
  fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }],
  offset: 0,
};
const countOf = async (userId: number) => (await app.db.select({ n: count() }).from(checkins).where(eq(checkins.userId, userId)))[0]!.n;
const members = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(app, { profile: true })));

describe('concurrent check-ins', () => {
  it('a member refused in a shared statement (a retired emotion, a day already taken) does not affect the others', async () => {
    const people = await members(10);
    const [retired, taken] = [people[3]!, people[6]!];
    expect((await request(app, taken.token).post('/checkins', valid)).statusCode).toBe(201);
    // Emotion 15 retired just for this test (restored below).
    await app.db.execute(sql`update emotions set is_active = false where id = 15`);
    try {
      // (On PGlite a statement runs on this thread, so requests share one only when their handlers
      // run in the same tick; the next test shares statements for certain, one level down.)
      const answers = await Promise.all(
        people.map((p) => request(app, p.token).post('/checkins', p === retired ? { ...valid, checkin_emotions: [3, 15] } : valid)),
      );
      for (const [i, res] of answers.entries()) {
        const p = people[i]!;
        if (p === retired) {
          expect(res.statusCode).toBe(422);
          expect(res.json().errors).toEqual({ checkin_emotions: [expect.any(String)] });
          expect(await countOf(p.id)).toBe(0);
        } else if (p === taken) {
          expect(res.statusCode).toBe(409);
          expect(await countOf(p.id)).toBe(1);
        } else {
          expect(res.statusCode).toBe(201);
          // Each answer is its own member's check-in, with its own children.
          const body = res.json();
          expect(body).toMatchObject({ user_id: p.id, feeling_zone: 'danger', checkin_emotions: [3, 9] });
          const rows = await app.db
            .select({ id: checkinEmotions.emotionId })
            .from(checkinEmotions)
            .where(eq(checkinEmotions.checkinId, body.id));
          expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([3, 9]);
        }
      }
    } finally {
      await app.db.execute(sql`update emotions set is_active = true where id = 15`);
    }
  });

  it('in one statement, a refused item (unknown emotion, unknown behaviour, day taken) is refused alone', async () => {
    const people = await members(6);
    const form = (await import('../reference')).loadConfiguredForm;
    const daily = {
      configType: 'DailyCheckinForm',
      defaultKey: 'daily-checkin',
      form: (await form(app.db, 'DailyCheckinForm', 'daily-checkin'))!,
    };
    const day = '2026-11-20';
    const item = (
      userId: number,
      emotionIds: number[] = [1, 2],
      answers: { fast_emotion_id: number; priority: 1 | 2 }[] | null = null,
    ): repo.NewCheckIn => ({
      values: {
        userId,
        checkinOn: new Date(`${day}T20:00:00Z`),
        checkinDate: day,
        offset: 0,
        feelingZone: 'recovery',
        feelingNotes: 'x',
        questions: null,
      },
      emotionIds,
      answers,
      form: daily,
    });
    const [ok1, unknown, faster, taken, ok2, ok3] = people;
    await repo.insertCheckIn(app.db, {
      userId: taken!.id,
      checkinOn: new Date(`${day}T08:00:00Z`),
      checkinDate: day,
      offset: 0,
      feelingZone: 'danger',
      feelingNotes: 'first',
    });
    const before = { ...repo.checkInBatchStats(app.db) };
    // Submitted in one tick: they go out together, in one statement.
    const results = await Promise.all([
      repo.submitCheckIn(app.db, item(ok1!.id), 365),
      repo.submitCheckIn(app.db, item(unknown!.id, [1, 999]), 365),
      repo.submitCheckIn(app.db, item(faster!.id, [1], [{ fast_emotion_id: 99999, priority: 1 }]), 365),
      repo.submitCheckIn(app.db, item(taken!.id), 365),
      repo.submitCheckIn(app.db, item(ok2!.id, [4], [{ fast_emotion_id: 301, priority: 2 }]), 365),
      repo.submitCheckIn(app.db, item(ok3!.id), 365),
    ]);
    const after = repo.checkInBatchStats(app.db);
    expect(after.items - before.items).toBe(6);
    expect(after.statements - before.statements).toBe(1);
    expect(
      results.map((r) => (r.ok ? 'ok' : r.duplicate ? 'duplicate' : !r.emotionsOk ? 'emotions' : !r.fasterOk ? 'faster' : 'form')),
    ).toEqual(['ok', 'emotions', 'faster', 'duplicate', 'ok', 'ok']);
    const okRows = results.filter((r) => r.ok).map((r) => (r.ok ? r.row : null)!);
    expect(okRows.map((r) => r.userId)).toEqual([ok1!.id, ok2!.id, ok3!.id]);
    expect(okRows[1]).toMatchObject({ emotionIds: [4], fasterAnswers: [{ fast_emotion_id: 301, priority: 2 }] });
    expect(await countOf(unknown!.id)).toBe(0);
    expect(await countOf(faster!.id)).toBe(0);
    const kept = await app.db.select({ notes: checkins.feelingNotes }).from(checkins).where(eq(checkins.userId, taken!.id));
    expect(kept).toEqual([{ notes: 'first' }]);
    const children = await app.db
      .select({ n: count() })
      .from(checkinEmotions)
      .where(inArray(checkinEmotions.userId, [unknown!.id, faster!.id, taken!.id]));
    expect(children[0]!.n).toBe(0);
  });

  it('a token revoked before its batch of lookups is refused (401, nothing written); the others of the batch land', async () => {
    const people = await members(8);
    const revoked = people[2]!;
    await app.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(revoked.token)));
    const before = { ...accountsRepository.tokenLookupStats(app.db) };
    const answers = await Promise.all(people.map((p) => request(app, p.token).post('/checkins', valid)));
    const after = accountsRepository.tokenLookupStats(app.db);
    expect(after.items - before.items).toBe(people.length);
    expect(after.statements - before.statements).toBeLessThan(people.length);
    expect(answers.map((r) => r.statusCode)).toEqual(people.map((p) => (p === revoked ? 401 : 201)));
    expect(await countOf(revoked.id)).toBe(0);
    const landed = await app.db
      .select({ userId: checkins.userId })
      .from(checkins)
      .where(
        inArray(
          checkins.userId,
          people.map((p) => p.id),
        ),
      );
    expect(landed.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
      people
        .filter((p) => p !== revoked)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
  });

  it('a token revoked while its check-in is under way: the answer and the database agree, the others land, and the token never works after', async () => {
    const people = await members(6);
    const victim = people[5]!;
    const pending = people.map((p) => request(app, p.token).post('/checkins', valid));
    await app.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(victim.token)));
    const answers = await Promise.all(pending);
    const victimAnswer = answers[5]!;
    // Whichever came first, the answer and the database agree: a 401 wrote nothing, a 201 wrote one.
    expect(await countOf(victim.id)).toBe(victimAnswer.statusCode === 201 ? 1 : 0);
    expect([201, 401]).toContain(victimAnswer.statusCode);
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // After the revoke, that token never works again.
    expect((await request(app, victim.token).get('/checkins')).statusCode).toBe(401);
  });
});

describe('the batched token lookup', () => {
  it('answers each hash with its own live token, and null for unknown, revoked and expired ones, in one statement', async () => {
    const [a, b, c, d] = await members(4);
    await app.db
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(accessTokens.tokenHash, hashToken(c!.token)));
    await app.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(d!.token)));
    const hashes = [a!.token, b!.token, c!.token, d!.token, 'not-a-token', a!.token].map(hashToken);
    const before = { ...accountsRepository.tokenLookupStats(app.db) };
    const rows = await Promise.all(hashes.map((h) => accountsRepository.findActiveAccessToken(app.db, h)));
    const after = accountsRepository.tokenLookupStats(app.db);
    expect([after.statements - before.statements, after.items - before.items]).toEqual([1, 6]);
    expect(rows.map((r) => r?.userId ?? null)).toEqual([a!.id, b!.id, null, null, null, a!.id]);
    expect(rows[0]).toMatchObject({ isSuspended: false, impersonatorId: null, roles: expect.any(Array) });
    expect(rows[0]).not.toHaveProperty('tokenHash');
  });
});
