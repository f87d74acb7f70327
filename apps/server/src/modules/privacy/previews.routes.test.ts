import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachPreviewSchema } from '@holdfast/shared/coaching';
import { addDays } from '@holdfast/shared/check-ins';
import { groupPreviewSchema, privacyTexts as t } from '@holdfast/shared/privacy';
import { selectRows } from '../../platform/db/client';
import { coachReadsFixture } from '../../test/coach-reads-fixture';
import {
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildPartnership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

/**
 * The privacy centre's group and coach previews: each is what that viewer's own route answers about
 * me, made by the owning area's own code for consent's grant (so it follows a switch), logs nothing,
 * and carries nothing of the viewer.
 */
let app: TestApp;
let fx: ReturnType<typeof coachReadsFixture>;
beforeAll(async () => {
  app = await createTestApp();
  fx = coachReadsFixture(app);
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const today = new Date().toISOString().slice(0, 10);
const range = `startDate=${addDays(today, -20)}&endDate=${addDays(today, 1)}`;
const accessRows = async (userId: number) =>
  selectRows<{ id: number }>(app.db, sql`select id from access_log where owner_id = ${userId} or viewer_id = ${userId}`);
/** A person's signed avatar link is signed for whoever reads it; the tests' members have none. */
const noViewerIn = (body: string, viewer: TestUser) => {
  expect(body).not.toContain(viewer.email);
  expect(body).not.toContain(viewer.username);
};

describe('without a token, or for a stranger', () => {
  it.each([
    ['GET', '/users/privacy/audience/1/groups/1/preview'],
    ['GET', `/users/privacy/audience/1/coaches/1/preview?${range}`],
  ] as const)('%s %s answers 401', async (method, url) => {
    expect((await api(null).send(method, url)).statusCode).toBe(401);
  });

  it('a stranger, a guessed id, my own id or another member’s link is 404 and says nothing of them', async () => {
    const [me, leader, stranger, other] = await Promise.all([buildUser(app), buildUser(app), buildUser(app), buildUser(app)]);
    const group = await buildGroup(app, leader, 'Thursday Group');
    await buildMembership(app, group.id, leader, other, { share: true });
    const coach = await fx.coach();
    const client = await fx.client(coach, { user: other });
    for (const url of [
      // The leader sees `other` in that group, not me.
      `/users/privacy/audience/${leader.id}/groups/${group.id}/preview`,
      `/users/privacy/audience/${stranger.id}/groups/${group.id}/preview`,
      `/users/privacy/audience/${me.id}/groups/${group.id}/preview`,
      `/users/privacy/audience/${leader.id}/groups/999999/preview`,
      `/users/privacy/audience/${coach.id}/coaches/${client.coachUserId}/preview?${range}`,
      `/users/privacy/audience/${stranger.id}/coaches/${client.coachUserId}/preview?${range}`,
    ]) {
      const res = await api(me).get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(t.previewNotFound);
      noViewerIn(res.body, other);
    }
    // The ids are checked as ids (no 500).
    expect((await api(me).get(`/users/privacy/audience/x/groups/0/preview`)).statusCode).toBe(422);
    expect((await api(me).get(`/users/privacy/audience/${coach.id}/coaches/${client.coachUserId}/preview`)).statusCode).toBe(422);
  });
});

describe('GET users/privacy/audience/{viewerId}/groups/{id}/preview', () => {
  it('is my row of the leader’s own Member Progress, logs nothing, and goes when I stop sharing', async () => {
    const [me, leader, fellow] = await Promise.all([buildUser(app), buildUser(app), buildUser(app)]);
    const group = await buildGroup(app, leader, 'Tuesday Men');
    const memberId = await buildMembership(app, group.id, leader, me, { share: true });
    await buildMembership(app, group.id, leader, fellow, { share: true });
    await buildTodaysCheckIn(app, me, { feeling_notes: 'Went to the meeting' });
    await buildCrashReport(app, me);
    // The leader's own data (and a fellow member's) must not appear in my preview.
    await buildTodaysCheckIn(app, leader, { feeling_notes: 'Leader notes of their own' });
    await buildTodaysCheckIn(app, fellow, { feeling_notes: 'Fellow notes' });
    const before = (await accessRows(me.id)).length;

    const res = await api(me).get(`/users/privacy/audience/${leader.id}/groups/${group.id}/preview`);
    expect(res.statusCode).toBe(200);
    const preview = groupPreviewSchema.parse(res.json());
    expect(preview.progress).toMatchObject({
      member_id: memberId,
      user_id: me.id,
      last_checkin: { feeling_notes: 'Went to the meeting' },
      crash_reports_30d: 1,
      checkin_streak: 1,
    });
    noViewerIn(res.body, leader);
    expect(res.body).not.toContain('Fellow notes');
    expect(res.body).not.toContain('Leader notes');
    // Asking wrote no access-log row, about me or by me.
    expect((await accessRows(me.id)).length).toBe(before);

    // The leader's own screen answers the same row.
    const theirs = await api(leader).get(`/groups/${group.id}/progress`);
    expect(theirs.statusCode).toBe(200);
    const mine = (theirs.json().items as { user_id: number }[]).find((i) => i.user_id === me.id);
    expect(preview.progress).toEqual(mine);

    // I turn sharing off: the leader sees nothing of me there, and the preview says so.
    expect((await api(me).put(`/groups/${group.id}/members/${memberId}`, { share_data: false })).statusCode).toBe(200);
    expect((await api(leader).get(`/groups/${group.id}/progress`)).json().items.map((i: { user_id: number }) => i.user_id)).not.toContain(
      me.id,
    );
    expect((await api(me).get(`/users/privacy/audience/${leader.id}/groups/${group.id}/preview`)).statusCode).toBe(404);
  });

  it('a co-leader is answered the same row; a partner’s link is not a group preview', async () => {
    const [me, owner, coLeader, partner] = await Promise.all([buildUser(app), buildUser(app), buildUser(app), buildUser(app)]);
    const group = await buildGroup(app, owner, 'Co-led');
    await buildMembership(app, group.id, owner, coLeader, { role: 'group-leader' });
    await buildMembership(app, group.id, owner, me, { share: true });
    await buildTodaysCheckIn(app, me);
    const rel = await buildPartnership(app, me, partner, 'mutual');
    const res = await api(me).get(`/users/privacy/audience/${coLeader.id}/groups/${group.id}/preview`);
    expect(res.statusCode).toBe(200);
    const theirs = (await api(coLeader).get(`/groups/${group.id}/progress`))
      .json()
      .items.find((i: { user_id: number }) => i.user_id === me.id);
    expect(res.json().progress).toEqual(theirs);
    expect((await api(me).get(`/users/privacy/audience/${partner.id}/groups/${rel.id}/preview`)).statusCode).toBe(404);
  });
});

describe('GET users/privacy/audience/{viewerId}/coaches/{id}/preview', () => {
  it('is what my coach’s client page answers of me, follows my switches, logs nothing and shows nothing of the coach', async () => {
    const me = await buildUser(app);
    const coach = await fx.coach();
    const client = await fx.client(coach, { user: me });
    const other = await fx.client(coach);
    await buildTodaysCheckIn(app, me, { feeling_notes: 'Told my coach about it' });
    await buildCrashReport(app, me, 'A hard evening');
    await buildTodaysCheckIn(app, other, { feeling_notes: 'Another client’s notes' });
    const url = `/users/privacy/audience/${coach.id}/coaches/${client.coachUserId}/preview?${range}`;
    const before = (await accessRows(me.id)).length;

    const res = await api(me).get(url);
    expect(res.statusCode).toBe(200);
    const preview = coachPreviewSchema.parse(res.json());
    expect(preview.check_ins?.events).toHaveLength(1);
    expect(preview.system_triggers?.events).toHaveLength(1);
    expect(res.body).toContain('Told my coach about it');
    expect(res.body).not.toContain('Another client');
    noViewerIn(res.body, coach);
    expect((await accessRows(me.id)).length).toBe(before);

    // Each part equals the coach's own call for this client.
    const coachApi = api(coach);
    const [courses, checkIns, triggers] = await Promise.all([
      coachApi.get(`/coach/users/${client.coachUserId}/courses`),
      coachApi.get(`/coach/users/${client.coachUserId}/check-ins?${range}`),
      coachApi.get(`/coach/users/${client.coachUserId}/system-triggers?${range}`),
    ]);
    expect(preview).toEqual({ courses: courses.json(), check_ins: checkIns.json(), system_triggers: triggers.json() });

    // I switch crash reports and FASTER off: the coach's call is refused, and the preview has no crash calendar.
    expect((await api(me).patch('/coach/client/sharing', { crash_reports: false, faster: false })).statusCode).toBe(200);
    expect((await coachApi.get(`/coach/users/${client.coachUserId}/system-triggers?${range}`)).statusCode).toBe(403);
    const after = coachPreviewSchema.parse((await api(me).get(url)).json());
    expect(after.system_triggers).toBeNull();
    expect(after.check_ins).toEqual((await coachApi.get(`/coach/users/${client.coachUserId}/check-ins?${range}`)).json());
    expect(after.check_ins?.people[0]?.shares).toMatchObject({ crash_reports: false, faster: false, check_ins: true });

    // A coach whose centre closed sees nothing: no preview either.
    await fx.setSubscription(coach, 'canceled');
    expect((await api(me).get(url)).statusCode).toBe(404);
  });
});
