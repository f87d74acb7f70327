import {
  canAccessCourse,
  canOpenItem,
  coursesTexts as t,
  type Course,
  type LessonAudience,
  type PaymentStatus,
  type ProgressByItem,
} from '@holdfast/shared/courses';
import { actorHasRole, isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';
import { ERROR_CODES } from '@holdfast/shared/common';

/** Profile flags that unlock extra lessons: married -> the married module, leader -> leader resources. */
export interface AudienceFlags {
  isMarried: boolean;
  isLeader: boolean;
}

/** A course as one user holds it: the course (as they see it), their payment and progress. */
export interface CourseAccess {
  course: Course;
  paymentStatus: PaymentStatus | null | undefined;
}

export function canSeeLesson(audience: string, flags: AudienceFlags): boolean {
  const a = audience as LessonAudience;
  if (a === 'married') return flags.isMarried;
  if (a === 'leader') return flags.isLeader;
  return true;
}

/** The course as this user sees it: lessons of another audience are left out (so they neither show nor block). */
export function courseForUser(course: Course, flags: AudienceFlags): Course {
  return { ...course, lessons: course.lessons.filter((l) => canSeeLesson(l.audience, flags)) };
}

/** Courses are for verified members; every user course is looked up by actor.userId (another's is 404). */
export const canTakeCourses = (actor: Actor): Decision => isVerifiedMember(actor);

/** A paid course needs payment status paid or paused. */
export const canOpenCourse = (_actor: Actor, access: CourseAccess): Decision =>
  canAccessCourse(access.course.paid_type, access.paymentStatus) || refuse(t.paymentRequired, ERROR_CODES.paymentRequired);

/** Access, sequencing and the paused-payment lock (shared rules); a locked item cannot be changed. */
export function canWorkOnItem(actor: Actor, access: CourseAccess & { progress: ProgressByItem }, itemId: number): Decision {
  const course = canOpenCourse(actor, access);
  if (course !== true) return course;
  return canOpenItem(access.course, itemId, access.progress, access.paymentStatus) || refuse(t.itemLocked, ERROR_CODES.itemLocked);
}

/** Scholarships: students only. */
export const canApplyScholarship = (_actor: Actor, profile: { isStudent: boolean } | null): Decision =>
  !!profile?.isStudent || refuse(t.studentsOnly, ERROR_CODES.studentsOnly);

/** The courses editor (admin/courses…): ff_admin only. */
export const canEditCourses = (actor: Actor): Decision => actorHasRole(actor, 'ff_admin');
/** The review queue's scholarship requests: decided by an ff_admin signed in as themselves. */
export const canReviewScholarships = (actor: Actor): Decision => actor.roles.includes('ff_admin') && actor.impersonatorId === null;
