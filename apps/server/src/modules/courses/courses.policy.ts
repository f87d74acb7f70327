import { canAccessCourse, canOpenItem, coursesTexts as t, type Course, type LessonAudience, type PaymentStatus, type ProgressByItem } from '@holdfast/shared/courses';
import { ForbiddenError } from '../../platform/http/errors';

/** Profile flags that unlock extra lessons: married -> the married module, leader -> leader resources. */
export interface AudienceFlags {
  isMarried: boolean;
  isLeader: boolean;
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

/** A paid course needs payment status paid or paused. */
export function assertCourseAccess(course: Course, paymentStatus: PaymentStatus | null | undefined) {
  if (!canAccessCourse(course.paid_type, paymentStatus)) throw new ForbiddenError(t.paymentRequired, 'payment_required');
}

/** Access, sequencing and the paused-payment lock (shared rules); a locked item cannot be changed. */
export function assertItemOpen(course: Course, itemId: number, progress: ProgressByItem, paymentStatus: PaymentStatus | null | undefined) {
  assertCourseAccess(course, paymentStatus);
  if (!canOpenItem(course, itemId, progress, paymentStatus)) throw new ForbiddenError(t.itemLocked, 'item_locked');
}

/** Scholarships: students only. */
export function assertCanApplyScholarship(profile: { isStudent: boolean } | null) {
  if (!profile?.isStudent) throw new ForbiddenError(t.studentsOnly, 'students_only');
}
