import { randomBytes } from 'node:crypto';
import {
  CARD_PAYMENT_MEDIUMS,
  NO_COUPON,
  coursesTexts as t,
  type DevCardAnswer,
  type DevCardConfirmInput,
  type DevStorePurchaseAnswer,
  type DevStorePurchaseInput,
  type MarkPaidInput,
  type PaymentMedium,
  type PaymentInfoParams,
  type Scholarship,
  type ScholarshipInput,
  type SetupIntent,
  type SetupIntentInput,
  type StoreVerifyAnswer,
  type StoreVerifyInput,
  type UserCourse,
} from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { AlreadyPaidError, createPurchaseGuard, type PaymentProvider, type DevCardProvider } from '../../platform/payments/payments';
import type { DevStoreVerifier, StoreReceiptVerifier } from '../../platform/payments/store-receipts';
import { findUserById } from '../accounts';
import { assertCan, type Actor } from '../../platform/auth/actor';
import { audienceFlags, loadUserCourseView, presentUserCourseById } from './courses.loader';
import { canApplyScholarship, canTakeCourses } from './courses.policy';
import { presentScholarship } from './courses.presenter';
import * as repo from './courses.repository';
import { isUniqueViolation } from '../../platform/db/client';
import { jobName } from '../../platform/jobs/jobs';
import { receiptMail } from './courses.mails';
import { ERROR_CODES } from '@holdfast/shared/common';

export const JOB_PAYMENT_RECEIPT = jobName<{ paymentId: number }>('courses.payment-receipt-mail');

export interface PaymentDeps {
  provider: PaymentProvider;
  devCard: DevCardProvider | null;
  store: StoreReceiptVerifier;
  devStore: DevStoreVerifier | null;
}

/**
 * Purchases. Nothing the client says is taken as proof of payment: the card provider (or the store) is asked
 * every time, the purchase it describes must be this user's, this course's and this price's, and one
 * transaction marks one course for one user (a unique index), so a replayed confirmation cannot buy twice.
 */
export function createCoursePaymentsService(ctx: AppContext, deps: PaymentDeps) {
  const db = ctx.db;
  const guard = createPurchaseGuard(deps.provider, ctx.log);

  // The receipt goes out after the payment is recorded (enqueued in its transaction), never inside the request.
  ctx.jobs.define(JOB_PAYMENT_RECEIPT, async ({ paymentId }) => {
    const payment = await repo.findPaymentById(db, paymentId);
    // An erased payer's payment is kept without them (userId null): no receipt to send.
    if (!payment || payment.paymentStatus !== 'paid' || payment.userId === null) return;
    const [user, course, info] = await Promise.all([
      findUserById(db, payment.userId),
      repo.findCourse(db, payment.courseId),
      repo.findPaymentInfo(db, payment.courseId, payment.paymentInfoId),
    ]);
    if (!user || !course || !info) return;
    await ctx.mailer.send(
      receiptMail(ctx.config.appUrl, {
        to: user.email,
        username: user.username,
        courseName: course.name,
        amountCents: payment.amount,
        paymentType: info.stripePaymentType,
        transactionId: payment.transactionId,
        paidAt: payment.createdAt,
      }),
    );
  });

  async function findPaidCourse(courseId: number, paymentInfoId: number) {
    const course = await repo.findCourse(db, courseId);
    const info = course ? await repo.findPaymentInfo(db, courseId, paymentInfoId) : null;
    // A draft (unpublished) course is not for sale.
    if (!course || !info || !course.published) throw new NotFoundError();
    return { course, info };
  }

  async function alreadyPaid(userId: number, courseId: number) {
    const p = (await repo.listLatestPayments(db, userId, [courseId])).get(courseId);
    return p?.paymentStatus === 'paid' || p?.paymentStatus === 'paused';
  }

  /**
   * Records a confirmed payment under a lock on the user course, re-reading what pays for the course:
   * 'recorded'; 'replay' when this transaction already paid it (the webhook and the return page may
   * both report it; by anyone else, 409); 'duplicate' when another transaction paid it first.
   */
  async function record(values: {
    userId: number;
    courseId: number;
    paymentInfoId: number;
    medium: PaymentMedium;
    transactionId: string;
    couponCode: string | null;
    amount: number;
    position: number;
  }) {
    return db.transaction(async (tx) => {
      await repo.assignCourse(tx, values.userId, values.courseId, values.position);
      await repo.lockUserCourseByCourse(tx, values.userId, values.courseId);
      const paidBy = await repo.findPayingTransaction(tx, values.userId, values.courseId);
      if (paidBy) {
        if (paidBy.transactionId === values.transactionId) return 'replay' as const;
        return 'duplicate' as const;
      }
      const row = await repo.insertPayment(tx, {
        userId: values.userId,
        courseId: values.courseId,
        paymentInfoId: values.paymentInfoId,
        paymentMediumType: values.medium,
        transactionId: values.transactionId,
        couponCode: values.couponCode,
        amount: values.amount,
        paymentStatus: 'paid',
      });
      if (!row) await assertSameOwner(values, tx);
      else await ctx.jobs.enqueue(JOB_PAYMENT_RECEIPT, { paymentId: row.id }, { tx });
      return row ? ('recorded' as const) : ('replay' as const);
    });
  }

  /** A charge that went through for a course another transaction had paid: refunded, and the refund recorded. */
  async function refundDuplicate(
    values: {
      userId: number;
      courseId: number;
      paymentInfoId: number;
      medium: PaymentMedium;
      transactionId: string;
      couponCode: string | null;
      amount: number;
    },
    chargeId: string,
  ) {
    const refund = await guard.refundDuplicate(
      { transactionId: values.transactionId, chargeId, amount: values.amount },
      { userId: values.userId, courseId: values.courseId },
    );
    await repo.insertPayment(db, {
      ...values,
      paymentMediumType: values.medium,
      paymentStatus: refund.ok ? 'refunded' : 'refund-failed',
    });
  }

  async function assertSameOwner(v: { userId: number; courseId: number; medium: string; transactionId: string }, q: Db = db) {
    const existing = await repo.findPaymentByTransaction(q, v.medium, v.transactionId);
    if (existing && (existing.userId !== v.userId || existing.courseId !== v.courseId))
      throw new ConflictError(t.transactionUsed, ERROR_CODES.transactionUsed);
  }

  /** A second tab asking for the same course, price and coupon gets the intent still open, not a second one. */
  async function openIntentFor(userId: number, courseId: number, paymentInfoId: number, couponCode: string | null) {
    const latest = await repo.findLatestSetupIntent(db, { userId, courseId, paymentInfoId, medium: deps.provider.medium, couponCode });
    if (!latest) return null;
    const intent = await deps.provider.retrieveSetupIntent(latest.intentId);
    return intent?.isOpen ? intent : null;
  }

  /**
   * A new intent, remembered (with the provider's customer) so it can be handed out again while open
   * and the customer deleted at erasure; the user's earlier customer is used again, so a member has one.
   */
  async function newIntent(req: Parameters<PaymentProvider['createSetupIntent']>[0]) {
    const customerId = await repo.findCustomerOf(db, req.userId, deps.provider.medium);
    const intent = await deps.provider.createSetupIntent({ ...req, customerId });
    await repo.insertSetupIntent(db, {
      userId: req.userId,
      courseId: req.courseId,
      paymentInfoId: req.paymentInfoId,
      paymentMediumType: deps.provider.medium,
      intentId: intent.id,
      customerId: intent.customerId,
      couponCode: req.couponCode,
    });
    return intent;
  }

  return {
    /** POST courses/{courseId}/course-payment-info/{id}/setup-intent: assigns the course (Get Access) and starts a card setup. */
    async createSetupIntent(actor: Actor, params: PaymentInfoParams, input: SetupIntentInput): Promise<SetupIntent> {
      assertCan(canTakeCourses(actor));
      const { course, info } = await findPaidCourse(params.courseId, params.id);
      if (course.paidType !== 'paid') throw new ConflictError(t.freeCourse, ERROR_CODES.freeCourse);
      if (await alreadyPaid(actor.userId, course.id)) throw new AlreadyPaidError(t.alreadyPaid);
      const user = await findUserById(db, actor.userId);
      const uc = await repo.assignCourse(db, actor.userId, course.id, course.position);
      const intent =
        (await openIntentFor(actor.userId, course.id, info.id, input.coupon_code)) ??
        (await newIntent({
          userId: actor.userId,
          courseId: course.id,
          paymentInfoId: info.id,
          amount: info.amount,
          paymentType: info.stripePaymentType as 'one-time' | 'monthly',
          couponCode: input.coupon_code,
          email: user!.email,
        }));
      const coupon = encodeURIComponent(input.coupon_code ?? NO_COUPON);
      return {
        provider: deps.provider.name,
        publishable_key: deps.provider.name === 'stripe' ? (ctx.config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
        setup_intent_id: intent.id,
        client_secret: intent.clientSecret,
        user_course_id: uc.id,
        return_url: `${ctx.config.appUrl}/courses/${course.id}/processing/${info.id}/couponCode/${coupon}`,
        payment_medium_type: deps.provider.medium,
      };
    },

    /** POST user-courses/{id}/course-mark-paid: confirmed with the provider or the store, never on the client's word. */
    async markPaid(actor: Actor, id: number, input: MarkPaidInput): Promise<UserCourse> {
      assertCan(canTakeCourses(actor));
      const v = await loadUserCourseView(db, actor, id);
      const info = await repo.findPaymentInfo(db, v.uc.courseId, input.payment_info_id);
      if (!info || v.course.paid_type !== 'paid') throw ValidationError.field('payment_info_id', m.invalid);
      const medium = input.payment_medium_type;
      const coupon = input.coupon_code === NO_COUPON ? null : input.coupon_code;
      const expected = {
        userId: actor.userId,
        courseId: v.uc.courseId,
        paymentInfoId: info.id,
        medium,
        transactionId: input.transaction_id,
      };
      await assertSameOwner(expected);
      // Before anything is charged: a course paid by another transaction is refused; the paying one again is a replay.
      if (
        guard.beforeCharge(await repo.findPayingTransaction(db, actor.userId, v.uc.courseId), input.transaction_id, t.alreadyPaid) ===
        'replay'
      ) {
        return presentUserCourseById(db, actor.userId, v.uc.id);
      }
      let chargeId: string | null = null;
      if ((CARD_PAYMENT_MEDIUMS as readonly string[]).includes(medium)) {
        if (medium !== deps.provider.medium) throw ValidationError.field('payment_medium_type', m.invalid);
        const result = await deps.provider.confirmPayment({ ...expected, amount: info.amount });
        if (!result.ok) {
          ctx.log.warn(
            { userId: actor.userId, transactionId: input.transaction_id, reason: result.reason },
            'course payment not confirmed',
          );
          throw ValidationError.field('transaction_id', t.paymentNotConfirmed);
        }
        chargeId = result.chargeId;
      } else {
        const productId = medium === 'apple-pay' ? info.applePayProductId : info.googlePlayProductId;
        const verified = productId
          ? await deps.store.verify({
              medium: medium as 'apple-pay' | 'google-play',
              productId,
              transactionId: input.transaction_id,
              receipt: input.receipt ?? '',
            })
          : { ok: false as const };
        if (!verified.ok) throw ValidationError.field('transaction_id', t.transactionNotFound);
      }
      const values = { ...expected, couponCode: coupon, amount: info.amount };
      if ((await record({ ...values, position: v.course.position })) === 'duplicate') {
        // Charged while another transaction paid the course (a race): give it back, then refuse.
        if (chargeId) await refundDuplicate(values, chargeId);
        throw new AlreadyPaidError(t.alreadyPaid);
      }
      return presentUserCourseById(db, actor.userId, v.uc.id);
    },

    /**
     * Stripe webhook: signature checked by the provider; each event handled once; the payment is confirmed with
     * Stripe again. A subscription event (renewal paid or failed, subscription changed or deleted) sets the
     * course payment of that subscription's purchase to the status its current Stripe state implies (read
     * again, so events arriving out of order cannot leave a stale status): paid, or paused.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      // public: the provider calls it; the webhook signature is the permission.
      const event = deps.provider.parseWebhook(rawBody, signature);
      if (!(await repo.recordWebhookEvent(db, event.eventId, event.type))) return { received: true, duplicate: true };
      try {
        const p = event.purchase;
        if (p) {
          const course = await repo.findCourse(db, p.courseId);
          const info = course ? await repo.findPaymentInfo(db, p.courseId, p.paymentInfoId) : null;
          const user = await findUserById(db, p.userId);
          if (course && info && user) {
            const expected = {
              userId: p.userId,
              courseId: p.courseId,
              paymentInfoId: p.paymentInfoId,
              transactionId: p.transactionId,
              amount: info.amount,
            };
            const paidBy = await repo.findPayingTransaction(db, p.userId, p.courseId);
            if (paidBy && paidBy.transactionId !== p.transactionId) {
              // Nothing is charged for a course another transaction paid.
              ctx.log.warn({ ...expected, paidBy: paidBy.transactionId }, 'webhook for a course already paid: not charged');
            } else if (!paidBy) {
              const result = await deps.provider.confirmPayment(expected);
              if (result.ok) {
                const values = { ...expected, medium: deps.provider.medium, couponCode: p.couponCode };
                const outcome = await record({ ...values, position: course.position }).catch((e) => {
                  if (!(e instanceof ConflictError)) throw e;
                  return 'refused' as const;
                });
                if (outcome === 'duplicate') await refundDuplicate(values, result.chargeId);
              }
            }
          }
        }
        if (event.subscription) {
          const sub = await deps.provider.getSubscription(event.subscription.id);
          if (sub?.paymentStatus) {
            const changed = await repo.setPaymentStatus(db, { medium: deps.provider.medium, ...sub.purchase }, sub.paymentStatus);
            if (changed)
              ctx.log.info(
                { subscriptionId: sub.id, status: sub.status, ...sub.purchase, paymentStatus: sub.paymentStatus },
                'course subscription status applied',
              );
          }
        }
      } catch (e) {
        // Let the provider retry: forget the event so the retry is not taken for a duplicate.
        await repo.deleteWebhookEvent(db, event.eventId);
        throw e;
      }
      return { received: true, duplicate: false };
    },

    /** The dev provider's card form (no network). */
    async confirmDevCard(actor: Actor, id: string, input: DevCardConfirmInput): Promise<DevCardAnswer> {
      assertCan(canTakeCourses(actor));
      if (!deps.devCard) throw new NotFoundError();
      const card = { number: input.card_number, expMonth: input.exp_month, expYear: input.exp_year };
      const outcome = await deps.devCard.confirmCard(id, input.client_secret, card, actor.userId);
      if (outcome === 'not_found') throw new NotFoundError();
      if (outcome === 'invalid') throw ValidationError.field('card_number', t.invalidCard);
      if (outcome === 'declined') throw ValidationError.field('card_number', t.cardDeclined);
      if (outcome === 'expired') throw ValidationError.field('exp_month', t.cardExpired);
      return { status: 'succeeded' as const, setup_intent_id: id, message: t.transactionCompleted };
    },

    /** Store purchase verification (native path, before finishing the store transaction). */
    async verifyStorePurchase(actor: Actor, input: StoreVerifyInput): Promise<StoreVerifyAnswer> {
      assertCan(canTakeCourses(actor));
      const info = await repo.findPaymentInfoByStoreProduct(db, input.payment_medium_type, input.product_id);
      if (!info) throw ValidationError.field('product_id', m.invalid);
      const r = await deps.store.verify({
        medium: input.payment_medium_type,
        productId: input.product_id,
        transactionId: input.transaction_id,
        receipt: input.receipt,
      });
      if (!r.ok) throw ValidationError.field('transaction_id', t.transactionNotFound);
      await assertSameOwner({
        userId: actor.userId,
        courseId: info.courseId,
        medium: input.payment_medium_type,
        transactionId: input.transaction_id,
      });
      return {
        verified: true as const,
        transaction_id: r.transactionId,
        product_id: r.productId,
        course_id: info.courseId,
        payment_info_id: info.id,
      };
    },

    /** The dev "store" of the /in-app/purchase test screen: hands out a signed receipt for a known product. */
    async devStorePurchase(actor: Actor, input: DevStorePurchaseInput): Promise<DevStorePurchaseAnswer> {
      assertCan(canTakeCourses(actor));
      // Only for a medium no real store is configured for: a real store would refuse a dev receipt anyway.
      if (!deps.devStore?.mediums.includes(input.payment_medium_type)) throw new NotFoundError();
      if (!(await repo.findPaymentInfoByStoreProduct(db, input.payment_medium_type, input.product_id)))
        throw ValidationError.field('product_id', t.offerNotReturned);
      const transactionId = `dev-store-${randomBytes(10).toString('hex')}`;
      return { transaction_id: transactionId, receipt: deps.devStore.issue(input.payment_medium_type, input.product_id, transactionId) };
    },

    /** POST user-scholarships: students only; stored pending for an admin to review. */
    async applyScholarship(actor: Actor, input: ScholarshipInput): Promise<Scholarship> {
      assertCan(canTakeCourses(actor));
      const flags = await audienceFlags(db, actor.userId);
      assertCan(canApplyScholarship(actor, flags));
      const course = await repo.findCourse(db, input.course_id);
      if (!course || !course.published) throw ValidationError.field('course_id', m.invalid);
      if (course.paidType !== 'paid') throw ValidationError.field('course_id', t.scholarshipPaidOnly);
      try {
        const row = await repo.insertScholarship(db, {
          userId: actor.userId,
          courseId: course.id,
          schoolEnrolled: input.school_enrolled,
          schoolEmail: input.school_email,
          scholarshipReason: input.scholarship_reason,
        });
        return presentScholarship(row);
      } catch (e) {
        if (isUniqueViolation(e, 'scholarships_pending_unique'))
          throw new ConflictError(t.scholarshipPending, ERROR_CODES.scholarshipPending);
        throw e;
      }
    },

    async listScholarships(actor: Actor): Promise<Scholarship[]> {
      assertCan(canTakeCourses(actor));
      return (await repo.listScholarships(db, actor.userId)).map(presentScholarship);
    },
  };
}
export type CoursePaymentsService = ReturnType<typeof createCoursePaymentsService>;
