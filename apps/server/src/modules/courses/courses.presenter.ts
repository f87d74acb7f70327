import {
  canAccessCourse,
  lessonStatus,
  nextStep,
  progressPercentage,
  statusOf,
  type Course,
  type CourseType,
  type ItemPanel,
  type LessonAudience,
  type LessonItem,
  type PanelAnswers,
  type PaidType,
  type RecordedPaymentMedium,
  type PaymentStatus,
  type ProgressByItem,
  type ProgressStatus,
  type UserCourse,
} from '@holdfast/shared/courses';
import type { CatalogueRows, ItemProgressRow, ItemRow, PanelRow, PaymentRow, ScholarshipRow, UserCourseRow } from './courses.repository';

function presentPanel(p: PanelRow): ItemPanel {
  return {
    id: p.id,
    name: p.name,
    panel_type: p.panelType as ItemPanel['panel_type'],
    information_content: p.informationContent,
    form_id: p.form?.id ?? null,
    form: p.form ?? null,
    resources: p.resources,
  };
}

function presentItemFields(i: ItemRow, panels: PanelRow[]) {
  return {
    id: i.id,
    lesson_id: i.lessonId,
    parent_item_id: i.parentItemId,
    position: i.position,
    name: i.name,
    week_number: i.weekNumber,
    item_type: i.itemType,
    file_key: i.fileKey,
    video_before_text: i.videoBeforeText,
    video_after_text: i.videoAfterText,
    reflection_question: i.reflectionQuestion,
    challenge_description: i.challengeDescription,
    resource: i.resourceUrl ? { file_url: i.resourceUrl } : null,
    item_panels: panels.filter((p) => p.lessonItemId === i.id).map(presentPanel),
  };
}

/** Catalogue rows -> course trees (lessons, items with their child items and panels, prices). */
export function buildCourses(rows: CatalogueRows): Course[] {
  return rows.courses.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    course_type: c.courseType as CourseType,
    paid_type: c.paidType as PaidType,
    summary: c.summary,
    completion_content: c.completionContent,
    expectation_content: c.expectationContent,
    format_type: c.formatType,
    duration: c.duration,
    position: c.position,
    course_payment_info: rows.paymentInfo
      .filter((p) => p.courseId === c.id)
      .map((p) => ({
        id: p.id,
        course_id: p.courseId,
        amount: p.amount,
        stripe_payment_type: p.stripePaymentType as 'one-time' | 'monthly',
        apple_pay_product_id: p.applePayProductId,
        google_play_product_id: p.googlePlayProductId,
        in_app_products: [
          ...(p.applePayProductId ? [{ platform: 'ios' as const, product_id: p.applePayProductId }] : []),
          ...(p.googlePlayProductId ? [{ platform: 'android' as const, product_id: p.googlePlayProductId }] : []),
        ].map((x) => ({ ...x, product_type: p.stripePaymentType === 'monthly' ? ('subscription' as const) : ('one-time' as const) })),
      })),
    lessons: rows.lessons
      .filter((l) => l.courseId === c.id)
      .map((l) => ({
        id: l.id,
        course_id: l.courseId,
        name: l.name,
        position: l.position,
        audience: l.audience as LessonAudience,
        lesson_items: rows.items
          .filter((i) => i.lessonId === l.id && i.parentItemId === null)
          .map((i): LessonItem => ({
            ...presentItemFields(i, rows.panels),
            child_items: rows.items.filter((ch) => ch.parentItemId === i.id).map((ch) => presentItemFields(ch, rows.panels)),
          })),
      })),
  }));
}

export function progressMap(rows: ItemProgressRow[]): Record<number, ProgressStatus> {
  return Object.fromEntries(rows.map((r) => [r.lessonItemId, r.progressStatus as ProgressStatus]));
}

export function presentPayment(p: PaymentRow | null | undefined) {
  if (!p) return null;
  return {
    payment_status: p.paymentStatus as PaymentStatus,
    payment_info_id: p.paymentInfoId,
    payment_medium_type: p.paymentMediumType as RecordedPaymentMedium,
    paid_on: p.createdAt.toISOString(),
  };
}

export function presentLessonProgress(course: Course, progress: ProgressByItem, rows: ItemProgressRow[]) {
  const completedOn = new Map(rows.map((r) => [r.lessonItemId, r.completedOn]));
  return course.lessons.map((l) => ({
    lesson_id: l.id,
    progress_status: lessonStatus(l, progress),
    lesson_item_progress: l.lesson_items
      .flatMap((i) => [i, ...i.child_items])
      .map((i) => ({
        lesson_item_id: i.id,
        progress_status: statusOf(progress, i.id),
        completed_on: completedOn.get(i.id)?.toISOString() ?? null,
      })),
  }));
}

export function presentUserCourse(
  uc: UserCourseRow,
  course: Course,
  rows: ItemProgressRow[],
  payment: PaymentRow | null | undefined,
): UserCourse {
  const progress = progressMap(rows);
  const pay = presentPayment(payment);
  return {
    id: uc.id,
    user_id: uc.userId,
    course_id: uc.courseId,
    course,
    assigned_on: uc.assignedOn.toISOString(),
    completed_on: uc.completedOn?.toISOString() ?? null,
    progress_status: uc.progressStatus as ProgressStatus,
    order: uc.order,
    lesson_progress: presentLessonProgress(course, progress, rows),
    user_course_payment_info: pay,
    progress_percentage: Math.round(progressPercentage(course, progress) * 100) / 100,
    can_access: canAccessCourse(course.paid_type, pay?.payment_status),
    next_step: nextStep(course, progress),
  };
}

export function presentScholarship(s: ScholarshipRow) {
  return {
    id: s.id,
    course_id: s.courseId,
    school_enrolled: s.schoolEnrolled,
    school_email: s.schoolEmail,
    scholarship_reason: s.scholarshipReason,
    status: s.status as 'pending' | 'approved' | 'rejected',
    created_at: s.createdAt.toISOString(),
  };
}

/** A form panel's answers (none yet: an empty list and no date). */
export function presentPanelAnswers(
  panel: Pick<ItemPanel, 'id' | 'form'>,
  itemId: number,
  row: { answers: { question_id: number; answer: string | null }[]; updatedAt: Date } | null | undefined,
): PanelAnswers {
  return {
    panel_id: panel.id,
    lesson_item_id: itemId,
    form: panel.form,
    answers: row?.answers ?? [],
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
