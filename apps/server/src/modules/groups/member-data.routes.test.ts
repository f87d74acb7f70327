import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@holdfast/shared/check-ins';
import { attentionReasonLabels, groupsTexts as t } from '@holdfast/shared/groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import {
  buildCheckIn,
  buildCourse,
  buildCrashReport,
  buildGroup,
  buildMembership,
  buildTodaysCheckIn,
  buildUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
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
const ownersIn = (rows: { owner_id: number }[]) => [...new Set(rows.map((r) => r.owner_id))].sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * A group: owner, accepted co-leader (sharing), accepted sharing member with a check-in, a crash
 * report and a course; an accepted member who does not share (with the same kinds of data); a
 * pending invitee who would share; a stranger.
 */
async function cast() {
  const [owner, co, sharer, quiet, invitee, stranger] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => buildUser(app)));
  const group = await buildGroup(app, owner!);
  const coId = await buildMembership(app, group.id, owner!, co!, { role: 'group-leader', share: true });
  const sharerId = await buildMembership(app, group.id, owner!, sharer!, { share: true });
  const quietId = await buildMembership(app, group.id, owner!, quiet!);
  const inviteeId = await buildMembership(app, group.id, owner!, invitee!, { accept: false });
  for (const u of [sharer!, quiet!, invitee!]) {
    await buildTodaysCheckIn(app, u);
    await buildCrashReport(app, u);
    await buildCourse(app, u);
  }
  return {
    owner: owner!,
    co: co!,
    sharer: sharer!,
    quiet: quiet!,
    invitee: invitee!,
    stranger: stranger!,
    group,
    coId,
    sharerId,
    quietId,
    inviteeId,
  };
}

const reads = (groupId: number) => [
  `/members/info?group_id=${groupId}`,
  `/members/checkins?group_id=${groupId}&${range()}`,
  `/members/system-triggers?group_id=${groupId}&${range()}`,
  `/members/course-info?group_id=${groupId}`,
  `/groups/${groupId}/progress`,
];

/** The user ids an answer holds, whatever its shape. */
function userIdsOf(body: { items?: { user_id: number }[]; people?: { id: number }[]; events?: { owner_id: number }[] }) {
  const ids = [
    ...(body.items ?? []).map((i) => i.user_id),
    ...(body.people ?? []).map((p) => p.id),
    ...(body.events ?? []).map((e) => e.owner_id),
  ];
  return [...new Set(ids)].sort((a, b) => a - b);
}

describe('member data: who is included', () => {
  it('an admin reads only accepted members who share; the non-sharing and pending members never appear; each read is logged for each member returned', async () => {
    const { owner, co, sharer, quiet, invitee, group } = await cast();
    for (const url of reads(group.id)) {
      const res = await api(owner).get(url);
      expect(res.statusCode, url).toBe(200);
      const ids = userIdsOf(res.json());
      expect(
        ids.filter((id) => id !== co.id),
        url,
      ).toEqual([sharer.id]);
      expect(ids).not.toContain(quiet.id);
      expect(ids).not.toContain(invitee.id);
      expect(JSON.stringify(res.json())).not.toContain(quiet.username);
    }
    const logged = await accessRows(owner);
    expect(ownersIn(logged)).toEqual(sorted([co.id, sharer.id]));
    expect(new Set(logged.map((r) => r.via))).toEqual(new Set(['group']));
    expect(new Set(logged.filter((r) => r.owner_id === sharer.id).map((r) => r.kind))).toEqual(
      new Set(['check_ins', 'crash_reports', 'streaks', 'course_progress']),
    );
    // The member sees who read their data in their own access log.
    const theirs = (await api(sharer).get('/users/access-log')).json();
    expect(theirs.items.some((e: { viewer: { id: number }; via: string }) => e.viewer.id === owner.id && e.via === 'group')).toBe(true);
  });

  it('answers carry what the member shared: last check-in, events, courses and progress', async () => {
    const { owner, sharer, group, sharerId } = await cast();
    const info = (await api(owner).get(`/members/info?group_id=${group.id}`)).json();
    expect(info.items.find((i: { user_id: number }) => i.user_id === sharer.id)).toMatchObject({
      member_id: sharerId,
      role_type: 'member',
      last_checkin: {
        feeling_zone: 'danger',
        feeling_notes: 'A long day',
        fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }],
        emotion: { id: 3 },
      },
    });
    const checkins = (await api(owner).get(`/members/checkins?group_id=${group.id}&${range()}`)).json();
    expect(checkins.events.filter((e: { owner_id: number }) => e.owner_id === sharer.id)).toEqual([
      expect.objectContaining({ kind: 'check_in', feeling_zone: 'danger' }),
    ]);
    expect(checkins.people.find((p: { id: number }) => p.id === sharer.id)).toMatchObject({ member_id: sharerId, role_type: 'member' });
    const triggers = (await api(owner).get(`/members/system-triggers?group_id=${group.id}&${range()}`)).json();
    expect(triggers.events).toEqual([
      expect.objectContaining({
        kind: 'crash_report',
        owner_id: sharer.id,
        crash_report: expect.objectContaining({
          answers: expect.arrayContaining([expect.objectContaining({ answer: 'It happened late at night' })]),
        }),
      }),
    ]);
    const courses = (await api(owner).get(`/members/course-info?group_id=${group.id}`)).json();
    const mine = courses.items.find((i: { user_id: number }) => i.user_id === sharer.id);
    expect(mine.courses.length).toBeGreaterThan(0);
    expect(mine.courses[0]).toMatchObject({ percent: 0, completed_items: 0 });
    expect(mine.courses[0].total_items).toBeGreaterThan(0);
    const progress = (await api(owner).get(`/groups/${group.id}/progress`)).json();
    expect(progress.items.find((i: { user_id: number }) => i.user_id === sharer.id)).toMatchObject({
      checkin_streak: 1,
      crash_reports_30d: 1,
      overall_percent: 0,
      last_checkin: { feeling_zone: 'danger' },
    });
    // Member progress reads the courses inside its one statement (as JSON): the same as course-info's rows, instants included.
    expect(progress.items.find((i: { user_id: number }) => i.user_id === sharer.id).courses).toEqual(mine.courses);
    expect(mine.courses[0].assigned_on).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Two more days before today, a gap, then an older day: the streak is three.
    for (const back of [1, 2, 4]) await buildCheckIn(app, sharer, { day: addDays(today(), -back), offset: 0 });
    const again = (await api(owner).get(`/groups/${group.id}/progress`)).json();
    expect(again.items.find((i: { user_id: number }) => i.user_id === sharer.id).checkin_streak).toBe(3);
    expect(again.items.find((i: { role_type: string }) => i.role_type === 'group-leader')).toMatchObject({
      last_checkin: null,
      checkin_streak: 0,
      crash_reports_30d: 0,
      courses: [],
    });
  });

  it("a co-leader reads too; a leader's own shared data is included and not logged", async () => {
    const { owner, co, sharer, group, coId } = await cast();
    await buildTodaysCheckIn(app, co);
    const res = (await api(co).get(`/members/info?group_id=${group.id}`)).json();
    expect(sorted(res.items.map((i: { user_id: number }) => i.user_id))).toEqual(sorted([co.id, sharer.id]));
    expect(res.items.find((i: { member_id: number }) => i.member_id === coId).last_checkin).not.toBeNull();
    expect(ownersIn(await accessRows(co))).toEqual([sharer.id]);
    expect(owner.id).not.toBe(co.id);
  });

  it('turning sharing off hides the member at once', async () => {
    const { owner, sharer, group, sharerId } = await cast();
    await api(sharer).put(`/groups/${group.id}/members/${sharerId}`, { share_data: false });
    for (const url of reads(group.id)) expect(userIdsOf((await api(owner).get(url)).json())).not.toContain(sharer.id);
  });

  it('a plain member reads nobody’s data (403), a stranger gets 404; neither writes an access-log row', async () => {
    const { sharer, quiet, stranger, group } = await cast();
    for (const url of reads(group.id)) {
      const asMember = await api(quiet).get(url);
      expect([asMember.statusCode, asMember.json().message], url).toEqual([403, t.onlyAdmins]);
      const asSharer = await api(sharer).get(url);
      expect(asSharer.statusCode, url).toBe(403);
      const asStranger = await api(stranger).get(url);
      expect([asStranger.statusCode, asStranger.json().message], url).toEqual([404, t.groupNotFound]);
    }
    expect(await accessRows(quiet)).toEqual([]);
    expect(await accessRows(stranger)).toEqual([]);
  });

  it('validation: group_id and the dates are required and must make sense', async () => {
    const { owner, group } = await cast();
    const noDates = await api(owner).get(`/members/checkins?group_id=${group.id}`);
    expect(noDates.statusCode).toBe(422);
    expect(noDates.json().errors).toMatchObject({ startDate: [m.required], endDate: [m.required] });
    const backwards = await api(owner).get(`/members/system-triggers?group_id=${group.id}&startDate=2026-11-10&endDate=2026-11-01`);
    expect(backwards.json().errors.endDate).toEqual([m.invalid]);
    expect((await api(owner).get(`/members/checkins?group_id=${group.id}&startDate=2026-01-01&endDate=2026-12-31`)).statusCode).toBe(422);
    expect((await api(owner).get('/members/info')).statusCode).toBe(422);
    expect((await api(owner).get('/members/info?group_id=abc')).statusCode).toBe(422);
    expect(await accessRows(owner)).toEqual([]);
  });
});

describe('notes', () => {
  it('admins write and read notes (paged 15, newest first, PascalCase types accepted); the automatic status notes are listed too', async () => {
    const { owner, co, group, sharerId } = await cast();
    const url = `/groups/${group.id}/members/${sharerId}/notes`;
    const note = await api(owner).post(url, { title: 'First talk', note_type: 'note', note_content: 'Open and honest.' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({
      message: t.noteSaved,
      item: {
        title: 'First talk',
        note_type: 'note',
        notes: { content: 'Open and honest.', meeting_date: null },
        admin_id: null,
        created_by: 'Leader',
        author: { id: owner.id },
      },
    });
    const meeting = await api(co).post(url, { title: 'Meeting', note_type: 'MeetingNotes', notes: 'We met.' });
    expect(meeting.json().item).toMatchObject({ note_type: 'meeting_notes', notes: { content: 'We met.' } });
    const scheduled = await api(co).post(url, { title: 'Next', note_type: 'MeetingScheduled', meeting_date: '2027-01-05T18:00:00Z' });
    expect(scheduled.json().item).toMatchObject({ note_type: 'meeting_scheduled', notes: { meeting_date: '2027-01-05T18:00:00.000Z' } });
    for (let i = 0; i < 13; i += 1) await api(owner).post(url, { title: `Note ${i}`, note_type: 'note', content: 'x' });

    const page1 = (await api(co).get(url)).json();
    expect(page1).toMatchObject({ page: 1, perPage: 15, totalItems: 17, totalPages: 2 });
    expect(page1.items[0].title).toBe('Note 12');
    const page2 = (await api(co).get(`${url}?page=2`)).json();
    // The oldest two: the first note, then the status_changed note written when the member accepted.
    expect(page2.items.map((n: { title: string; note_type: string }) => [n.title, n.note_type])).toEqual([
      ['First talk', 'note'],
      ['Invitation accepted', 'status_changed'],
    ]);
    expect(page2.items[1]).toMatchObject({ notes: { previous_state: 'pending', new_state: 'accepted' }, created_by: 'Leader' });
    const oldest = (await api(owner).get(`${url}?orderDir=asc&perPage=1`)).json();
    expect(oldest.items[0].note_type).toBe('status_changed');
    expect((await api(owner).get(`${url}?orderBy=title`)).statusCode).toBe(422);
  });

  it('notes are never visible to the member they are about, nor to other members; a stranger gets 404; nothing is written by a refused call', async () => {
    const { owner, sharer, quiet, stranger, group, sharerId, quietId, coId } = await cast();
    const url = `/groups/${group.id}/members/${sharerId}/notes`;
    await api(owner).post(url, { title: 'Private', note_type: 'note', note_content: 'Only leaders.' });
    const own = await api(sharer).get(url);
    expect([own.statusCode, own.json().message]).toEqual([403, t.notOnYourself]);
    expect((await api(sharer).post(url, { title: 'Mine', note_type: 'note', note_content: 'x' })).statusCode).toBe(403);
    const other = await api(quiet).get(url);
    expect([other.statusCode, other.json().message]).toEqual([403, t.onlyAdmins]);
    expect((await api(quiet).get(`/groups/${group.id}/members/${coId}/notes`)).statusCode).toBe(403);
    expect((await api(stranger).get(url)).statusCode).toBe(404);
    expect((await api(owner).get(`/groups/${group.id}/members/99999999/notes`)).json().message).toBe(t.memberNotFound);
    expect(JSON.stringify((await api(sharer).get(`/groups/${group.id}`)).json())).not.toContain('Only leaders.');
    const count = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from group_notes where member_id in (${sharerId}, ${quietId}) and note_type = 'note'`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it.each([
    [{ note_type: 'note', note_content: 'x' }, 'title', m.required],
    [{ title: 'a', note_type: 'note', note_content: 'x' }, 'title', m.minLength(2)],
    [{ title: 'x'.repeat(256), note_type: 'note', note_content: 'x' }, 'title', m.maxLength(255)],
    [{ title: 'Ok', note_content: 'x' }, 'note_type', m.required],
    [{ title: 'Ok', note_type: 'status_changed', note_content: 'x' }, 'note_type', m.invalid],
    [{ title: 'Ok', note_type: 'note' }, 'note_content', m.required],
    [{ title: 'Ok', note_type: 'meeting_notes', note_content: '  ' }, 'note_content', m.required],
    [{ title: 'Ok', note_type: 'meeting_scheduled', meeting_date: 'soon' }, 'meeting_date', m.notDate],
  ])('%o -> 422 on %s, nothing saved', async (body, field, message) => {
    const { owner, group, sharerId } = await cast();
    const res = await api(owner).post(`/groups/${group.id}/members/${sharerId}/notes`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await api(owner).get(`/groups/${group.id}/members/${sharerId}/notes`)).json().totalItems).toBe(1);
  });
});

describe('needs attention (the triage view)', () => {
  const fasterByCategory = async () =>
    selectRows<{ id: number; category_id: number }>(
      app.db,
      sql`select distinct on (category_id) id, category_id from faster_emotions order by category_id, id`,
    );

  it('lists accepted sharing members of my groups, most urgent first, with why; others never appear; reads are logged', async () => {
    const leader = await buildUser(app);
    const [sos, crash, faster, silent, fine, quiet, pending] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => buildUser(app)));
    const g1 = await buildGroup(app, leader, 'First');
    const g2 = await buildGroup(app, leader, 'Second');
    const ids: Record<string, number> = {};
    ids.sos = await buildMembership(app, g1.id, leader, sos!, { share: true });
    ids.crash = await buildMembership(app, g1.id, leader, crash!, { share: true });
    ids.faster = await buildMembership(app, g2.id, leader, faster!, { share: true });
    ids.silent = await buildMembership(app, g2.id, leader, silent!, { share: true });
    ids.fine = await buildMembership(app, g2.id, leader, fine!, { share: true });
    await buildMembership(app, g2.id, leader, quiet!);
    await buildMembership(app, g2.id, leader, pending!, { accept: false });

    for (const u of [sos!, crash!, fine!]) await buildTodaysCheckIn(app, u);
    await buildCrashReport(app, crash!);
    await buildCrashReport(app, quiet!);
    await selectRows(app.db, sql`insert into sos_alerts (user_id, level, status) values (${sos!.id}, 'call', 'open')`);
    // FASTER sliding toward relapse on four days in a row, the last one today (offset 5 hours west).
    const memberToday = new Date(Date.now() - 18000 * 1000).toISOString().slice(0, 10);
    const cats = await fasterByCategory();
    for (let i = 0; i < 4; i += 1)
      await buildCheckIn(app, faster!, {
        day: addDays(memberToday, i - 3),
        zone: 'danger',
        faster: [{ fast_emotion_id: cats[i + 1]!.id, priority: 1 }],
      });
    await buildCheckIn(app, silent!, { day: addDays(memberToday, -5) });

    const res = await api(leader).get('/leader/needs-attention');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      user_id: number;
      group_name: string;
      member_id: number;
      reasons: { kind: string; label: string }[];
      progress_path: string;
      can_send_reminder: boolean;
    }[];
    expect(items.map((i) => i.user_id)).toEqual([sos!.id, crash!.id, faster!.id, silent!.id]);
    expect(items[0]).toMatchObject({
      member_id: ids.sos,
      group_name: 'First',
      reasons: [{ kind: 'sos', label: attentionReasonLabels.sos }],
      progress_path: `/leaders-portal/${g1.id}/member-progress`,
      can_send_reminder: true,
    });
    expect(items[1]!.reasons.map((r) => r.kind)).toEqual(['crash_report']);
    expect(items[2]!.reasons.map((r) => r.kind)).toEqual(['faster_warning']);
    expect(items[3]!.reasons.map((r) => r.kind)).toEqual(['no_check_in']);
    expect(ownersIn(await accessRows(leader))).toEqual(sorted([sos!.id, crash!.id, faster!.id, silent!.id]));

    // Sharing off: gone at once.
    await api(crash!).put(`/groups/${g1.id}/members/${ids.crash}`, { share_data: false });
    expect((await api(leader).get('/leader/needs-attention')).json().items.map((i: { user_id: number }) => i.user_id)).not.toContain(
      crash!.id,
    );
    // A member who leads nothing sees nobody.
    expect((await api(fine!).get('/leader/needs-attention')).json().items).toEqual([]);
  });
});
