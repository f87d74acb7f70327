import type { FasterAnswer, FeelingZone } from '@holdfast/shared/check-ins';
import type { CatalogueCourse, UserCourse, UserCourseAnswer } from '@holdfast/shared/courses';
import type { NewNotification } from '@holdfast/shared/notifications';
import * as checkInsRepository from '../modules/check-ins/check-ins.repository';
import { request, signUp, type TestApp } from './harness';

/**
 * Factories: each test builds the records it needs (fresh users, so no test depends on another's
 * data or order). They go through the API or the area's public service, like real callers.
 */
export type TestUser = Awaited<ReturnType<typeof signUp>>;

/** A registered user, verified and with a profile unless told otherwise; `.token` signs requests. */
export function buildUser(t: TestApp, opts: Parameters<typeof signUp>[1] = {}): Promise<TestUser> {
  return signUp(t, { profile: true, ...opts });
}

let notificationCounter = 0;
/** A notification for `user`, made through the notifications service (as other areas do). */
export function buildNotification(t: TestApp, user: { id: number }, overrides: Partial<NewNotification> = {}) {
  notificationCounter += 1;
  return t.notifications.notify(user.id, {
    title: `Title ${notificationCounter}`,
    message: `Message ${notificationCounter}`,
    meta: { type: 'check-in' },
    ...overrides,
  });
}

/**
 * A check-in of `user` on a past `day` (history for streaks and analytics). The API records only
 * today, so it is written through the check-ins repository; answers the new check-in's id.
 */
export async function buildCheckIn(
  t: TestApp,
  user: { id: number },
  opts: { day: string; zone?: FeelingZone; emotionIds?: number[]; faster?: FasterAnswer[] | null; offset?: number },
) {
  const { day, zone = 'recovery', emotionIds = [10], faster = null, offset = 18000 } = opts;
  const id = await checkInsRepository.insertCheckIn(t.db, {
    userId: user.id,
    checkinOn: new Date(`${day}T17:00:00Z`),
    checkinDate: day,
    offset,
    feelingZone: zone,
    feelingNotes: 'seeded',
  });
  await checkInsRepository.replaceCheckInChildren(t.db, { checkinId: id, userId: user.id, checkinDate: day }, emotionIds, faster);
  return id;
}

/**
 * `user`'s course `slug` (a seeded course): the 30 Day Challenge comes with synchronize, a free course
 * is chosen through course-select, as the app does. Answers the user course.
 */
export async function buildCourse(t: TestApp, user: { token: string }, slug = 'thirty-day-challenge'): Promise<UserCourse> {
  const api = request(t, user.token);
  const synchronized = (await api.post('/user-courses/synchronize')).json() as UserCourse[];
  const assigned = synchronized.find((uc) => uc.course.slug === slug);
  if (assigned) return assigned;
  const course = ((await api.get('/courses')).json() as CatalogueCourse[]).find((c) => c.slug === slug);
  if (!course) throw new Error(`no seeded course ${slug}`);
  const res = await api.patch('/course-select', { course_id: course.id });
  if (res.statusCode !== 200) throw new Error(`course-select failed: ${res.statusCode} ${res.body}`);
  return (res.json() as UserCourseAnswer).user_course;
}

/**
 * An accepted accountability relationship through the API: `requester` asks `recipient` by user id,
 * `recipient` accepts. `standard`: the recipient holds the requester accountable (sees their data).
 */
export async function buildPartnership(
  t: TestApp,
  requester: TestUser,
  recipient: TestUser,
  requestType: 'mutual' | 'standard' = 'mutual',
) {
  const sent = await request(t, requester.token).post('/accountability-partners', {
    action_type: 'user',
    request_type: requestType,
    user_id: recipient.id,
  });
  if (sent.statusCode !== 201) throw new Error(`request failed: ${sent.statusCode} ${sent.body}`);
  const id = sent.json().item.id as number;
  const answered = await request(t, recipient.token).patch(`/accountability-partners/${id}/update-status`, { status: 'accepted' });
  if (answered.statusCode !== 200) throw new Error(`accept failed: ${answered.statusCode} ${answered.body}`);
  return answered.json().item as { id: number };
}

const CHECK_IN_OFFSET = 0;
/** Today's check-in for `user` (UTC day) through the API, with FASTER answers. */
export async function buildTodaysCheckIn(t: TestApp, user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await request(t, user.token).post('/checkins', {
    checkin_emotions: [3, 9],
    feeling_zone: 'danger',
    feeling_notes: 'A long day',
    fast_scale_answers: [{ fast_emotion_id: 301, priority: 2 }],
    offset: CHECK_IN_OFFSET,
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`check-in failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; checkin_date: string };
}

/** A crash report for `user` today (UTC day), answering the seeded crash-report form. */
export async function buildCrashReport(t: TestApp, user: TestUser, answer = 'It happened late at night') {
  const api = request(t, user.token);
  const trigger = (await api.get('/system-triggers')).json()[0] as { id: number; form: { questions: { id: number }[] } };
  const [q1, q2] = trigger.form.questions;
  const res = await api.post(`/system-triggers/${trigger.id}/answers`, {
    offset: CHECK_IN_OFFSET,
    questions: [
      { question_id: q1!.id, answer },
      { question_id: q2!.id, answer: 'At home' },
    ],
  });
  if (res.statusCode !== 201) throw new Error(`crash report failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; reported_date: string };
}

/** A standard group owned by `owner` through the API; answers its id. */
export async function buildGroup(t: TestApp, owner: TestUser, name = 'Men of Courage') {
  const res = await request(t, owner.token).post('/groups', { name, group_type: 'standard' });
  if (res.statusCode !== 201) throw new Error(`create group failed: ${res.statusCode} ${res.body}`);
  return res.json().item as { id: number; name: string; members: { id: number; user_id: number | null }[] };
}

/**
 * `member` in `owner`'s group through the API: invited by e-mail with `role`, then accepted by the
 * member; `share` turns their sharing on. Answers the membership row's id.
 */
export async function buildMembership(
  t: TestApp,
  groupId: number,
  owner: TestUser,
  member: TestUser,
  opts: { role?: 'member' | 'group-leader'; share?: boolean; accept?: boolean } = {},
) {
  const added = await request(t, owner.token).post(`/groups/${groupId}/members`, { email: member.email, role: opts.role ?? 'member' });
  if (added.statusCode !== 201) throw new Error(`add member failed: ${added.statusCode} ${added.body}`);
  const memberId = added.json().item.id as number;
  if (opts.accept === false) return memberId;
  const accepted = await request(t, member.token).patch(`/members/${memberId}/request-status`, { request_status: 'accepted' });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  if (opts.share) {
    const shared = await request(t, member.token).put(`/groups/${groupId}/members/${memberId}`, { share_data: true });
    if (shared.statusCode !== 200) throw new Error(`share failed: ${shared.statusCode} ${shared.body}`);
  }
  return memberId;
}
