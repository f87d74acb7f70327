import { randomBytes } from 'node:crypto';
import {
  CARD_PAYMENT_MEDIUMS,
  NO_COUPON,
  coursesTexts as t,
  type PaymentMedium,
} from '@holdfast/shared/courses';
import { validationMessages as m } from '@holdfast/shared/validation';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors';
import type { PaymentProvider, DevCardProvider } from '../../platform/payments/payments';
import type { DevStoreVerifier, StoreReceiptVerifier } from '../../platform/payments/store-receipts';
import { accountsRepository, type Actor } from '../accounts';
import { audienceFlags, loadUserCourseView, presentUserCourseById } from './courses.loader';
import { assertCanApplyScholarship } from './courses.policy';
import { presentScholarship } from './courses.presenter';
import * as repo from './courses.repository';
import { isUniqueViolation } from '../../platform/db/client';

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

  async function findPaidCourse(courseId: number, paymentInfoId: number) {
    const course = await repo.findCourse(db, courseId);
    const info = course ? await repo.findPaymentInfo(db, courseId, paymentInfoId) : null;
    if (!course || !info) throw new NotFoundError();
    return { course, info };
  }

  async function alreadyPaid(userId: number, courseId: number) {
    const p = (await repo.listLatestPayments(db, userId, [courseId])).get(courseId);
    return p?.paymentStatus === 'paid' || p?.paymentStatus === 'paused';
  }

  /**
   * Records a confirmed payment. The same transaction presented again by the same user for the same course
   * answers as before (the webhook and the return page may both report it); by anyone else, 409.
   */
  async function record(values: { userId: number; courseId: number; paymentInfoId: number; medium: PaymentMedium; transactionId: string; couponCode: string | null; amount: number; position: number }) {
    await db.transaction(async (tx) => {
      const uc = await repo.assignCourse(tx, values.userId, values.courseId, values.position);
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
      return uc;
    });
  }

  async function assertSameOwner(v: { userId: number; courseId: number; medium: string; transactionId: string }, q: Db = db) {
    const existing = await repo.findPaymentByTransaction(q, v.medium, v.transactionId);
    if (existing && (existing.userId !== v.userId || existing.courseId !== v.courseId)) throw new ConflictError(t.transactionUsed, 'transaction_used');
  }

  return {
    /** POST courses/{courseId}/course-payment-info/{id}/setup-intent: assigns the course (Get Access) and starts a card setup. */
    async createSetupIntent(actor: Actor, params: { courseId: number; id: number }, input: { coupon_code: string | null }) {
      const { course, info } = await findPaidCourse(params.courseId, params.id);
      if (course.paidType !== 'paid') throw new ConflictError(t.freeCourse, 'free_course');
      if (await alreadyPaid(actor.userId, course.id)) throw new ConflictError(t.alreadyPaid, 'already_paid');
      const user = await accountsRepository.findUserById(db, actor.userId);
      const uc = await repo.assignCourse(db, actor.userId, course.id, course.position);
      const intent = await deps.provider.createSetupIntent({
        userId: actor.userId,
        courseId: course.id,
        paymentInfoId: info.id,
        amount: info.amount,
        paymentType: info.stripePaymentType as 'one-time' | 'monthly',
        couponCode: input.coupon_code,
        email: user!.email,
      });
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
    async markPaid(
      actor: Actor,
      id: number,
      input: { payment_info_id: number; payment_medium_type: PaymentMedium; transaction_id: string; coupon_code: string | null; receipt: string | null },
    ) {
      const v = await loadUserCourseView(db, actor, id);
      const info = await repo.findPaymentInfo(db, v.uc.courseId, input.payment_info_id);
      if (!info || v.course.paid_type !== 'paid') throw ValidationError.field('payment_info_id', m.invalid);
      const medium = input.payment_medium_type;
      const coupon = input.coupon_code === NO_COUPON ? null : input.coupon_code;
      const expected = { userId: actor.userId, courseId: v.uc.courseId, paymentInfoId: info.id, medium, transactionId: input.transaction_id };
      await assertSameOwner(expected);
      if ((CARD_PAYMENT_MEDIUMS as readonly string[]).includes(medium)) {
        if (medium !== deps.provider.medium) throw ValidationError.field('payment_medium_type', m.invalid);
        const result = await deps.provider.confirmPayment({ ...expected, amount: info.amount });
        if (!result.ok) {
          ctx.log.warn({ userId: actor.userId, transactionId: input.transaction_id, reason: result.reason }, 'course payment not confirmed');
          throw ValidationError.field('transaction_id', t.paymentNotConfirmed);
        }
      } else {
        const productId = medium === 'apple-pay' ? info.applePayProductId : info.googlePlayProductId;
        const verified = productId
          ? await deps.store.verify({ medium: medium as 'apple-pay' | 'google-play', productId, transactionId: input.transaction_id, receipt: input.receipt ?? '' })
          : { ok: false as const };
        if (!verified.ok) throw ValidationError.field('transaction_id', t.transactionNotFound);
      }
      await record({ ...expected, couponCode: coupon, amount: info.amount, position: (await repo.findCourse(db, v.uc.courseId))!.position });
      return presentUserCourseById(db, actor.userId, v.uc.id);
    },

    /**
     * Stripe webhook: signature checked by the provider; each event handled once; the payment is confirmed with
     * Stripe again. A subscription event (renewal paid or failed, subscription changed or deleted) sets the
     * course payment of that subscription's purchase to the status its current Stripe state implies (read
     * again, so events arriving out of order cannot leave a stale status): paid, or paused.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined) {
      const event = deps.provider.parseWebhook(rawBody, signature);
      if (!(await repo.recordWebhookEvent(db, event.eventId, event.type))) return { received: true, duplicate: true };
      try {
        const p = event.purchase;
        if (p) {
          const course = await repo.findCourse(db, p.courseId);
          const info = course ? await repo.findPaymentInfo(db, p.courseId, p.paymentInfoId) : null;
          const user = await accountsRepository.findUserById(db, p.userId);
          if (course && info && user) {
            const expected = { userId: p.userId, courseId: p.courseId, paymentInfoId: p.paymentInfoId, transactionId: p.transactionId, amount: info.amount };
            const result = await deps.provider.confirmPayment(expected);
            if (result.ok) {
              await record({ ...expected, medium: deps.provider.medium, couponCode: p.couponCode, position: course.position }).catch((e) => {
                if (!(e instanceof ConflictError)) throw e;
              });
            }
          }
        }
        if (event.subscription) {
          const sub = await deps.provider.getSubscription(event.subscription.id);
          if (sub?.paymentStatus) {
            const changed = await repo.setPaymentStatus(db, { medium: deps.provider.medium, ...sub.purchase }, sub.paymentStatus);
            if (changed) ctx.log.info({ subscriptionId: sub.id, status: sub.status, ...sub.purchase, paymentStatus: sub.paymentStatus }, 'course subscription status applied');
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
    async confirmDevCard(actor: Actor, id: string, input: { client_secret: string; card_number: string }) {
      if (!deps.devCard) throw new NotFoundError();
      const outcome = await deps.devCard.confirmCard(id, input.client_secret, input.card_number, actor.userId);
      if (outcome === 'not_found') throw new NotFoundError();
      if (outcome === 'invalid') throw ValidationError.field('card_number', t.invalidCard);
      if (outcome === 'declined') throw ValidationError.field('card_number', t.cardDeclined);
      return { status: 'succeeded' as const, setup_intent_id: id, message: t.transactionCompleted };
    },

    /** Store purchase verification (native path, before finishing the store transaction). */
    async verifyStorePurchase(actor: Actor, input: { payment_medium_type: 'google-play' | 'apple-pay'; product_id: string; transaction_id: string; receipt: string }) {
      const info = await repo.findPaymentInfoByStoreProduct(db, input.payment_medium_type, input.product_id);
      if (!info) throw ValidationError.field('product_id', m.invalid);
      const r = await deps.store.verify({ medium: input.payment_medium_type, productId: input.product_id, transactionId: input.transaction_id, receipt: input.receipt });
      if (!r.ok) throw ValidationError.field('transaction_id', t.transactionNotFound);
      await assertSameOwner({ userId: actor.userId, courseId: info.courseId, medium: input.payment_medium_type, transactionId: input.transaction_id });
      return { verified: true as const, transaction_id: r.transactionId, product_id: r.productId, course_id: info.courseId, payment_info_id: info.id };
    },

    /** The dev "store" of the /in-app/purchase test screen: hands out a signed receipt for a known product. */
    async devStorePurchase(_actor: Actor, input: { payment_medium_type: 'google-play' | 'apple-pay'; product_id: string }) {
      if (!deps.devStore) throw new NotFoundError();
      if (!(await repo.findPaymentInfoByStoreProduct(db, input.payment_medium_type, input.product_id))) throw ValidationError.field('product_id', t.offerNotReturned);
      const transactionId = `dev-store-${randomBytes(10).toString('hex')}`;
      return { transaction_id: transactionId, receipt: deps.devStore.issue(input.payment_medium_type, input.product_id, transactionId) };
    },

    /** POST user-scholarships: students only; stored pending for an admin to review. */
    async applyScholarship(actor: Actor, input: { course_id: number; school_enrolled: string; school_email: string; scholarship_reason: string }) {
      const flags = await audienceFlags(db, actor.userId);
      assertCanApplyScholarship(flags);
      const course = await repo.findCourse(db, input.course_id);
      if (!course) throw ValidationError.field('course_id', m.invalid);
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
        if (isUniqueViolation(e, 'scholarships_pending_unique')) throw new ConflictError(t.scholarshipPending, 'scholarship_pending');
        throw e;
      }
    },

    async listScholarships(actor: Actor) {
      return (await repo.listScholarships(db, actor.userId)).map(presentScholarship);
    },
  };
}
export type CoursePaymentsService = ReturnType<typeof createCoursePaymentsService>;
