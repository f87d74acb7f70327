import type { Course, PaymentStatus } from '@holdfast/shared/courses';
import type { Db } from '../../platform/db/client';
import { NotFoundError } from '../../platform/http/errors';
import { findProfile } from '../accounts';
import type { Actor } from '../../platform/auth/actor';
import { courseForUser, type AudienceFlags } from './courses.policy';
import { buildCourses, presentUserCourse, progressMap } from './courses.presenter';
import * as repo from './courses.repository';

/** Reading helpers shared by the area's services: a course as the user sees it, a user course with its progress. */
export async function audienceFlags(db: Db, userId: number): Promise<AudienceFlags & { isStudent: boolean }> {
  const p = await findProfile(db, userId);
  return { isMarried: !!p?.isMarried, isLeader: !!p?.isLeader, isStudent: !!p?.isStudent };
}

export async function loadCoursesFor(
  db: Db,
  userId: number,
  courseIds?: number[],
  opts: { publishedOnly?: boolean } = {},
): Promise<Course[]> {
  // Sequential: `db` may be a transaction (one connection).
  const rows = await repo.loadCatalogue(db, courseIds, opts);
  const flags = await audienceFlags(db, userId);
  return buildCourses(rows).map((c) => courseForUser(c, flags));
}

export interface UserCourseView {
  uc: repo.UserCourseRow;
  course: Course;
  progressRows: repo.ItemProgressRow[];
  progress: ReturnType<typeof progressMap>;
  payment: repo.PaymentRow | null;
  paymentStatus: PaymentStatus | null;
}

/** The actor's own user course; another user's (or an unknown) id is 404. `lock` for writers, inside a transaction. */
export async function loadUserCourseView(db: Db, actor: Actor, id: number, opts: { lock?: boolean } = {}): Promise<UserCourseView> {
  const uc = await repo.findUserCourse(db, actor.userId, id, opts);
  if (!uc) throw new NotFoundError();
  return viewOf(db, actor.userId, uc);
}

export async function viewOf(db: Db, userId: number, uc: repo.UserCourseRow): Promise<UserCourseView> {
  const [course] = await loadCoursesFor(db, userId, [uc.courseId]);
  const progressRows = await repo.listItemProgress(db, [uc.id]);
  const payments = await repo.listLatestPayments(db, userId, [uc.courseId]);
  const payment = payments.get(uc.courseId) ?? null;
  return {
    uc,
    course: course!,
    progressRows,
    progress: progressMap(progressRows),
    payment,
    paymentStatus: (payment?.paymentStatus as PaymentStatus) ?? null,
  };
}

export function presentView(v: UserCourseView) {
  return presentUserCourse(v.uc, v.course, v.progressRows, v.payment);
}

export async function presentUserCourseById(db: Db, userId: number, id: number) {
  const uc = await repo.findUserCourse(db, userId, id);
  if (!uc) throw new NotFoundError();
  return presentView(await viewOf(db, userId, uc));
}
