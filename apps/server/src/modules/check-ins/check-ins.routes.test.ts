import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, checkInsTexts as t, daysBetween, localDateOf, offsetInTimeZone } from '@holdfast/shared/check-ins';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildCheckIn, buildUser } from '../../test/factories';
import { createTestApp, request, signUp, type TestApp } from '../../test/harness';
import { loadDynamicForm } from '../reference';
import * as repo from './check-ins.repository';
import { checkins } from './check-ins.table';

let app: TestApp;
let me: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  app = await createTestApp();
  me = await signUp(app, { profile: true });
  other = await signUp(app, { profile: true });
});
afterAll(() => app.app.close());

const OFFSET = 18000; // UTC-5
const today = () => localDateOf(new Date(), OFFSET);
const valid = {
  checkin_emotions: [3, 9],
  feeling_zone: 'danger',
  feeling_notes: 'Long day at work',
  fast_scale_answers: [
    { fast_emotion_id: 301, priority: 2 },
    { fast_emotion_id: 102, priority: 1 },
  ],
  offset: OFFSET,
};
const countCheckIns = async (userId: number) =>
  (await app.db.select({ n: count() }).from(checkins).where(eq(checkins.userId, userId)))[0]!.n;

describe('every check-ins call needs a token', () => {
  it.each([
    ['GET', '/checkin/emotions'],
    ['GET', '/checkin/faster-scale'],
    ['POST', '/checkins'],
    ['GET', '/checkins'],
    ['GET', '/checkins/1'],
    ['PUT', '/checkins/1'],
    ['GET', '/checkins/for-day?date=2026-01-01'],
    ['GET', '/checkins/daily-summary'],
    ['GET', '/checkins/analytics?startDate=2026-01-01&endDate=2026-01-07'],
    ['GET', '/dashboard'],
    ['GET', '/purity-streak-overrides'],
    ['POST', '/purity-streak-overrides'],
    ['GET', '/weekly-questions'],
    ['POST', '/weekly-questions'],
    ['GET', '/weekly-commitment'],
    ['POST', '/weekly-commitment'],
    ['GET', '/system-triggers'],
    ['GET', '/system-triggers/1'],
    ['GET', '/system-triggers/all-answers'],
    ['POST', '/system-triggers/1/answers'],
  ] as const)('%s %s -> 401', async (method, url) => {
    expect((await request(app, null).send(method, url, method === 'GET' ? undefined : {})).statusCode).toBe(401);
  });
});

describe('reference content', () => {
  it('lists the 15 emotions with a picture each', async () => {
    const list = (await request(app, me.token).get('/checkin/emotions')).json();
    expect(list).toHaveLength(15);
    expect(list[13]).toMatchObject({ id: 14, display_name: 'Shame', is_active: true });
    const img = await app.app.inject({ method: 'GET', url: list[0].emoji_image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.body).toContain('aria-label="Bored"');
  });

  it('lists the FASTER scale from Restoration to Relapse with behaviours', async () => {
    const scale = (await request(app, me.token).get('/checkin/faster-scale')).json();
    expect(scale.map((c: { display_name: string }) => c.display_name)).toEqual([
      'Restoration',
      'Forgetting priorities',
      'Anxiety',
      'Speeding up',
      'Ticked off',
      'Exhausted',
      'Relapse',
    ]);
    expect(scale[2].emotions[0]).toMatchObject({ id: 301, color_code: scale[2].color_code });
  });
});

describe('POST checkins', () => {
  it.each([
    [{ ...valid, checkin_emotions: [] }, 'checkin_emotions', t.selectEmotion],
    [{ ...valid, checkin_emotions: undefined }, 'checkin_emotions', t.selectEmotion],
    [{ ...valid, feeling_zone: undefined }, 'feeling_zone', t.selectZone],
    [{ ...valid, feeling_zone: 'great' }, 'feeling_zone', t.selectZone],
    [{ ...valid, feeling_notes: '   ' }, 'feeling_notes', t.writeFeeling],
    [{ ...valid, checkin_emotions: [99] }, 'checkin_emotions', m.invalid],
    [{ ...valid, fast_scale_answers: [{ fast_emotion_id: 999, priority: 1 }] }, 'fast_scale_answers', m.invalid],
    [
      {
        ...valid,
        fast_scale_answers: [
          { fast_emotion_id: 101, priority: 2 },
          { fast_emotion_id: 102, priority: 2 },
        ],
      },
      'fast_scale_answers',
      t.choosePriority,
    ],
    [{ ...valid, fast_scale_answers: [{ fast_emotion_id: 101, priority: 3 }] }, 'fast_scale_answers.0.priority', m.invalid],
    [{ ...valid, offset: 999999 }, 'offset', m.invalid],
  ])('refuses %j with 422 and writes nothing', async (payload, field, message) => {
    const u = await buildUser(app);
    const res = await request(app, u.token).post('/checkins', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await countCheckIns(u.id)).toBe(0);
  });

  it('accepts today, on the user own calendar day', async () => {
    const u = await buildUser(app);
    const res = await request(app, u.token).post('/checkins', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: u.id,
      emotion_id: 3,
      checkin_emotions: [3, 9],
      checkin_date: today(),
      offset: OFFSET,
      feeling_zone: 'danger',
      feeling_notes: 'Long day at work',
      fast_scale_answers: [
        { fast_emotion_id: 102, priority: 1 },
        { fast_emotion_id: 301, priority: 2 },
      ],
    });
  });

  it('sends an empty FASTER list as null', async () => {
    const u = await signUp(app, { profile: true });
    const res = await request(app, u.token).post('/checkins', { ...valid, fast_scale_answers: [] });
    expect(res.json().fast_scale_answers).toBeNull();
  });

  it('answers a second check-in the same day with 409 and the first one id', async () => {
    const u = await buildUser(app);
    expect((await request(app, u.token).post('/checkins', valid)).statusCode).toBe(201);
    const first = (await request(app, u.token).get(`/checkins/for-day?date=${today()}&offset=${OFFSET}`)).json();
    const res = await request(app, u.token).post('/checkins', valid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'duplicate', checkin_id: first.checkin.id });
    expect(await countCheckIns(u.id)).toBe(1);
  });

  it('lets exactly one of two concurrent submissions land', async () => {
    const u = await signUp(app, { profile: true });
    const [a, b] = await Promise.all([request(app, u.token).post('/checkins', valid), request(app, u.token).post('/checkins', valid)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await countCheckIns(u.id)).toBe(1);
  });

  describe('a submit sent again with its client_key (issue 40: queued offline, replayed)', () => {
    const KEY = '6f1c1b0e-4a7d-4c55-9a0e-1d2b3c4d5e6f';

    it('answers the check-in it made (201, same id), writes nothing more, and a new key that day is still 409', async () => {
      const u = await buildUser(app);
      const first = await request(app, u.token).post('/checkins', { ...valid, client_key: KEY });
      expect(first.statusCode).toBe(201);
      const again = await request(app, u.token).post('/checkins', { ...valid, client_key: KEY, feeling_notes: 'changed' });
      expect(again.statusCode).toBe(201);
      expect(again.json()).toMatchObject({ id: first.json().id, feeling_notes: 'Long day at work' });
      expect(await countCheckIns(u.id)).toBe(1);
      const other = await request(app, u.token).post('/checkins', { ...valid, client_key: '00000000-0000-4000-8000-000000000001' });
      expect(other.statusCode).toBe(409);
      expect(await countCheckIns(u.id)).toBe(1);
    });

    it('two copies at once make one check-in and both answer it', async () => {
      const u = await signUp(app, { profile: true });
      const [a, b] = await Promise.all([
        request(app, u.token).post('/checkins', { ...valid, client_key: KEY }),
        request(app, u.token).post('/checkins', { ...valid, client_key: KEY }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().id).toBe(b.json().id);
      expect(await countCheckIns(u.id)).toBe(1);
    });

    it("another member's key is theirs alone: the same key makes their own check-in, never answers the first's", async () => {
      const [u, v] = [await buildUser(app), await buildUser(app)];
      const mine = await request(app, u.token).post('/checkins', { ...valid, client_key: KEY });
      const theirs = await request(app, v.token).post('/checkins', { ...valid, client_key: KEY, feeling_notes: 'Mine' });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json()).toMatchObject({ user_id: v.id, feeling_notes: 'Mine' });
      expect(theirs.json().id).not.toBe(mine.json().id);
    });

    it('a key that is not a UUID is 422 and writes nothing', async () => {
      const u = await buildUser(app);
      const res = await request(app, u.token).post('/checkins', { ...valid, client_key: 'not-a-key' });
      expect(res.statusCode).toBe(422);
      expect(await countCheckIns(u.id)).toBe(0);
    });
  });

  it('a user far east of UTC gets their own day, not the server day', async () => {
    const u = await signUp(app, { profile: true });
    const res = await request(app, u.token).post('/checkins', { ...valid, offset: -14 * 3600 });
    expect(res.json().checkin_date).toBe(localDateOf(new Date(), -14 * 3600));
  });
});

describe('GET/PUT checkins/{id}', () => {
  it("hides another user's check-in (404) and leaves it unchanged", async () => {
    const theirs = await buildCheckIn(app, other, { day: addDays(today(), -3), zone: 'recovery' });
    expect((await request(app, me.token).get(`/checkins/${theirs}`)).statusCode).toBe(404);
    const put = await request(app, me.token).put(`/checkins/${theirs}`, { ...valid, checkin_on: new Date().toISOString() });
    expect(put.statusCode).toBe(404);
    expect((await request(app, other.token).get(`/checkins/${theirs}`)).json().feeling_zone).toBe('recovery');
  });

  it('edits a check-in and may move it to an earlier free day', async () => {
    const u = await signUp(app, { profile: true });
    const id = (await request(app, u.token).post('/checkins', valid)).json().id;
    const yesterdayNoon = new Date(Date.now() - 86_400_000);
    const res = await request(app, u.token).put(`/checkins/${id}`, {
      ...valid,
      feeling_zone: 'recovery',
      checkin_emotions: [13],
      fast_scale_answers: null,
      checkin_on: yesterdayNoon.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      feeling_zone: 'recovery',
      checkin_emotions: [13],
      fast_scale_answers: null,
      checkin_date: localDateOf(yesterdayNoon, OFFSET),
    });
  });

  it('refuses a future date (422) and a day that already has a check-in (409)', async () => {
    const u = await signUp(app, { profile: true });
    const id = (await request(app, u.token).post('/checkins', valid)).json().id;
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const future = await request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_on: tomorrow });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.checkin_on).toEqual([t.futureDate]);
    const earlier = await buildCheckIn(app, u, { day: addDays(today(), -2), zone: 'recovery' });
    const clash = await request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_on: `${addDays(today(), -2)}T18:00:00Z` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().checkin_id).toBe(earlier);
    expect((await request(app, u.token).get(`/checkins/${id}`)).json().checkin_date).toBe(today());
  });
});

describe('lists and summaries', () => {
  it('pages own check-ins in a date range, newest first', async () => {
    const u = await signUp(app, { profile: true });
    for (let i = 1; i <= 20; i++) await buildCheckIn(app, u, { day: addDays(today(), -i), zone: 'recovery' });
    await buildCheckIn(app, other, { day: addDays(today(), -1), zone: 'danger' });
    const page = (await request(app, u.token).get(`/checkins?startDate=${addDays(today(), -10)}&endDate=${today()}&perPage=4`)).json();
    expect(page).toMatchObject({ totalItems: 10, totalPages: 3, perPage: 4, page: 1 });
    expect(page.items[0].checkin_date).toBe(addDays(today(), -1));
    expect(page.items.every((c: { user_id: number }) => c.user_id === u.id)).toBe(true);
    expect((await request(app, u.token).get('/checkins?startDate=2026-02-30')).statusCode).toBe(422);
  });

  it('gives the weekly page seven days ending today with crash report counts', async () => {
    const u = await signUp(app, { profile: true });
    await buildCheckIn(app, u, { day: addDays(today(), -2), zone: 'danger' });
    await request(app, u.token).post('/system-triggers/1/answers', {
      offset: OFFSET,
      questions: [
        { question_id: 1, answer: 'It happened' },
        { question_id: 2, answer: 'At home' },
      ],
    });
    const days = (await request(app, u.token).get(`/checkins/daily-summary?offset=${OFFSET}`)).json();
    expect(days.map((d: { date: string }) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)));
    expect(days[4].checkin.feeling_zone).toBe('danger');
    expect(days[6]).toMatchObject({ checkin: null, crash_reports: 1 });
  });

  it('marks the days before the account existed, so day one shows no missed days', async () => {
    const u = await signUp(app, { profile: true });
    const days = (await request(app, u.token).get(`/checkins/daily-summary?offset=${OFFSET}`)).json();
    expect(days.map((d: { before_sign_up: boolean }) => d.before_sign_up)).toEqual([true, true, true, true, true, true, false]);
  });
});

describe('streaks and the dashboard', () => {
  it('counts consecutive days ending yesterday, and the days since the last relapse', async () => {
    const u = await signUp(app, { profile: true });
    for (const n of [1, 2, 3, 5]) await buildCheckIn(app, u, { day: addDays(today(), -n), zone: n === 5 ? 'relapse' : 'recovery' });
    const d = (await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json();
    expect(d).toMatchObject({
      checkin_streak: 3,
      purity_streak: 5,
      has_done_todays_checkin: false,
      has_done_any_daily_checkins: true,
      first_name: 'Sam',
      last_name: 'Rivers',
      today: today(),
    });
    await request(app, u.token).post('/checkins', { ...valid, feeling_zone: 'relapse' });
    const after = (await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json();
    expect(after).toMatchObject({ checkin_streak: 4, purity_streak: 0, has_done_todays_checkin: true });
    expect(after.todays_checkin_id).toEqual(expect.any(Number));
  });

  it('takes a purity override date when it is later than the last relapse; never today', async () => {
    const u = await signUp(app, { profile: true });
    await buildCheckIn(app, u, { day: addDays(today(), -30), zone: 'relapse' });
    const bad = await request(app, u.token).post('/purity-streak-overrides', { date: today(), offset: OFFSET });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.date).toEqual([t.purityDateTooLate]);
    const ok = await request(app, u.token).post('/purity-streak-overrides', { date: addDays(today(), -10), offset: OFFSET });
    expect(ok.json()).toEqual({ override_date: addDays(today(), -10), purity_streak: 10 });
    const earlier = await request(app, u.token).post('/purity-streak-overrides', { date: addDays(today(), -40), offset: OFFSET });
    expect(earlier.json().purity_streak).toBe(30);
    expect((await request(app, u.token).get(`/purity-streak-overrides?offset=${OFFSET}`)).json().override_date).toBe(addDays(today(), -40));
  });

  it('shows the commitment, recency, two alerts, and the FASTER warning after three slides toward Relapse', async () => {
    const u = await signUp(app, { profile: true });
    let d = (await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json();
    expect(d).toMatchObject({
      commitment_to_change: null,
      is_commitment_recent: false,
      has_done_any_weekly_checkins: false,
      faster_warning: false,
    });
    expect(d.system_alerts).toHaveLength(2);

    const form = (await request(app, u.token).get('/weekly-commitment')).json().form;
    await request(app, u.token).post('/weekly-commitment', {
      offset: OFFSET,
      answers: [{ question_id: form.questions[0].id, answer: 'Phone out of the bedroom' }],
    });
    for (const [n, category] of [
      [4, 1],
      [3, 2],
      [2, 4],
      [1, 6],
    ] as const) {
      await buildCheckIn(app, u, {
        day: addDays(today(), -n),
        zone: 'danger',
        emotionIds: [4],
        faster: [{ fast_emotion_id: category * 100 + 1, priority: 2 }],
      });
    }
    d = (await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json();
    expect(d).toMatchObject({
      commitment_to_change: 'Phone out of the bedroom',
      is_commitment_recent: true,
      has_done_any_weekly_commitment_to_change_checkins: true,
      faster_warning: true,
    });
  });

  it('notifies the user on a 7-day check-in streak', async () => {
    const u = await signUp(app, { profile: true });
    for (let n = 1; n <= 6; n++) await buildCheckIn(app, u, { day: addDays(today(), -n), zone: 'recovery' });
    await request(app, u.token).post('/checkins', valid);
    const list = (await request(app, u.token).get('/notifications')).json();
    expect(list.items[0]).toMatchObject({ title: '7-day check-in streak', meta: { type: 'check-in', streak: 7 } });
  });
});

describe('GET checkins/analytics', () => {
  it('counts top emotions, top FASTER entries (padded with N/A), zone days and daily lowest scores', async () => {
    const u = await signUp(app, { profile: true });
    const start = addDays(today(), -6);
    await buildCheckIn(app, u, {
      day: addDays(today(), -6),
      zone: 'recovery',
      emotionIds: [10, 12],
      faster: [{ fast_emotion_id: 101, priority: 2 }],
    });
    await buildCheckIn(app, u, {
      day: addDays(today(), -5),
      zone: 'danger',
      emotionIds: [3, 10],
      faster: [
        { fast_emotion_id: 301, priority: 2 },
        { fast_emotion_id: 101, priority: 1 },
      ],
    });
    await buildCheckIn(app, u, {
      day: addDays(today(), -4),
      zone: 'relapse',
      emotionIds: [14, 3, 10],
      faster: [{ fast_emotion_id: 701, priority: 2 }],
    });
    await buildCheckIn(app, u, { day: addDays(today(), -20), zone: 'relapse', emotionIds: [8], faster: null }); // outside the range
    const a = (await request(app, u.token).get(`/checkins/analytics?startDate=${start}&endDate=${today()}&offset=${OFFSET}`)).json();
    expect(a.top_emotions.map((e: { label: string; count: number }) => [e.label, e.count])).toEqual([
      ['Peaceful', 3],
      ['Anxious', 2],
      ['Motivated', 1],
    ]);
    expect(a.top_faster.map((f: { label: string }) => f.label).slice(3)).toEqual(['N/A', 'N/A']);
    expect(a.top_faster[0]).toMatchObject({ id: 101, count: 2 });
    expect(a.zone_days).toEqual({ recovery: 1, danger: 1, relapse: 1 });
    expect(a.zone_scores).toEqual([
      { date: addDays(today(), -6), score: 6.5 },
      { date: addDays(today(), -5), score: 4.5 },
      { date: addDays(today(), -4), score: 0.5 },
    ]);
    expect(a.faster_trend.map((p: { name: string }) => p.name)).toEqual(['Restoration', 'Anxiety', 'Relapse']);
  });

  it('validates the range', async () => {
    const backwards = await request(app, me.token).get(`/checkins/analytics?startDate=${today()}&endDate=${addDays(today(), -3)}`);
    expect(backwards.statusCode).toBe(422);
    const tooLong = await request(app, me.token).get(`/checkins/analytics?startDate=2020-01-01&endDate=2026-01-01`);
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('weekly questions', () => {
  it('serves the configured form and stores complete answers only', async () => {
    const u = await signUp(app, { profile: true });
    const got = (await request(app, u.token).get('/weekly-questions')).json();
    expect(got.latest).toBeNull();
    const q = got.form.questions as { id: number; is_required: boolean; question_type: string; options: { option_text: string }[] }[];
    const missing = await request(app, u.token).post('/weekly-questions', {
      offset: OFFSET,
      answers: [{ question_id: q[0]!.id, answer: 'Growth' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.answers).toEqual([t.completeForm]);
    const wrongOption = await request(app, u.token).post('/weekly-questions', {
      offset: OFFSET,
      answers: [
        { question_id: q[0]!.id, answer: 'a' },
        { question_id: q[1]!.id, answer: 'b' },
        { question_id: q[2]!.id, answer: 'Maybe' },
      ],
    });
    expect(wrongOption.statusCode).toBe(422);
    const answers = [
      { question_id: q[0]!.id, answer: 'Growth' },
      { question_id: q[1]!.id, answer: 'Friday night' },
      { question_id: q[2]!.id, answer: q[2]!.options[0]!.option_text },
    ];
    const ok = await request(app, u.token).post('/weekly-questions', { offset: OFFSET, answers });
    expect(ok.statusCode).toBe(201);
    expect((await request(app, u.token).get('/weekly-questions')).json().latest.answers).toEqual(answers);
    expect((await request(app, other.token).get('/weekly-questions')).json().latest).toBeNull();
    expect((await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json()).toMatchObject({
      has_done_any_weekly_checkins: true,
      is_weekly_checkin_recent: true,
    });
  });
});

describe('system triggers and crash reports', () => {
  it('lists triggers with their forms; unknown is 404', async () => {
    const list = (await request(app, me.token).get('/system-triggers')).json();
    // 'I need help now' is the help flow (CrisisSupport config), not a trigger.
    expect(list.map((tr: { action_name: string }) => tr.action_name)).toEqual(['Crash Report']);
    expect(list[0].form.questions).toHaveLength(3);
    expect((await request(app, me.token).get('/system-triggers/999')).statusCode).toBe(404);
  });

  it('stores a crash report and shows it only to its author', async () => {
    const trigger = (await request(app, me.token).get('/system-triggers')).json()[0];
    const [q1, q2] = trigger.form.questions;
    const bad = await request(app, me.token).post(`/system-triggers/${trigger.id}/answers`, {
      offset: OFFSET,
      questions: [{ question_id: q1.id, answer: '' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.questions).toEqual([t.completeForm]);
    const res = await request(app, me.token).post(`/system-triggers/${trigger.id}/answers`, {
      offset: OFFSET,
      questions: [
        { question_id: q1.id, answer: 'Scrolled late at night' },
        { question_id: q2.id, answer: 'At home' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      trigger_name: 'Crash report',
      reported_date: today(),
      answers: [{ question_text: 'What happened?', answer: 'Scrolled late at night' }, { answer: 'At home' }],
    });
    const mine = (
      await request(app, me.token).get(`/system-triggers/all-answers?startDate=${addDays(today(), -7)}&endDate=${today()}&offset=${OFFSET}`)
    ).json();
    expect(mine).toHaveLength(1);
    expect((await request(app, other.token).get(`/system-triggers/all-answers?offset=${OFFSET}`)).json()).toEqual([]);
  });
});

describe('an edit keeps the check-in on its day (issue 18, defects 2 and 7)', () => {
  it("a Chicago check-in made 00:30 CDT, edited in CST with a new note, stays on its day; the edit-date dialog's picked day is stored as that day", async () => {
    const u = await signUp(app, { profile: true });
    const earlier = await repo.insertCheckIn(app.db, {
      userId: u.id,
      checkinOn: new Date('2025-11-01T17:00:00Z'),
      checkinDate: '2025-11-01',
      offset: 18000,
      feelingZone: 'recovery',
      feelingNotes: 'seeded',
    });
    await repo.replaceCheckInChildren(app.db, { checkinId: earlier, userId: u.id, checkinDate: '2025-11-01' }, [10], null);
    const made = new Date('2025-11-02T05:30:00Z'); // 00:30 CDT (UTC-5) on Nov 2
    const id = await repo.insertCheckIn(app.db, {
      userId: u.id,
      checkinOn: made,
      checkinDate: '2025-11-02',
      offset: 18000,
      feelingZone: 'danger',
      feelingNotes: 'seeded',
    });
    await repo.replaceCheckInChildren(app.db, { checkinId: id, userId: u.id, checkinDate: '2025-11-02' }, [10], null);

    // Now in CST (UTC-6): the edit flow sends the stored checkin_on and today's offset.
    const edit = await request(app, u.token).put(`/checkins/${id}`, {
      ...valid,
      feeling_notes: 'A new note',
      offset: 21600,
      checkin_on: made.toISOString(),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      checkin_date: '2025-11-02',
      offset: 18000,
      checkin_on: made.toISOString(),
      feeling_notes: 'A new note',
    });

    // The dialog sends the picked day itself; a free earlier day is stored as exactly that day.
    const moved = await request(app, u.token).put(`/checkins/${id}`, { ...valid, offset: 21600, checkin_date: '2025-10-30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().checkin_date).toBe('2025-10-30');

    // Onto a past day that has a check-in: 409 that does not speak of 'today'.
    const clash = await request(app, u.token).put(`/checkins/${id}`, { ...valid, offset: 21600, checkin_date: '2025-11-01' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: t.duplicateDay, checkin_id: earlier });
    expect(clash.json().message).not.toMatch(/today/i);
    expect((await request(app, u.token).get(`/checkins/${id}`)).json().checkin_date).toBe('2025-10-30');
  });

  it('refuses a picked day after today (422) and changes nothing', async () => {
    const u = await signUp(app, { profile: true });
    const id = (await request(app, u.token).post('/checkins', valid)).json().id;
    const res = await request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_date: addDays(today(), 1) });
    expect(res.statusCode).toBe(422);
    expect((await request(app, u.token).get(`/checkins/${id}`)).json().checkin_date).toBe(today());
  });
});

describe('a missing offset is never read as UTC (issue 18, defect 3)', () => {
  it.each([null, '', undefined])('POST checkins with offset %j is 422 and writes nothing', async (offset) => {
    const u = await signUp(app, { profile: true });
    const res = await request(app, u.token).post('/checkins', { ...valid, offset });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.offset).toEqual([m.required]);
    expect(await countCheckIns(u.id)).toBe(0);
  });

  it.each([
    '/dashboard',
    '/dashboard?offset=',
    '/checkins/daily-summary',
    `/checkins/for-day?date=2026-01-01`,
    '/checkins/analytics?startDate=2026-01-01&endDate=2026-01-07',
  ])('GET %s without an offset is 422', async (url) => {
    const res = await request(app, me.token).get(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.offset).toEqual([m.required]);
  });

  it('POST calls that take an offset refuse null', async () => {
    for (const [url, body] of [
      ['/weekly-questions', { answers: [{ question_id: 1, answer: 'x' }], offset: null }],
      ['/system-triggers/1/answers', { questions: [{ question_id: 1, answer: 'x' }], offset: '' }],
    ] as const) {
      const res = await request(app, me.token).post(url, body);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors.offset).toEqual([m.required]);
    }
  });
});

describe("the spec's own payloads: a missing offset is the member's last known one (issue 35, finding 8)", () => {
  // An offset whose calendar day is not UTC's right now (west before noon UTC, east after), and one on the other side.
  const X = new Date().getUTCHours() < 12 ? 13 * 3600 : -13 * 3600;
  const day = (offset: number) => localDateOf(new Date(), offset);
  const setOverride = (u: { token: string }, body: Record<string, unknown>) => request(app, u.token).post('/purity-streak-overrides', body);
  const kept = async (userId: number) =>
    (await selectRows<{ offset: number }>(app.db, sql`select "offset" from member_offsets where user_id = ${userId}`)).map((r) =>
      Number(r.offset),
    );

  it('POST purity-streak-overrides with only {date} and GET with no query answer 200 at the offset of the latest check-in; a sent offset wins', async () => {
    const u = await signUp(app, { profile: true });
    expect((await request(app, u.token).post('/checkins', { ...valid, offset: X })).statusCode).toBe(201);
    expect(await kept(u.id)).toEqual([X]);
    const date = addDays(day(X), -10);
    const bare = await setOverride(u, { date });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ override_date: date, purity_streak: 10 });
    expect((await setOverride(u, { date, offset: X })).json()).toEqual(bare.json());
    // Explicit offsets still win: the other side of the date line is two days further on or back.
    expect(day(-X)).not.toBe(day(X));
    expect((await setOverride(u, { date, offset: -X })).json().purity_streak).toBe(daysBetween(date, day(-X)));
    const read = await request(app, u.token).get('/purity-streak-overrides');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ override_date: date, purity_streak: 10 });
    // The member's day, not UTC's: their today is refused as 'yesterday or earlier'.
    const todayThere = await setOverride(u, { date: day(X) });
    expect(todayThere.statusCode).toBe(422);
    expect(todayThere.json().errors.date).toEqual([t.purityDateTooLate]);
  });

  it('the last offset sent is the one: a later dashboard call, then a crash report, each moves it', async () => {
    const u = await signUp(app, { profile: true });
    await request(app, u.token).post('/checkins', { ...valid, offset: X });
    expect((await request(app, u.token).get(`/dashboard?offset=${-X}`)).statusCode).toBe(200);
    expect(await kept(u.id)).toEqual([-X]);
    const date = addDays(day(-X), -5);
    expect((await setOverride(u, { date })).json()).toEqual({ override_date: date, purity_streak: 5 });
    const trigger = (await request(app, u.token).get('/system-triggers')).json()[0];
    const [q1, q2] = trigger.form.questions;
    const answers = [
      { question_id: q1.id, answer: 'Late night' },
      { question_id: q2.id, answer: 'At home' },
    ];
    expect((await request(app, u.token).post(`/system-triggers/${trigger.id}/answers`, { offset: X, questions: answers })).statusCode).toBe(
      201,
    );
    expect(await kept(u.id)).toEqual([X]);
    expect((await request(app, u.token).get('/purity-streak-overrides')).json().purity_streak).toBe(daysBetween(date, day(X)));
  });

  it("with no records, the profile's time zone gives the offset (its offset now, daylight saving included)", async () => {
    const u = await signUp(app, { profile: true });
    // A zone whose day is not UTC's right now.
    const zone = new Date().getUTCHours() < 10 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';
    await selectRows(
      app.db,
      sql`update profiles set timezone_id = (select id from timezones where name = ${zone}) where user_id = ${u.id}`,
    );
    const zoneOffset = offsetInTimeZone(zone, new Date())!;
    expect(day(zoneOffset)).not.toBe(day(0));
    expect(await kept(u.id)).toEqual([]);
    const date = addDays(day(zoneOffset), -4);
    const bare = await setOverride(u, { date });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ override_date: date, purity_streak: 4 });
    expect(bare.json()).toEqual((await setOverride(u, { date, offset: zoneOffset })).json());
    expect(bare.json()).not.toEqual((await setOverride(u, { date, offset: 0 })).json());
  });

  it('with nothing known at all (no records, no dashboard call, no profile time zone), the day is UTC', async () => {
    const u = await signUp(app, { profile: true });
    await selectRows(app.db, sql`update profiles set timezone_id = null where user_id = ${u.id}`);
    const date = addDays(day(0), -6);
    const bare = await setOverride(u, { date });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual({ override_date: date, purity_streak: 6 });
    expect(await kept(u.id)).toEqual([]);
  });

  it('GET system-triggers/all-answers with no query answers 200 with my crash reports only (stored days: no offset needed); a bad offset is still 422', async () => {
    const u = await signUp(app, { profile: true });
    const trigger = (await request(app, u.token).get('/system-triggers')).json()[0];
    const [q1, q2] = trigger.form.questions;
    const answers = [
      { question_id: q1.id, answer: 'Alone at night' },
      { question_id: q2.id, answer: 'At home' },
    ];
    expect((await request(app, u.token).post(`/system-triggers/${trigger.id}/answers`, { offset: X, questions: answers })).statusCode).toBe(
      201,
    );
    const mine = await request(app, u.token).get('/system-triggers/all-answers');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((a: { user_id: number; reported_date: string }) => [a.user_id, a.reported_date])).toEqual([[u.id, day(X)]]);
    expect((await request(app, other.token).get('/system-triggers/all-answers')).json()).toEqual([]);
    expect((await request(app, u.token).get(`/system-triggers/all-answers?offset=${X}`)).json()).toEqual(mine.json());
    const bad = await request(app, u.token).get('/system-triggers/all-answers?offset=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.offset).toEqual([m.notNumber]);
  });
});

describe('daily check-in answers fit the DailyCheckinForm (issue 18, defect 4)', () => {
  it('refuses answers to another form, unknown ids and missing required answers; stores fitting ones', async () => {
    const u = await signUp(app, { profile: true });
    const crashForm = (await request(app, u.token).get('/system-triggers')).json()[0].form;
    const foreign = await request(app, u.token).post('/checkins', {
      ...valid,
      questions: [{ question_id: crashForm.questions[0].id, answer: 'x' }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.questions).toEqual([t.completeForm]);
    const unknown = await request(app, u.token).post('/checkins', { ...valid, questions: [{ question_id: 99999, answer: 'x' }] });
    expect(unknown.statusCode).toBe(422);
    expect(await countCheckIns(u.id)).toBe(0);

    // An admin points the daily form at one with a required question (the commitment form).
    const setDailyForm = (key: string) =>
      app.db.execute(sql`update system_configs set config = ${JSON.stringify({ form_key: key })}::jsonb where type = 'DailyCheckinForm'`);
    await setDailyForm('commitment-to-change');
    try {
      const [required, optional] = (await loadDynamicForm(app.db, { key: 'commitment-to-change' }))!.questions;
      const missing = await request(app, u.token).post('/checkins', {
        ...valid,
        questions: [{ question_id: optional!.id, answer: 'My partner' }],
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.questions).toEqual([t.completeForm]);
      expect((await request(app, u.token).post('/checkins', valid)).statusCode).toBe(422);
      expect(await countCheckIns(u.id)).toBe(0);
      const answers = [{ question_id: required!.id, answer: 'Phone out of the bedroom' }];
      const ok = await request(app, u.token).post('/checkins', { ...valid, questions: answers });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().questions).toEqual(answers);
    } finally {
      await setDailyForm('daily-checkin');
    }
  });

  it('answers fitting the form this server read earlier are refused once the form changed (as another server copy would change it)', async () => {
    const setDailyForm = (key: string) =>
      app.db.execute(sql`update system_configs set config = ${JSON.stringify({ form_key: key })}::jsonb where type = 'DailyCheckinForm'`);
    const first = await signUp(app, { profile: true });
    expect((await request(app, first.token).post('/checkins', valid)).statusCode).toBe(201);
    // Straight in the database, not through this app: its copy of the form is now out of date.
    await setDailyForm('commitment-to-change');
    try {
      const second = await signUp(app, { profile: true });
      const stale = await request(app, second.token).post('/checkins', valid);
      expect(stale.statusCode).toBe(422);
      expect(stale.json().errors.questions).toEqual([t.completeForm]);
      expect(await countCheckIns(second.id)).toBe(0);
      const [required] = (await loadDynamicForm(app.db, { key: 'commitment-to-change' }))!.questions;
      expect(
        (
          await request(app, second.token).post('/checkins', {
            ...valid,
            questions: [{ question_id: required!.id, answer: 'Walk after dinner' }],
          })
        ).statusCode,
      ).toBe(201);
      // And back: answers to the commitment form no longer fit, an empty form's answers do.
      await setDailyForm('daily-checkin');
      const third = await signUp(app, { profile: true });
      expect(
        (await request(app, third.token).post('/checkins', { ...valid, questions: [{ question_id: required!.id, answer: 'x' }] }))
          .statusCode,
      ).toBe(422);
      expect((await request(app, third.token).post('/checkins', valid)).statusCode).toBe(201);
    } finally {
      await setDailyForm('daily-checkin');
    }
  });
});

describe('the FASTER warning looks at recent days only (issue 18, defect 6)', () => {
  it('four slides 200 days ago raise no warning; the same slide in the last week does', async () => {
    const u = await signUp(app, { profile: true });
    for (const [n, category] of [
      [203, 1],
      [202, 2],
      [201, 4],
      [200, 6],
    ] as const) {
      await buildCheckIn(app, u, {
        day: addDays(today(), -n),
        zone: 'danger',
        emotionIds: [4],
        faster: [{ fast_emotion_id: category * 100 + 1, priority: 2 }],
      });
    }
    expect((await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json().faster_warning).toBe(false);
    for (const [n, category] of [
      [6, 1],
      [4, 2],
      [2, 4],
      [0, 6],
    ] as const) {
      await buildCheckIn(app, u, {
        day: addDays(today(), -n),
        zone: 'danger',
        emotionIds: [4],
        faster: [{ fast_emotion_id: category * 100 + 1, priority: 2 }],
      });
    }
    expect((await request(app, u.token).get(`/dashboard?offset=${OFFSET}`)).json().faster_warning).toBe(true);
  });
});

describe('messages are the spec texts or plain sentences (issue 18, defect 7)', () => {
  it("a missing note says 'Please write what you are feeling'", async () => {
    for (const feeling_notes of [undefined, null, '']) {
      const res = await request(app, me.token).post('/checkins', { ...valid, feeling_notes });
      expect(res.json().errors.feeling_notes).toEqual([t.writeFeeling]);
    }
  });

  it.each([
    ['/checkins?page=0', 'page', m.minValue(1)],
    ['/checkins?perPage=1000', 'perPage', m.maxValue(100)],
    ['/checkins?page=abc', 'page', m.notNumber],
    ['/checkins?orderDir=up', 'orderDir', m.invalid],
    ['/checkins?startDate=yesterday', 'startDate', m.notDate],
    ['/checkins/1.5', 'id', m.wholeNumber],
  ])('GET %s answers %s: %s', async (url, field, message) => {
    const res = await request(app, me.token).get(url);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('never answers with the validation library wording', async () => {
    const u = await signUp(app, { profile: true });
    const id = (await request(app, u.token).post('/checkins', valid)).json().id;
    const answers = await Promise.all([
      request(app, me.token).get('/checkins?page=0&perPage=-1&orderBy=x'),
      request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_on: 'not a date' }),
      request(app, u.token).post('/checkins', {
        ...valid,
        fast_scale_answers: [{ fast_emotion_id: 'x', priority: 1 }],
        checkin_emotions: ['a'],
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(422);
      expect(res.body).not.toMatch(/Too small|Too big|Invalid input|Invalid ISO|expected/);
    }
  });
});

describe('dates lie between 1900 and tomorrow (issue 18, defect 8)', () => {
  it('refuses checkin_on in year 50 and days before 1900 or after tomorrow; nothing changes', async () => {
    const u = await signUp(app, { profile: true });
    const id = (await request(app, u.token).post('/checkins', valid)).json().id;
    const old = await request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_on: '0050-03-01T12:00:00Z' });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.checkin_on).toEqual([m.dateOutOfRange]);
    const picked = await request(app, u.token).put(`/checkins/${id}`, { ...valid, checkin_date: '0050-03-01' });
    expect(picked.json().errors.checkin_date).toEqual([m.dateOutOfRange]);
    expect((await request(app, u.token).get(`/checkins/${id}`)).json().checkin_date).toBe(today());
    expect((await request(app, u.token).get(`/checkins/for-day?date=1899-12-31&offset=${OFFSET}`)).statusCode).toBe(422);
    expect((await request(app, u.token).post('/purity-streak-overrides', { date: '0050-03-01', offset: OFFSET })).statusCode).toBe(422);
    expect((await request(app, u.token).get(`/checkins/for-day?date=${addDays(today(), 3)}&offset=${OFFSET}`)).statusCode).toBe(422);
  });
});
