import { queueTexts as qt, type QueueItem } from '@holdfast/shared/admin';
import { displayNameOf } from '@holdfast/shared/accountability';
import { SCHOLARSHIP_MEDIUM } from '@holdfast/shared/courses';
import { ERROR_CODES } from '@holdfast/shared/common';
import { assertCan } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { isoInstant } from '../../platform/db/instant';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { findPersonNames, insertAuditEntry } from '../accounts';
import type { QueueSource } from '../admin';
import type { NotificationsService } from '../notifications';
import { canReviewScholarships } from './courses.policy';
import * as repo from './courses.repository';
import * as q from './scholarships-queue.repository';

const NO_PRICE = 'This course has no price to record the scholarship against; add one first.';

/**
 * Scholarship requests in the console's review queue (ff_admin): approving grants the course as
 * paid (a payment row of medium 'scholarship', amount 0, in the decision's transaction with its
 * audit row); declining needs a reason, which the student reads in their bell.
 */
export function coursesQueueSource(ctx: AppContext, deps: { notifications: NotificationsService }): QueueSource {
  async function items(rows: q.PendingScholarshipRow[]): Promise<QueueItem[]> {
    const histories = await Promise.all(rows.map((r) => q.decidedScholarshipsOf(ctx.db, r.userId, r.courseId)));
    const ids = [...rows.map((r) => r.userId), ...histories.flat().flatMap((h) => (h.reviewedBy === null ? [] : [h.reviewedBy]))];
    const names = new Map((await findPersonNames(ctx.db, [...new Set(ids)])).map((p) => [Number(p.id), displayNameOf(p)]));
    return rows.map((r, i) => ({
      kind: 'scholarship',
      id: r.id,
      created_at: isoInstant(r.createdAt),
      priority: 'normal',
      title: `Scholarship for ${r.courseName}`,
      summary: `${names.get(r.userId) ?? 'Member'} asks for a scholarship.`,
      subject: { id: r.userId, name: names.get(r.userId) ?? 'Member' },
      details: [
        { label: 'Course', value: r.courseName },
        { label: 'School', value: r.schoolEnrolled },
        { label: 'School e-mail', value: r.schoolEmail },
        { label: 'Why', value: r.scholarshipReason },
      ],
      sensitive: false,
      sensitive_label: null,
      actions: [
        { key: 'approve', label: 'Approve (grant the course)', needs_reason: false, tone: 'positive' },
        { key: 'reject', label: 'Decline', needs_reason: true, tone: 'negative' },
      ],
      history: histories[i]!.map((h) => ({
        at: isoInstant(h.reviewedAt ?? h.createdAt),
        by: h.reviewedBy === null ? null : (names.get(h.reviewedBy) ?? null),
        what: h.status === 'approved' ? 'An earlier request was approved' : 'An earlier request was declined',
      })),
    }));
  }

  return {
    async list(actor) {
      assertCan(canReviewScholarships(actor));
      return items(await q.listPendingScholarships(ctx.db));
    },
    async item(actor, _kind, id) {
      assertCan(canReviewScholarships(actor));
      return (await items(await q.listPendingScholarships(ctx.db, id)))[0] ?? null;
    },
    async resolve(actor, _kind, id, input) {
      assertCan(canReviewScholarships(actor));
      const approve = input.action === 'approve';
      const decided = await ctx.db.transaction(async (tx) => {
        const s = await q.lockPendingScholarship(tx, id);
        if (!s) throw new NotFoundError(qt.itemNotFound);
        const course = (await repo.findCourse(tx, s.courseId))!;
        await q.decideScholarship(tx, id, { status: approve ? 'approved' : 'rejected', reviewedBy: actor.userId });
        if (approve) {
          const info = await q.firstPaymentInfo(tx, s.courseId);
          if (!info) throw new ConflictError(NO_PRICE, ERROR_CODES.transitionRefused);
          await repo.assignCourse(tx, s.userId, s.courseId, course.position);
          await repo.lockUserCourseByCourse(tx, s.userId, s.courseId);
          // A course they paid for meanwhile stays paid as it is; the grant adds no second payment.
          if (!(await repo.findPayingTransaction(tx, s.userId, s.courseId)))
            await repo.insertPayment(tx, {
              userId: s.userId,
              courseId: s.courseId,
              paymentInfoId: info.id,
              paymentMediumType: SCHOLARSHIP_MEDIUM,
              transactionId: `scholarship-${s.id}`,
              couponCode: null,
              amount: 0,
              paymentStatus: 'paid',
            });
        }
        await insertAuditEntry(tx, {
          actorId: actor.userId,
          action: approve ? 'course.scholarship_approved' : 'course.scholarship_rejected',
          targetUserId: s.userId,
          targetKind: 'scholarship',
          targetId: s.id,
          before: { status: 'pending', course_id: s.courseId },
          after: approve
            ? { status: 'approved', course_id: s.courseId, payment_medium_type: SCHOLARSHIP_MEDIUM }
            : { status: 'rejected', course_id: s.courseId },
          ...(input.reason ? { reason: input.reason } : {}),
        });
        return { userId: s.userId, courseId: s.courseId, course: course.name };
      });
      await deps.notifications.notify(decided.userId, {
        title: approve ? qt.scholarshipApprovedTitle : qt.scholarshipRejectedTitle,
        message: approve ? qt.scholarshipApproved(decided.course) : qt.scholarshipRejected(decided.course, input.reason ?? ''),
        meta: {
          type: approve ? 'course.scholarship_approved' : 'course.scholarship_rejected',
          target: approve ? `/courses/${decided.courseId}/detail` : '/courses',
          course_id: decided.courseId,
        },
      });
      return approve ? 'Scholarship approved: the course is open to the student.' : 'Scholarship declined; the student is told why.';
    },
    async reveal(actor) {
      assertCan(canReviewScholarships(actor));
      throw new NotFoundError(qt.nothingToReveal);
    },
    // public: a count for the dashboard, no rows
    pendingCount: () => q.countPendingScholarships(ctx.db),
  };
}
