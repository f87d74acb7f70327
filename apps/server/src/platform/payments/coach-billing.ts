import type { SubscriptionStatus } from '@holdfast/shared/coaching';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createDevCoachBilling } from './dev-coach-billing.provider';
import { createStripeCoachBilling } from './stripe-coach-billing.provider';

/**
 * What coaching's billing asks of a payment provider (beside the courses' PaymentProvider): one
 * customer per coach, a card saved through a setup intent, and one subscription per coach on a
 * per-client price in volume tiers (quantity = accepted clients, changed with no proration), in a
 * trial until 30 days after the first client is invited. Amounts are in cents. Every state is read
 * from the provider (the webhook's body is never trusted).
 */
export interface CoachSubscription {
  id: string;
  customerId: string;
  /** The coach it bills (its metadata); null when the subscription is not a coach's. */
  coachId: number | null;
  status: SubscriptionStatus;
  quantity: number;
  /** The subscription item whose quantity is the clients. */
  itemId: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  defaultPaymentMethod: string | null;
}

export interface CoachPaymentMethod {
  id: string;
  card: { brand: string | null; last4: string; exp_month: number; exp_year: number };
  billing_details: {
    name: string | null;
    address: {
      line1: string | null;
      line2: string | null;
      city: string | null;
      postal_code: string | null;
      state: string | null;
      country: string | null;
    };
  };
}

export interface CoachInvoicePreview {
  amountDue: number;
  currency: string;
  nextPaymentAttempt: Date | null;
}

/** A setup intent checked with the provider: succeeded for this customer (its saved card), or why not (`message`: the provider's own words). */
export type CoachSetupCheck =
  { ok: true; paymentMethodId: string } | { ok: false; reason: 'not_found' | 'not_succeeded'; message: string | null };

export interface CoachBillingEvent {
  eventId: string;
  type: string;
  /** The subscription the event is about (a subscription's or an invoice's), read again from the provider. */
  subscriptionId: string | null;
}

export interface CoachBillingProvider {
  readonly name: 'stripe' | 'dev';
  /** The coach's customer: `existing` when there is one, else a new one (once per coach). */
  ensureCustomer(req: { coachId: number; email: string; existing: string | null }): Promise<string>;
  createSetupIntent(req: { coachId: number; userId: number; customerId: string }): Promise<{ id: string; clientSecret: string }>;
  /** Whether the setup intent succeeded and belongs to the customer; its saved card. */
  checkSetupIntent(id: string, customerId: string): Promise<CoachSetupCheck>;
  /**
   * The coach's one subscription: the live one the customer has (made earlier, or by a request at
   * the same time), else a new one on the per-client price at `quantity` with no proration, the saved
   * card as its default, in a trial until `trialEnd` when it is later than now.
   */
  createSubscription(req: {
    coachId: number;
    customerId: string;
    paymentMethodId: string;
    quantity: number;
    trialEnd: Date | null;
    /** Makes a retry the same request (the setup intent's id). */
    key: string;
  }): Promise<CoachSubscription>;
  /** Changes quantity (no proration), trial end or default card; answers the state after it. */
  updateSubscription(
    id: string,
    change: { quantity?: number; trialEnd?: Date; defaultPaymentMethod?: string },
  ): Promise<CoachSubscription | null>;
  /** Pays the subscription's open invoices with its default card (after a card update). */
  payOpenInvoices(id: string): Promise<{ ok: true } | { ok: false; message: string | null }>;
  /** The upcoming invoice (`invoices.createPreview`), at `quantity` clients when given; null when none follows. */
  previewInvoice(id: string, opts?: { quantity?: number }): Promise<CoachInvoicePreview | null>;
  /** The subscription as the provider holds it now; null when unknown. */
  getSubscription(id: string): Promise<CoachSubscription | null>;
  getPaymentMethod(id: string): Promise<CoachPaymentMethod | null>;
  /** Ends a subscription at once (idempotent; unknown ids are ignored). */
  cancelSubscription(id: string): Promise<void>;
  /**
   * Deletes the customer at the provider, with its saved cards (the provider ends its subscriptions);
   * an account's erasure does it from a job. Idempotent: an unknown or deleted customer is no error.
   */
  deleteCustomer(id: string): Promise<void>;
  /** Verifies a webhook's signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CoachBillingEvent;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in dev provider. */
export function createCoachBillingProvider(config: Config, db: Db): CoachBillingProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createStripeCoachBilling({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_COACH_WEBHOOK_SECRET ?? config.STRIPE_WEBHOOK_SECRET,
      priceId: config.STRIPE_COACH_PRICE_ID,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createDevCoachBilling(db);
}
export type { DevCoachBilling } from './dev-coach-billing.provider';
