import { randomBytes } from 'node:crypto';
import { COACH_PRICE_CURRENCY, monthlyTotalCents, type SubscriptionStatus } from '@holdfast/shared/coaching';
import { coursesTexts } from '@holdfast/shared/courses';
import type { Db } from '../db/client';
import type { CoachBillingProvider, CoachSubscription } from './coach-billing';
import { devCardCharges } from './dev-card.provider';
import { findDevSetupIntent, insertDevSetupIntent } from './dev-card.repository';
import * as rows from './dev-coach-billing.repository';
import { WebhookSignatureError } from './payment-provider';
import * as clock from './subscription-clock';

/**
 * DEV coach-billing provider — for development and tests only, never real money. It stands in for
 * Stripe's per-client subscription with no network: the card is saved through a dev setup intent
 * (the courses' dev card form confirms it: 4242 4242 4242 4242 saves and pays, 4000 0000 0000 0002
 * is declined, 4000 0000 0000 0341 saves but every charge of it fails), and each coach's
 * subscription runs on the subscription clock (subscription-clock.ts) with the amounts of the
 * shared rule (`monthlyTotalCents`). Its state is in the database (dev_coach_subscriptions,
 * dev_coach_invoices). Each subscription has its own clock: real time plus an offset, which
 * `advance` moves on, so a trial ends and its invoice is paid or fails at once. It sends no
 * webhooks: coaching reads the state again after each change (and its nightly reconcile).
 */
const PM_PREFIX = 'dev_pm_';
const CARD_DECLINED = coursesTexts.cardDeclined;

const seconds = (d: Date | number) => Math.floor((typeof d === 'number' ? d : d.getTime()) / 1000);
const dateOf = (s: number | null) => (s === null ? null : new Date(s * 1000));
const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export function createDevCoachBilling(db: Db) {
  /** Whether the saved card (a dev payment method) pays when charged. */
  async function cardPays(q: Db, paymentMethod: string | null) {
    if (!paymentMethod?.startsWith(PM_PREFIX)) return false;
    const intent = await findDevSetupIntent(q, paymentMethod.slice(PM_PREFIX.length));
    return intent?.status === 'succeeded' && devCardCharges(intent.cardLast4);
  }

  const rulesOf = (pays: boolean): clock.ClockRules => ({
    amountFor: monthlyTotalCents,
    charge: () => pays,
    newInvoiceId: () => newId('dev_in_'),
  });

  function present(row: rows.DevCoachSubscriptionRow): CoachSubscription {
    return {
      id: row.id,
      customerId: row.customerId,
      coachId: row.coachId,
      status: row.status as SubscriptionStatus,
      quantity: row.quantity,
      itemId: `${row.id}_item`,
      trialEnd: row.trialEnd,
      currentPeriodEnd: row.currentPeriodEnd,
      defaultPaymentMethod: row.defaultPaymentMethod,
    };
  }

  const toClockSub = (r: rows.DevCoachSubscriptionRow): clock.ClockSubscription => ({
    status: r.status,
    quantity: r.quantity,
    trialEnd: r.trialEnd ? seconds(r.trialEnd) : null,
    periodStart: seconds(r.currentPeriodStart),
    periodEnd: seconds(r.currentPeriodEnd),
  });
  const toClockInvoice = (r: rows.DevCoachInvoiceRow): clock.ClockInvoice => ({
    id: r.id,
    status: r.status,
    amountDue: r.amountDue,
    attemptCount: r.attemptCount,
    nextPaymentAttempt: r.nextPaymentAttempt ? seconds(r.nextPaymentAttempt) : null,
    periodStart: seconds(r.periodStart),
    periodEnd: seconds(r.periodEnd),
    created: seconds(r.createdAt),
  });
  const invoiceValues = (subscriptionId: string, i: clock.ClockInvoice) => ({
    id: i.id,
    subscriptionId,
    status: i.status,
    amountDue: i.amountDue,
    attemptCount: i.attemptCount,
    nextPaymentAttempt: dateOf(i.nextPaymentAttempt),
    periodStart: dateOf(i.periodStart)!,
    periodEnd: dateOf(i.periodEnd)!,
    createdAt: dateOf(i.created)!,
  });
  const subValues = (s: clock.ClockSubscription) => ({
    status: s.status,
    quantity: s.quantity,
    trialEnd: dateOf(s.trialEnd),
    currentPeriodStart: dateOf(s.periodStart)!,
    currentPeriodEnd: dateOf(s.periodEnd)!,
  });

  /**
   * One subscription, locked, its life run up to its clock's now (time passes for the dev provider
   * too), then `change` (which may set columns through `patch`): written back together.
   */
  async function withSubscription<T>(
    id: string,
    change: (s: {
      sub: clock.ClockSubscription;
      invoices: clock.ClockInvoice[];
      now: number;
      rules: clock.ClockRules;
      row: rows.DevCoachSubscriptionRow;
      patch: Partial<rows.DevCoachSubscriptionRow>;
    }) => T,
  ): Promise<{ state: CoachSubscription; result: T } | null> {
    return db.transaction(async (tx) => {
      const row = await rows.findDevSubscription(tx, id, { lock: true });
      if (!row) return null;
      const sub = toClockSub(row);
      const invoices = (await rows.listDevInvoices(tx, id)).map(toClockInvoice);
      const rules = rulesOf(await cardPays(tx, row.defaultPaymentMethod));
      const now = seconds(Date.now() + row.clockOffsetMs);
      clock.runClock(sub, invoices, now, rules);
      const patch: Partial<rows.DevCoachSubscriptionRow> = {};
      const result = change({ sub, invoices, now, rules, row, patch });
      await rows.updateDevSubscription(tx, id, { ...subValues(sub), ...patch });
      await rows.saveDevInvoices(
        tx,
        invoices.map((i) => invoiceValues(id, i)),
      );
      const saved = await rows.findDevSubscription(tx, id);
      return { state: present(saved!), result };
    });
  }

  const provider: CoachBillingProvider & {
    /** Moves the subscription's clock `ms` on and runs its life to then (trials end, invoices are paid or fail). */
    advance(id: string, ms: number): Promise<CoachSubscription | null>;
  } = {
    name: 'dev',

    async ensureCustomer(req) {
      return req.existing ?? newId('dev_cus_');
    },

    async createSetupIntent(req) {
      const id = newId('dev_seti_');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      await insertDevSetupIntent(db, {
        id,
        clientSecret,
        amount: 0,
        metadata: { user_id: String(req.userId), coach_id: String(req.coachId), customer: req.customerId, purpose: 'coach_billing' },
      });
      return { id, clientSecret };
    },

    async checkSetupIntent(id, customerId) {
      const intent = await findDevSetupIntent(db, id);
      if (!intent || intent.metadata.purpose !== 'coach_billing' || intent.metadata.customer !== customerId)
        return { ok: false, reason: 'not_found', message: null };
      if (intent.status !== 'succeeded') return { ok: false, reason: 'not_succeeded', message: intent.cardLast4 ? CARD_DECLINED : null };
      return { ok: true, paymentMethodId: `${PM_PREFIX}${intent.id}` };
    },

    async createSubscription(req) {
      const live = await rows.findLiveDevSubscriptionOfCoach(db, req.coachId);
      if (live) return (await provider.getSubscription(live.id))!;
      const now = seconds(Date.now());
      const rules = rulesOf(await cardPays(db, req.paymentMethodId));
      const started = clock.startSubscription(
        { quantity: req.quantity, trialEnd: req.trialEnd ? seconds(req.trialEnd) : null, now },
        rules,
      );
      const id = newId('dev_sub_');
      const inserted = await db.transaction(async (tx) => {
        const made = await rows.insertDevSubscription(tx, {
          id,
          coachId: req.coachId,
          customerId: req.customerId,
          defaultPaymentMethod: req.paymentMethodId,
          ...subValues(started.sub),
        });
        if (made)
          await rows.saveDevInvoices(
            tx,
            started.invoices.map((i) => invoiceValues(id, i)),
          );
        return made;
      });
      // Another request made the coach's subscription first: that one is the coach's.
      const mine = inserted ? id : (await rows.findLiveDevSubscriptionOfCoach(db, req.coachId))!.id;
      return (await provider.getSubscription(mine))!;
    },

    async updateSubscription(id, change) {
      const done = await withSubscription(id, ({ sub, now, patch }) => {
        if (change.quantity !== undefined) sub.quantity = change.quantity;
        if (change.trialEnd) clock.setTrialEnd(sub, seconds(change.trialEnd), now);
        if (change.defaultPaymentMethod) patch.defaultPaymentMethod = change.defaultPaymentMethod;
      });
      return done?.state ?? null;
    },

    async payOpenInvoices(id) {
      const done = await withSubscription(id, ({ sub, invoices, now, rules }) => clock.payOpenInvoices(sub, invoices, now, rules).paid);
      if (!done) return { ok: false, message: null };
      return done.result ? { ok: true } : { ok: false, message: CARD_DECLINED };
    },

    async previewInvoice(id, opts = {}) {
      const done = await withSubscription(id, ({ sub }) => clock.previewInvoice(sub, { amountFor: monthlyTotalCents }, opts.quantity));
      const preview = done?.result;
      return preview
        ? { amountDue: preview.amountDue, currency: COACH_PRICE_CURRENCY, nextPaymentAttempt: dateOf(preview.nextPaymentAttempt) }
        : null;
    },

    async getSubscription(id) {
      return (await withSubscription(id, () => null))?.state ?? null;
    },

    async getPaymentMethod(id) {
      if (!id.startsWith(PM_PREFIX)) return null;
      const intent = await findDevSetupIntent(db, id.slice(PM_PREFIX.length));
      if (!intent?.cardLast4 || intent.status !== 'succeeded') return null;
      const none = { line1: null, line2: null, city: null, postal_code: null, state: null, country: null };
      return {
        id,
        card: { brand: 'visa', last4: intent.cardLast4, exp_month: intent.cardExpMonth ?? 12, exp_year: intent.cardExpYear ?? 2099 },
        billing_details: { name: null, address: none },
      };
    },

    async cancelSubscription(id) {
      await withSubscription(id, ({ sub, invoices, now }) => clock.cancelSubscription(sub, invoices, now));
    },

    async deleteCustomer(id) {
      await rows.deleteDevCustomer(db, id);
    },

    parseWebhook() {
      throw new WebhookSignatureError('The dev provider sends no webhooks.');
    },

    async advance(id, ms) {
      const step = Math.max(0, Math.floor(ms));
      const done = await withSubscription(id, ({ sub, invoices, now, rules, row, patch }) => {
        patch.clockOffsetMs = row.clockOffsetMs + step;
        clock.runClock(sub, invoices, now + Math.floor(step / 1000), rules);
      });
      return done?.state ?? null;
    },
  };
  return provider;
}
export type DevCoachBilling = ReturnType<typeof createDevCoachBilling>;
