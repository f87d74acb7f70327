/** What the courses area asks of a card provider. Amounts are in cents (USD). */
export interface SetupIntentRequest {
  userId: number;
  courseId: number;
  paymentInfoId: number;
  amount: number;
  paymentType: 'one-time' | 'monthly';
  couponCode: string | null;
  email: string;
  /** The provider's customer an earlier purchase of this user made, used again (else the provider makes one, when it has customers). */
  customerId?: string | null;
}

export interface CreatedSetupIntent {
  id: string;
  clientSecret: string;
  /** The provider's customer the intent belongs to (Stripe's `cus_…`, stored so erasure can delete it); null when the provider has none. */
  customerId: string | null;
}

/** What the server expects the payment to be; the provider's own record must agree with every field. */
export interface ExpectedPayment {
  transactionId: string;
  userId: number;
  courseId: number;
  paymentInfoId: number;
  amount: number;
}

export type ConfirmResult =
  /** `chargeId`: what was charged (Stripe: the PaymentIntent or Subscription), what a refund gives back. */
  | { ok: true; transactionId: string; amount: number; chargeId: string }
  | { ok: false; reason: 'not_found' | 'not_succeeded' | 'mismatch' | 'charge_failed' };

/** A provider event (a webhook), already authenticated. */
export interface PaymentWebhookEvent {
  eventId: string;
  type: string;
  /** Present when the event is about a course purchase made through our setup intent. */
  purchase: { transactionId: string; userId: number; courseId: number; paymentInfoId: number; couponCode: string | null } | null;
  /**
   * Present when the event is about a subscription (a monthly price): renewed, failed, changed or ended.
   * Only the id is taken from the event; the subscription's state is read from the provider again.
   */
  subscription: { id: string } | null;
}

/** A course subscription as the provider records it now, mapped back to our purchase through its metadata. */
export interface SubscriptionState {
  id: string;
  /** The provider's own status (Stripe: active, trialing, past_due, unpaid, canceled, incomplete, …). */
  status: string;
  /** The purchase the subscription pays for; `transactionId` is the setup intent recorded as the payment. */
  purchase: { transactionId: string; userId: number; courseId: number; paymentInfoId: number };
  /** The course payment status it implies: paid while it is in good standing, paused once it is not; null = no change. */
  paymentStatus: 'paid' | 'paused' | null;
}

export class WebhookSignatureError extends Error {}

/** A charge to give back: the transaction it paid and what the provider charged. */
export interface RefundRequest {
  transactionId: string;
  chargeId: string;
  amount: number;
}
export type RefundResult = { ok: true; refundId: string } | { ok: false; reason: string };

/** A setup intent as the provider holds it now: still open (not yet paid) or not. */
export interface SetupIntentState {
  id: string;
  clientSecret: string;
  isOpen: boolean;
}

/** A further charge on the card an earlier setup intent saved (off-session), e.g. a premium group's leave charge. */
export interface ChargeAgainRequest {
  /** The setup intent that saved the card (a completed payment's transaction id). */
  transactionId: string;
  amount: number;
  /** Charges once per key (the provider's idempotency key). */
  key: string;
  metadata: Record<string, string>;
}
export type ChargeAgainResult = { ok: true; chargeId: string } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: 'stripe' | 'dev';
  /** The payment_medium_type recorded for purchases through this provider. */
  readonly medium: 'stripe' | 'dev-card';
  createSetupIntent(req: SetupIntentRequest): Promise<CreatedSetupIntent>;
  /**
   * Checks with the provider that the transaction succeeded and belongs to the expected purchase; charges it
   * once — for a `monthly` price the provider may instead start a subscription (Stripe does), once.
   */
  confirmPayment(expected: ExpectedPayment): Promise<ConfirmResult>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentWebhookEvent;
  /** The current state of one of our course subscriptions; null when unknown or not ours. */
  getSubscription(id: string): Promise<SubscriptionState | null>;
  /** A setup intent we created, to hand out again while it is open; null when unknown. */
  retrieveSetupIntent(id: string): Promise<SetupIntentState | null>;
  /** Gives a charge back in full (once per charge: idempotent); a subscription is ended at once. */
  refund(req: RefundRequest): Promise<RefundResult>;
  /** Charges the card an earlier setup intent saved, once per key (off-session). */
  chargeAgain(req: ChargeAgainRequest): Promise<ChargeAgainResult>;
  /** Ends a subscription at once, with no refund (idempotent); unknown ids are ignored. */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Deletes a customer at the provider, with its saved cards (Stripe ends its subscriptions); an
   * account's erasure does it from a job. Idempotent: an unknown or deleted customer is no error.
   */
  deleteCustomer(id: string): Promise<void>;
}

export const purchaseMetadata = (r: { userId: number; courseId: number; paymentInfoId: number; couponCode: string | null }) => ({
  user_id: String(r.userId),
  course_id: String(r.courseId),
  payment_info_id: String(r.paymentInfoId),
  coupon_code: r.couponCode ?? '',
});

export function metadataMatches(meta: Record<string, string> | null | undefined, e: ExpectedPayment) {
  return (
    !!meta && meta.user_id === String(e.userId) && meta.course_id === String(e.courseId) && meta.payment_info_id === String(e.paymentInfoId)
  );
}
