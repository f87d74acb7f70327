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
  const id = await checkInsRepository.insertCheckIn(t.db, { userId: user.id, checkinOn: new Date(`${day}T17:00:00Z`), checkinDate: day, offset, feelingZone: zone, feelingNotes: 'seeded' });
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
