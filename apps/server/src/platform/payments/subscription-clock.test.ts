import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyTotalCents } from '@holdfast/shared/coaching';
import {
  DAY_SECONDS,
  MAX_PAYMENT_ATTEMPTS,
  addMonth,
  payOpenInvoices,
  previewInvoice,
  runClock,
  setTrialEnd,
  startSubscription,
  type ClockRules,
} from './subscription-clock';

const T0 = Date.UTC(2027, 0, 10, 12) / 1000;
let n = 0;
const rules = (pays: boolean): ClockRules => ({ amountFor: monthlyTotalCents, charge: () => pays, newInvoiceId: () => `in_${++n}` });

describe('the subscription clock', () => {
  it('starts at quantity 0 with nothing to take (active), or in a trial', () => {
    const plain = startSubscription({ quantity: 0, trialEnd: null, now: T0 }, rules(false));
    expect(plain.sub).toMatchObject({ status: 'active', periodStart: T0, periodEnd: addMonth(T0) });
    expect(plain.invoices.map((i) => [i.amountDue, i.status])).toEqual([[0, 'paid']]);
    const trial = startSubscription({ quantity: 0, trialEnd: T0 + 30 * DAY_SECONDS, now: T0 }, rules(true));
    expect(trial.sub).toMatchObject({ status: 'trialing', periodEnd: T0 + 30 * DAY_SECONDS });
    expect(trial.invoices).toEqual([]);
  });

  it('ends the trial with an invoice for the quantity then; a card that pays keeps it active month after month', () => {
    const { sub, invoices } = startSubscription({ quantity: 0, trialEnd: null, now: T0 }, rules(true));
    setTrialEnd(sub, T0 + 30 * DAY_SECONDS, T0 + DAY_SECONDS);
    expect(sub.status).toBe('trialing');
    sub.quantity = 10;
    runClock(sub, invoices, T0 + 29 * DAY_SECONDS, rules(true));
    expect(invoices).toHaveLength(1);
    runClock(sub, invoices, T0 + 31 * DAY_SECONDS, rules(true));
    expect(sub.status).toBe('active');
    expect(invoices.slice(1).map((i) => [i.amountDue, i.status])).toEqual([[8000, 'paid']]);
    runClock(sub, invoices, addMonth(T0 + 30 * DAY_SECONDS) + 1, rules(true));
    expect(invoices.slice(1).map((i) => [i.amountDue, i.status])).toEqual([
      [8000, 'paid'],
      [8000, 'paid'],
    ]);
  });

  it('a card that fails: past_due, attempted again after 3, 5 and 7 days, then unpaid; paid by hand, active again', () => {
    const { sub, invoices } = startSubscription({ quantity: 2, trialEnd: T0 + DAY_SECONDS, now: T0 }, rules(false));
    const events = runClock(sub, invoices, T0 + 2 * DAY_SECONDS, rules(false));
    expect(events.map((e) => e.type)).toEqual(['invoice.created', 'invoice.payment_failed', 'customer.subscription.updated']);
    expect(sub.status).toBe('past_due');
    const invoice = invoices[0]!;
    expect(invoice.nextPaymentAttempt).toBe(T0 + 4 * DAY_SECONDS);
    runClock(sub, invoices, T0 + 1 * DAY_SECONDS + 14 * DAY_SECONDS, rules(false));
    expect([sub.status, invoice.attemptCount]).toEqual(['past_due', 3]);
    runClock(sub, invoices, T0 + 1 * DAY_SECONDS + 15 * DAY_SECONDS, rules(false));
    expect([sub.status, invoice.attemptCount, invoice.nextPaymentAttempt]).toEqual(['unpaid', MAX_PAYMENT_ATTEMPTS, null]);
    // Unpaid: a new period makes no new invoice.
    runClock(sub, invoices, T0 + 70 * DAY_SECONDS, rules(false));
    expect(invoices).toHaveLength(1);
    expect(payOpenInvoices(sub, invoices, T0 + 71 * DAY_SECONDS, rules(false)).paid).toBe(false);
    expect(payOpenInvoices(sub, invoices, T0 + 71 * DAY_SECONDS, rules(true)).paid).toBe(true);
    expect([sub.status, invoice.status]).toEqual(['active', 'paid']);
  });

  it('previews the next invoice at any quantity with the volume amount, and never moves by itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (quantity, asked) => {
        const { sub } = startSubscription({ quantity, trialEnd: T0 + 30 * DAY_SECONDS, now: T0 }, rules(true));
        const before = structuredClone(sub);
        expect(previewInvoice(sub, rules(true), asked)).toEqual({
          amountDue: monthlyTotalCents(asked),
          periodStart: T0 + 30 * DAY_SECONDS,
          periodEnd: addMonth(T0 + 30 * DAY_SECONDS),
          nextPaymentAttempt: T0 + 30 * DAY_SECONDS,
        });
        expect(previewInvoice(sub, rules(true))!.amountDue).toBe(monthlyTotalCents(quantity));
        expect(sub).toEqual(before);
      }),
    );
  });
});
