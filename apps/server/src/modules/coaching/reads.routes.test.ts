import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@holdfast/shared/check-ins';
import {
  coachCheckInsSchema,
  coachClientListSchema,
  coachCoursesSchema,
  coachingTexts as t,
  coachLatestCheckInsSchema,
  coachLatestTriggersSchema,
  coachReadsTexts as rt,
  coachStreaksSchema,
  coachTriggersSchema,
  ownLatestTriggerSchema,
  type CoachClient,
} from '@holdfast/shared/coaching';
import { selectRows } from '../../platform/db/client';
import { upsertSubmission } from './habits.repository';
import { coachReadsFixture, type FixtureClient, type FixtureCoach } from '../../test/coach-reads-fixture';
import { buildCheckIn, buildCourse, buildCrashReport, buildTodaysCheckIn, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

let app: TestApp;
let fx: ReturnType<typeof coachReadsFixture>;
beforeAll(async () => {
  app = await createTestApp();
  fx = coachReadsFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const today = () => new Date().toISOString().slice(0, 10);
const range = () => `startDate=${addDays(today(), -30)}&endDate=${today()}`;
const accessRows = (viewer: TestUser) =>
  selectRows<{ owner_id: number; kind: string; via: string }>(
    app.db,
    sql`select owner_id, kind, via from access_log where viewer_id = ${viewer.id} order by id`,
  );

/** Every coach read of all clients, and of one client row. */
const allReads = () => [
  '/coach/users',
  '/coach/users?order=need',
  `/coach/users/check-ins?${range()}`,
  '/coach/users/check-ins/latest',
  `/coach/users/system-triggers?${range()}`,
  '/coach/users/system-triggers/latest',
  '/coach/users/courses',
  '/coach/users/streaks',
];
const oneReads = (id: number) => [
  `/coach/users/${id}/courses`,
  `/coach/users/${id}/check-ins?${range()}`,
  `/coach/users/${id}/system-triggers?${range()}`,
];

/** A coach with a client who shares everything and has a check-in, a crash report and a course. */
async function cast() {
  const coach = await fx.coach();
  const client = await fx.client(coach);
  await buildTodaysCheckIn(app, client);
  await buildCrashReport(app, client);
  await buildCourse(app, client);
  return { coach, client };
}

describe('coach reads: sign-in and who may read', () => {
  it.each([
    ['GET', '/coach/users'],
    ['GET', '/coach/users/check-ins?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/coach/users/check-ins/latest'],
    ['GET', '/coach/users/system-triggers?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/coach/users/system-triggers/latest'],
    ['GET', '/coach/users/courses'],
    ['GET', '/coach/users/streaks'],
    ['GET', '/coach/users/1/courses'],
    ['GET', '/coach/users/1/check-ins?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/coach/users/1/system-triggers?startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/coach/client/system-triggers/latest'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('a member who is not a coach gets 403 before any input is read (no dates still 403); nothing is logged', async () => {
    const { client } = await cast();
    const member = await buildUser(app);
    for (const u of [member, client]) {
      for (const url of [
        ...allReads(),
        ...oneReads(client.coachUserId),
        '/coach/users/check-ins',
        `/coach/users/${client.coachUserId}/check-ins`,
      ])
        expect((await api(u).get(url)).statusCode, url).toBe(403);
      expect(await accessRows(u)).toEqual([]);
    }
  });

  it('a coach whose subscription is past_due, unpaid or canceled, or whose billing is incomplete, gets 403 with the reason and logs nothing', async () => {
    const { coach, client } = await cast();
    for (const status of ['past_due', 'unpaid', 'canceled'] as const) {
      await fx.setSubscription(coach, status);
      for (const url of [...allReads(), ...oneReads(client.coachUserId)]) {
        const res = await api(coach).get(url);
        expect([res.statusCode, res.json().message], `${status} ${url}`).toEqual([403, t.subscriptionInactive]);
      }
    }
    await fx.setSubscription(coach, 'trialing');
    expect((await api(coach).get('/coach/users')).statusCode).toBe(200);
    const unbilled = await fx.coach({ billing: false });
    const res = await api(unbilled).get('/coach/users');
    expect([res.statusCode, res.json().message]).toEqual([403, t.billingIncomplete]);
    const pending = await fx.coach({ status: 'pending' });
    expect((await api(pending).get('/coach/users')).json().message).toBe(t.notACoach);
    expect((await accessRows(unbilled)).length + (await accessRows(pending)).length).toBe(0);
  });

  it("another coach's client, a pending client and a rejected one are 404, unchanged and unlogged", async () => {
    const { client } = await cast();
    const other = await fx.coach();
    const mine = await fx.coach();
    const pending = await fx.client(mine, { status: 'pending' });
    const rejected = await fx.client(mine, { status: 'rejected' });
    for (const url of oneReads(client.coachUserId)) {
      const res = await api(other).get(url);
      expect([res.statusCode, res.json().message], url).toEqual([404, t.coachUserNotFound]);
    }
    for (const row of [pending, rejected])
      for (const url of oneReads(row.coachUserId)) expect((await api(mine).get(url)).statusCode, url).toBe(404);
    // The other coach's lists never hold a client who is not theirs.
    for (const url of allReads()) expect(JSON.stringify((await api(other).get(url)).json()), url).not.toContain(client.username);
    expect(await accessRows(other)).toEqual([]);
    expect(await accessRows(mine)).toEqual([]);
  });

  it('validation: the calendars need both dates, in order, at most 93 days apart', async () => {
    const { coach, client } = await cast();
    for (const base of ['/coach/users', `/coach/users/${client.coachUserId}`]) {
      expect((await api(coach).get(`${base}/check-ins`)).statusCode).toBe(422);
      expect((await api(coach).get(`${base}/system-triggers?startDate=2026-11-30&endDate=2026-11-01`)).statusCode).toBe(422);
      const long = await api(coach).get(`${base}/check-ins?startDate=2026-01-01&endDate=2026-06-30`);
      expect([long.statusCode, long.json().errors.endDate]).toEqual([422, ['The range may cover at most 93 days']]);
    }
    expect((await api(coach).get('/coach/users?order=loudest')).statusCode).toBe(422);
  });
});

describe('coach reads: what the coach sees', () => {
  it('the client list: accepted first (with their data), then pending and rejected with only the address', async () => {
    const { coach, client } = await cast();
    const pendingMember = await fx.client(coach, { status: 'pending' });
    const rejected = await fx.client(coach, { status: 'rejected' });
    const inviteeId = await fx.invitee(coach, 'someone.new@example.com');
    const res = await api(coach).get('/coach/users');
    expect(res.statusCode).toBe(200);
    const rows = coachClientListSchema.parse(res.json());
    // The route writes its answer with JSON.stringify: nothing outside the contract.
    expect(rows).toEqual(res.json());
    expect(rows.map((r) => [r.id, r.request_status])).toEqual([
      [client.coachUserId, 'accepted'],
      [pendingMember.coachUserId, 'pending'],
      [inviteeId, 'pending'],
      [rejected.coachUserId, 'rejected'],
    ]);
    const [accepted, pending, address, refused] = rows as [CoachClient, CoachClient, CoachClient, CoachClient];
    expect(accepted).toMatchObject({
      coach_id: coach.coachId,
      user_id: client.id,
      user: { id: client.id, username: client.username, display_name: 'Sam Rivers', email: client.email },
      sharing: { check_ins: true, crash_reports: true, faster: true, streaks: true },
      latest_checkin: { offset: 0 },
      latest_triggers: { system_trigger_action_id: expect.any(Number) },
      streaks: { checkin_streak: 1, coach_user_id: client.coachUserId },
      unread_count: 0,
      habit_metric_calculation: null,
      needs: ['recent_crash'],
    });
    expect(accepted.user_courses.length).toBeGreaterThan(0);
    expect(accepted.user_courses[0]).toMatchObject({ percent: 0, title: expect.any(String) });
    // No name, no account id before acceptance: the address typed, whether or not an account holds it.
    for (const row of [pending, address, refused]) {
      expect(row).toMatchObject({
        user_id: null,
        user: { id: null, username: null, profile_icon: null },
        sharing: null,
        latest_checkin: null,
        latest_triggers: null,
        user_courses: [],
        habit_metric_calculation: null,
        streaks: null,
        needs: [],
      });
    }
    expect(pending.user.display_name).toBe(pendingMember.email);
    expect(address.user.display_name).toBe('someone.new@example.com');
    // Their profile names (every test member is 'Sam Rivers') show only once they accept.
    expect(JSON.stringify([pending, refused])).not.toContain('Sam Rivers');
    expect(refused.user.display_name).toBe(rejected.email);
  });

  it('the calendars, latest records, courses and streaks of the clients; each parses with the contract', async () => {
    const { coach, client } = await cast();
    const get = async (url: string) => {
      const res = await api(coach).get(url);
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const checkIns = coachCheckInsSchema.parse(await get(`/coach/users/check-ins?${range()}`));
    expect(checkIns.people).toEqual([
      expect.objectContaining({ id: client.id, coach_user_id: client.coachUserId, shares: expect.any(Object) }),
    ]);
    expect(checkIns.events).toEqual([
      expect.objectContaining({
        kind: 'check_in',
        owner_id: client.id,
        feeling_zone: 'danger',
        check_in: expect.objectContaining({ fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }] }),
      }),
    ]);
    const triggers = coachTriggersSchema.parse(await get(`/coach/users/system-triggers?${range()}`));
    expect(triggers.events).toEqual([
      expect.objectContaining({
        kind: 'crash_report',
        owner_id: client.id,
        crash_report: expect.objectContaining({
          answers: expect.arrayContaining([expect.objectContaining({ answer: 'It happened late at night' })]),
        }),
      }),
    ]);
    const mine = coachCheckInsSchema.parse(await get(`/coach/users/${client.coachUserId}/check-ins?${range()}`));
    expect(mine.events.map((e) => e.id)).toEqual(checkIns.events.map((e) => e.id));
    const myTriggers = coachTriggersSchema.parse(await get(`/coach/users/${client.coachUserId}/system-triggers?${range()}`));
    expect(myTriggers.events.map((e) => e.id)).toEqual(triggers.events.map((e) => e.id));

    const latest = coachLatestCheckInsSchema.parse(await get('/coach/users/check-ins/latest'));
    expect(latest).toEqual([
      expect.objectContaining({
        coach_user_id: client.coachUserId,
        user_id: client.id,
        latest_checkin: expect.objectContaining({ feeling_zone: 'danger' }),
      }),
    ]);
    const latestTriggers = coachLatestTriggersSchema.parse(await get('/coach/users/system-triggers/latest'));
    expect(latestTriggers).toEqual([
      expect.objectContaining({
        coach_user_id: client.coachUserId,
        latest_trigger: expect.objectContaining({ id: triggers.events[0]!.crash_report.id }),
      }),
    ]);
    const courses = coachCoursesSchema.parse(await get('/coach/users/courses'));
    expect(courses[0]!.courses[0]).toMatchObject({ percent: 0, completed_items: 0 });
    expect(await get(`/coach/users/${client.coachUserId}/courses`)).toEqual(courses[0]);
    const streaks = coachStreaksSchema.parse(await get('/coach/users/streaks'));
    expect(streaks).toEqual([expect.objectContaining({ coach_user_id: client.coachUserId, checkin_streak: 1 })]);
    // Two more days before today: the streak is three, here and in the client list.
    for (const back of [1, 2]) await buildCheckIn(app, client, { day: addDays(today(), -back), offset: 0 });
    expect((await get('/coach/users/streaks'))[0].checkin_streak).toBe(3);
    expect((await get('/coach/users'))[0].streaks.checkin_streak).toBe(3);
  });

  it("every read writes the client's access log via 'coach', which the client sees in GET users/access-log", async () => {
    const { coach, client } = await cast();
    for (const url of [...allReads(), ...oneReads(client.coachUserId), '/coach/habit-metrics/calculations']) {
      expect((await api(coach).get(url)).statusCode, url).toBe(200);
    }
    const logged = await accessRows(coach);
    expect(new Set(logged.map((r) => r.owner_id))).toEqual(new Set([client.id]));
    expect(new Set(logged.map((r) => r.via))).toEqual(new Set(['coach']));
    expect(new Set(logged.map((r) => r.kind))).toEqual(
      new Set(['check_ins', 'crash_reports', 'streaks', 'course_progress', 'habit_results']),
    );
    const theirs = (await api(client).get('/users/access-log')).json();
    const fromCoach = theirs.items.filter((e: { viewer: { id: number }; via: string }) => e.viewer.id === coach.id);
    expect(fromCoach.length).toBeGreaterThan(0);
    expect(new Set(fromCoach.map((e: { via: string }) => e.via))).toEqual(new Set(['coach']));
    // The lists log one line a day per kind however often they are read (the page refreshes every 15 minutes).
    const before = (await accessRows(coach)).length;
    await api(coach).get('/coach/users');
    await api(coach).get('/coach/users/courses');
    expect((await accessRows(coach)).length).toBe(before);
  });

  it('a kind the client switched off is absent from the lists, and a read of that kind of theirs is 403 with a clear message', async () => {
    const { coach, client } = await cast();
    const open = await fx.client(coach);
    await buildTodaysCheckIn(app, open);
    await fx.setSharing(client, { check_ins: false, crash_reports: false, streaks: false });
    const ids = async (url: string) => {
      const body = (await api(coach).get(url)).json();
      const list = Array.isArray(body)
        ? body
        : [...body.people, ...body.events.map((e: { owner_id: number }) => ({ user_id: e.owner_id }))];
      return new Set(list.map((i: { user_id?: number; id?: number }) => i.user_id ?? i.id));
    };
    for (const url of [
      `/coach/users/check-ins?${range()}`,
      '/coach/users/check-ins/latest',
      `/coach/users/system-triggers?${range()}`,
      '/coach/users/system-triggers/latest',
      '/coach/users/streaks',
    ])
      expect(await ids(url), url).not.toContain(client.id);
    const checkIns = await api(coach).get(`/coach/users/${client.coachUserId}/check-ins?${range()}`);
    expect([checkIns.statusCode, checkIns.json().message]).toEqual([403, rt.notShared.check_ins]);
    const triggers = await api(coach).get(`/coach/users/${client.coachUserId}/system-triggers?${range()}`);
    expect([triggers.statusCode, triggers.json().message]).toEqual([403, rt.notShared.crash_reports]);
    // Course progress and habit results come with the link.
    expect((await api(coach).get(`/coach/users/${client.coachUserId}/courses`)).statusCode).toBe(200);
    // The client list keeps the row, without the switched-off kinds, and says what the client shares.
    const row = ((await api(coach).get('/coach/users')).json() as CoachClient[]).find((r) => r.id === client.coachUserId)!;
    expect(row).toMatchObject({
      sharing: { check_ins: false, crash_reports: false, faster: false, streaks: false },
      latest_checkin: null,
      latest_triggers: null,
      streaks: null,
      needs: [],
    });
    expect(row.user_courses.length).toBeGreaterThan(0);
    // Nothing of the switched-off kinds was logged for them.
    const kinds = (await accessRows(coach)).filter((r) => r.owner_id === client.id).map((r) => r.kind);
    expect(kinds.filter((k) => ['check_ins', 'crash_reports', 'streaks'].includes(k))).toEqual([]);
    // FASTER alone off: the check-ins come without their FASTER answers.
    await fx.setSharing(client, { check_ins: true, faster: false });
    const events = (await api(coach).get(`/coach/users/${client.coachUserId}/check-ins?${range()}`)).json().events;
    expect(events[0].check_in.fast_scale_answers).toBeNull();
  });

  it('a client reads only their own latest crash report, never another client’s, and only while the centre is open', async () => {
    const { coach, client } = await cast();
    const other = await fx.client(coach);
    const res = await api(client).get('/coach/client/system-triggers/latest');
    expect(res.statusCode).toBe(200);
    expect(ownLatestTriggerSchema.parse(res.json()).latest_trigger).toMatchObject({ user_id: client.id });
    const theirs = await api(other).get('/coach/client/system-triggers/latest');
    expect(theirs.json()).toEqual({ latest_trigger: null });
    const report = await buildCrashReport(app, other, 'Another night');
    expect((await api(other).get('/coach/client/system-triggers/latest')).json().latest_trigger.id).toBe(report.id);
    expect((await api(client).get('/coach/client/system-triggers/latest')).json().latest_trigger.user_id).toBe(client.id);
    // A member without a coach: 404; a client whose coach's payment failed: 'Coaching center disabled'.
    expect((await api(await buildUser(app)).get('/coach/client/system-triggers/latest')).statusCode).toBe(404);
    await fx.setSubscription(coach, 'past_due');
    const closed = await api(client).get('/coach/client/system-triggers/latest');
    expect([closed.statusCode, closed.json().message]).toEqual([403, t.coachingDisabledText]);
    // Their own data: nothing logged.
    expect(await accessRows(client)).toEqual([]);
  });
});

describe('the client list ranked by need', () => {
  const fasterByCategory = async () =>
    selectRows<{ id: number; category_id: number }>(
      app.db,
      sql`select distinct on (category_id) id, category_id from faster_emotions order by category_id, id`,
    );
  /** Habit submissions on these days back from today (UTC), each `value` out of 15, written as the tracker writes them (their kept scores). */
  const habitDays = async (client: FixtureClient, days: { back: number; value: number }[]) => {
    for (const d of days)
      await upsertSubmission(app.db, {
        userId: client.id,
        formId: 1,
        day: addDays(today(), -d.back),
        offset: 0,
        value: d.value,
        total: 15,
        totalQuestions: 5,
      });
  };

  it('orders the accepted clients by the triage rule and a falling habit score, each saying why; the rest after them', async () => {
    const coach: FixtureCoach = await fx.coach();
    const fine = await fx.client(coach);
    const habit = await fx.client(coach);
    const silent = await fx.client(coach);
    const faster = await fx.client(coach);
    const crash = await fx.client(coach);
    const sos = await fx.client(coach);
    const pending = await fx.client(coach, { status: 'pending' });
    for (const u of [fine, habit, crash, sos]) await buildTodaysCheckIn(app, u, { fast_scale_answers: [] });
    await buildCrashReport(app, crash);
    await selectRows(app.db, sql`insert into sos_alerts (user_id, level, status) values (${sos.id}, 'call', 'open')`);
    const memberToday = new Date(Date.now() - 18000 * 1000).toISOString().slice(0, 10);
    const cats = await fasterByCategory();
    for (let i = 0; i < 4; i += 1)
      await buildCheckIn(app, faster, {
        day: addDays(memberToday, i - 3),
        zone: 'danger',
        faster: [{ fast_emotion_id: cats[i + 1]!.id, priority: 1 }],
      });
    await buildCheckIn(app, silent, { day: addDays(memberToday, -5) });
    // Kept the tracker every day for two months, then stopped ten days ago: the score falls.
    await habitDays(
      habit,
      Array.from({ length: 60 }, (_, i) => ({ back: 10 + i, value: 15 })),
    );
    // The fine client keeps it still.
    await habitDays(
      fine,
      Array.from({ length: 30 }, (_, i) => ({ back: i, value: 12 })),
    );

    const byStatus = (await api(coach).get('/coach/users')).json() as CoachClient[];
    expect(byStatus.map((r) => r.id)).toEqual([fine, habit, silent, faster, crash, sos, pending].map((c) => c.coachUserId));

    const res = await api(coach).get('/coach/users?order=need');
    expect(res.statusCode).toBe(200);
    const ranked = coachClientListSchema.parse(res.json());
    expect(ranked.map((r) => [r.id, r.needs])).toEqual([
      [sos.coachUserId, ['open_sos']],
      [crash.coachUserId, ['recent_crash']],
      [faster.coachUserId, ['faster_warning']],
      [silent.coachUserId, ['no_check_in']],
      [habit.coachUserId, ['habit_falling']],
      [fine.coachUserId, []],
      [pending.coachUserId, []],
    ]);
    expect(ranked.find((r) => r.id === habit.coachUserId)!.habit_metric_calculation).toMatchObject({
      value: 15,
      total: 15,
      total_questions: 5,
      average: 3,
      trend: 'declining',
    });
    const kept = ranked.find((r) => r.id === fine.coachUserId)!.habit_metric_calculation!;
    expect(kept).toMatchObject({ value: 12, average: 2.4, score: 80, trend: 'stable', submitted_on: today() });
    // A client who switches check-ins off drops out of the check-in reasons.
    await fx.setSharing(silent, { check_ins: false });
    const again = (await api(coach).get('/coach/users?order=need')).json() as CoachClient[];
    expect(again.find((r) => r.id === silent.coachUserId)!.needs).toEqual([]);
  });
});
