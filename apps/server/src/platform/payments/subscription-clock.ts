/**
 * The life of a per-quantity monthly subscription as Stripe runs it, as plain data and one clock: the
 * dev coach-billing provider runs its subscriptions with it, and so does the local Stripe-speaking
 * server the tests use (each under its own clock, which tests move on). Times are Unix seconds.
 *
 * - Made with a trial end in the future: `trialing` until then, nothing invoiced. Otherwise `active`,
 *   and the first period's invoice is made and paid at once (nothing to take at quantity 0).
 * - A period (or the trial) ends: the next period starts and its invoice (the quantity at that
 *   moment, priced by `amountFor`) is attempted with the saved card: paid (`active`), or failed
 *   (`past_due`, attempted again after 3, 5 and 7 more days); after the fourth failed attempt the
 *   subscription is `unpaid` and its invoice stays open. An `unpaid` subscription's new periods make
 *   no invoice (Stripe leaves them as drafts) until the open one is paid.
 * - The open invoice paid by hand (a new card): `active` again once no invoice is left open.
 * - A quantity change invoices nothing now (`proration_behavior: none`); the next invoice uses it.
 */
export interface ClockSubscription {
  status: string;
  quantity: number;
  trialEnd: number | null;
  periodStart: number;
  periodEnd: number;
}

export interface ClockInvoice {
  id: string;
  status: 'open' | 'paid' | 'void';
  amountDue: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  periodStart: number;
  periodEnd: number;
  created: number;
}

export type ClockEventType = 'invoice.created' | 'invoice.paid' | 'invoice.payment_failed' | 'customer.subscription.updated';
export interface ClockEvent {
  type: ClockEventType;
  at: number;
  invoiceId?: string;
  previousStatus?: string;
}

export interface ClockRules {
  /** The invoice's amount for a quantity, in cents. */
  amountFor(quantity: number): number;
  /** Charges the saved card: whether it paid. */
  charge(amount: number): boolean;
  newInvoiceId(): string;
}

export const DAY_SECONDS = 24 * 3600;
/** Days between a failed attempt and the next one (then the subscription is unpaid). */
export const RETRY_GAP_DAYS = [3, 5, 7] as const;
export const MAX_PAYMENT_ATTEMPTS = RETRY_GAP_DAYS.length + 1;

/** A month later, in UTC (a period's end). */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
}

/** A subscription made at `now`: its first state, its invoices and its events. */
export function startSubscription(
  input: { quantity: number; trialEnd: number | null; now: number },
  rules: ClockRules,
): { sub: ClockSubscription; invoices: ClockInvoice[]; events: ClockEvent[] } {
  const { quantity, now } = input;
  const trialEnd = input.trialEnd !== null && input.trialEnd > now ? input.trialEnd : null;
  const sub: ClockSubscription = trialEnd
    ? { status: 'trialing', quantity, trialEnd, periodStart: now, periodEnd: trialEnd }
    : { status: 'incomplete', quantity, trialEnd: null, periodStart: now, periodEnd: addMonth(now) };
  const invoices: ClockInvoice[] = [];
  const events: ClockEvent[] = [];
  if (!trialEnd) bill(sub, invoices, events, now, rules);
  return { sub, invoices, events };
}

/** Runs the subscription's life up to `until` (its clock's now), in time order; answers what happened. */
export function runClock(sub: ClockSubscription, invoices: ClockInvoice[], until: number, rules: ClockRules): ClockEvent[] {
  const events: ClockEvent[] = [];
  for (let guard = 0; guard < 1000; guard++) {
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') break;
    const trialEnds = sub.status === 'trialing' && sub.trialEnd !== null && sub.trialEnd <= until ? sub.trialEnd : null;
    const periodEnds = sub.status !== 'trialing' && sub.periodEnd <= until ? sub.periodEnd : null;
    const retry = invoices
      .filter((i) => i.status === 'open' && i.nextPaymentAttempt !== null && i.nextPaymentAttempt <= until)
      .sort((a, b) => a.nextPaymentAttempt! - b.nextPaymentAttempt!)[0];
    const retryAt = retry ? retry.nextPaymentAttempt! : null;
    const next = Math.min(trialEnds ?? Infinity, periodEnds ?? Infinity, retryAt ?? Infinity);
    if (next === Infinity) break;
    if (retry && retryAt === next) {
      attempt(sub, invoices, retry, events, next, rules);
      continue;
    }
    sub.periodStart = next;
    sub.periodEnd = addMonth(next);
    if (sub.status === 'unpaid') continue;
    bill(sub, invoices, events, next, rules);
  }
  return events;
}

/** One open invoice paid by hand at `now` (a new card): whether it is paid now. */
export function payInvoice(sub: ClockSubscription, invoices: ClockInvoice[], invoice: ClockInvoice, now: number, rules: ClockRules) {
  const events: ClockEvent[] = [];
  if (invoice.status !== 'open') return { paid: invoice.status === 'paid', events };
  invoice.attemptCount += 1;
  if (invoice.amountDue > 0 && !rules.charge(invoice.amountDue)) {
    events.push({ type: 'invoice.payment_failed', at: now, invoiceId: invoice.id });
    return { paid: false, events };
  }
  markPaid(sub, invoices, invoice, events, now);
  return { paid: true, events };
}

/** The open invoices paid by hand at `now`, oldest first (after a new card): whether all are paid now. */
export function payOpenInvoices(sub: ClockSubscription, invoices: ClockInvoice[], now: number, rules: ClockRules) {
  const events: ClockEvent[] = [];
  for (const invoice of invoices.filter((i) => i.status === 'open').sort((a, b) => a.created - b.created)) {
    const paid = payInvoice(sub, invoices, invoice, now, rules);
    events.push(...paid.events);
    if (!paid.paid) return { paid: false, events };
  }
  return { paid: true, events };
}

/** A trial end set on a subscription in good standing: in trial until then, its next period starting then. */
export function setTrialEnd(sub: ClockSubscription, trialEnd: number, now: number): ClockEvent[] {
  sub.trialEnd = trialEnd;
  if (trialEnd <= now || !['active', 'trialing'].includes(sub.status)) return [];
  sub.periodEnd = trialEnd;
  if (sub.status === 'trialing') return [];
  sub.periodStart = now;
  return setStatus(sub, 'trialing', now);
}

/** What the next invoice would be (at `quantity`, if given): its amount and when it is attempted; null when none follows. */
export function previewInvoice(sub: ClockSubscription, rules: Pick<ClockRules, 'amountFor'>, quantity?: number) {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return null;
  const at = sub.status === 'trialing' && sub.trialEnd !== null ? sub.trialEnd : sub.periodEnd;
  return { amountDue: rules.amountFor(quantity ?? sub.quantity), periodStart: at, periodEnd: addMonth(at), nextPaymentAttempt: at };
}

export function cancelSubscription(sub: ClockSubscription, invoices: ClockInvoice[], now: number): ClockEvent[] {
  for (const invoice of invoices) if (invoice.status === 'open') invoice.status = 'void';
  return setStatus(sub, 'canceled', now);
}

function bill(sub: ClockSubscription, invoices: ClockInvoice[], events: ClockEvent[], at: number, rules: ClockRules) {
  const invoice: ClockInvoice = {
    id: rules.newInvoiceId(),
    status: 'open',
    amountDue: rules.amountFor(sub.quantity),
    attemptCount: 0,
    nextPaymentAttempt: at,
    periodStart: sub.periodStart,
    periodEnd: sub.periodEnd,
    created: at,
  };
  invoices.push(invoice);
  events.push({ type: 'invoice.created', at, invoiceId: invoice.id });
  attempt(sub, invoices, invoice, events, at, rules);
}

function attempt(
  sub: ClockSubscription,
  invoices: ClockInvoice[],
  invoice: ClockInvoice,
  events: ClockEvent[],
  at: number,
  rules: ClockRules,
) {
  invoice.attemptCount += 1;
  if (invoice.amountDue === 0 || rules.charge(invoice.amountDue)) return markPaid(sub, invoices, invoice, events, at);
  events.push({ type: 'invoice.payment_failed', at, invoiceId: invoice.id });
  // A first invoice that fails leaves the subscription incomplete (Stripe's default_incomplete), with no retries.
  if (sub.status === 'incomplete') {
    invoice.nextPaymentAttempt = null;
    return;
  }
  const gap = RETRY_GAP_DAYS[invoice.attemptCount - 1];
  invoice.nextPaymentAttempt = gap === undefined ? null : at + gap * DAY_SECONDS;
  events.push(...setStatus(sub, gap === undefined || sub.status === 'unpaid' ? 'unpaid' : 'past_due', at));
}

function markPaid(sub: ClockSubscription, invoices: ClockInvoice[], invoice: ClockInvoice, events: ClockEvent[], at: number) {
  invoice.status = 'paid';
  invoice.nextPaymentAttempt = null;
  events.push({ type: 'invoice.paid', at, invoiceId: invoice.id });
  if (!invoices.some((i) => i.status === 'open')) events.push(...setStatus(sub, 'active', at));
}

function setStatus(sub: ClockSubscription, status: string, at: number): ClockEvent[] {
  if (sub.status === status) return [];
  const previousStatus = sub.status;
  sub.status = status;
  return [{ type: 'customer.subscription.updated', at, previousStatus }];
}
