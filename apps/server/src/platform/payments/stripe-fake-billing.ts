import { createHmac } from 'node:crypto';
import * as clock from './subscription-clock';

/**
 * For tests: the billing half of the local Stripe-speaking server (stripe-fake-server.ts): customers
 * and their cards (payment methods), recurring Prices in volume tiers, Subscriptions on such a Price
 * (quantity, trial_end, default_payment_method, proration_behavior), their invoices
 * (`invoices.createPreview`, list, retrieve, pay), a test clock per customer that tests move on
 * (the trial ends, an invoice is paid or fails: active, past_due, unpaid; subscription-clock.ts runs
 * the life), and signed webhook delivery of every event to a URL (Stripe's scheme: `t=<seconds>,
 * v1=<HMAC-SHA256 of "t.body">`).
 */
export type Form = { [key: string]: string | Form };
export const formList = (v: unknown) => Object.values((v as Form | undefined) ?? {}) as Form[];

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: FakeCard;
  billing_details: {
    name: string | null;
    email: string | null;
    phone: string | null;
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
export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}
export interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  type: 'recurring';
  billing_scheme: 'tiered';
  tiers_mode: 'volume' | 'graduated';
  tiers: { up_to: number | null; unit_amount: number; flat_amount: number | null }[];
  unit_amount: null;
  lookup_key: string | null;
  product: string;
  recurring: { interval: string; usage_type: string };
}

/** A subscription as this server answers it (the course adapter's use and the coach billing's). */
export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  default_payment_method: string | null;
  metadata: Record<string, string>;
  cancel_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: string | null };
  trial_end?: number | null;
  latest_invoice?: string | null;
  items: {
    object: 'list';
    data: {
      id: string;
      object?: 'subscription_item';
      quantity?: number;
      current_period_start?: number;
      current_period_end?: number;
      price: { id: string; product: string; unit_amount: number | null; currency: string; recurring: { interval: string } };
    }[];
  };
}

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
}

type Answer = { status: number; json: unknown };
const error = (status: number, type: string, message: string, code?: string): Answer => ({
  status,
  json: { error: { type, message, ...(code ? { code } : {}) } },
});
const missing = (what: string, id: string) => error(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing');
const declined = (): Answer => ({
  status: 402,
  json: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
});

/** Stripe's webhook signature header for `payload` (what `stripe.webhooks.generateTestHeaderString` makes). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** The amount of `quantity` on a tiered price: volume prices every unit at the tier the quantity reaches. */
export function tieredAmount(price: FakePrice, quantity: number) {
  if (quantity <= 0) return 0;
  if (price.tiers_mode === 'volume') {
    const tier = price.tiers.find((t) => t.up_to === null || quantity <= t.up_to)!;
    return quantity * tier.unit_amount + (tier.flat_amount ?? 0);
  }
  let left = quantity;
  let from = 0;
  let total = 0;
  for (const t of price.tiers) {
    const n = t.up_to === null ? left : Math.min(left, t.up_to - from);
    total += n * t.unit_amount + (n > 0 ? (t.flat_amount ?? 0) : 0);
    left -= n;
    from = t.up_to ?? from;
    if (left <= 0) break;
  }
  return total;
}

interface Shared {
  subscriptions: Map<string, FakeSubscription>;
  customers: Map<string, FakeCustomer>;
  byIdempotencyKey: Map<string, unknown>;
  next(): number;
  declineAll(): boolean;
}

export function fakeBilling(shared: Shared) {
  const paymentMethods = new Map<string, FakePaymentMethod & { chargeFails: boolean }>();
  const prices = new Map<string, FakePrice>();
  /** The life of each subscription on a tiered price (its JSON in `shared.subscriptions` follows it). */
  const lives = new Map<string, { sub: clock.ClockSubscription; invoices: clock.ClockInvoice[]; price: FakePrice }>();
  const offsets = new Map<string, number>();
  const events: FakeEvent[] = [];
  /** Every change asked of a subscription (its form, as sent), for tests to read. */
  const updates: { id: string; body: Form }[] = [];
  const previews: Form[] = [];
  const deliveries: { eventId: string; status: number }[] = [];
  let webhook: { url: string; secret: string } | null = null;
  let delivering: Promise<void> = Promise.resolve();

  const clockOf = (customer: string) => Math.floor((Date.now() + (offsets.get(customer) ?? 0)) / 1000);

  function rulesOf(subId: string): clock.ClockRules {
    const life = lives.get(subId)!;
    const json = shared.subscriptions.get(subId)!;
    return {
      amountFor: (q) => tieredAmount(life.price, q),
      charge: () => {
        const pmId = json.default_payment_method ?? shared.customers.get(json.customer)?.invoice_settings.default_payment_method ?? null;
        const pm = pmId ? paymentMethods.get(pmId) : undefined;
        return !!pm && !pm.chargeFails && !shared.declineAll();
      },
      newInvoiceId: () => `in_${shared.next()}`,
    };
  }

  function invoiceJson(subId: string, i: clock.ClockInvoice) {
    const json = shared.subscriptions.get(subId)!;
    const life = lives.get(subId)!;
    return {
      id: i.id,
      object: 'invoice',
      customer: json.customer,
      status: i.status,
      currency: life.price.currency,
      amount_due: i.amountDue,
      amount_paid: i.status === 'paid' ? i.amountDue : 0,
      amount_remaining: i.status === 'paid' ? 0 : i.amountDue,
      attempt_count: i.attemptCount,
      attempted: i.attemptCount > 0,
      next_payment_attempt: i.nextPaymentAttempt,
      period_start: i.periodStart,
      period_end: i.periodEnd,
      created: i.created,
      parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: json.metadata } },
    };
  }

  /** The subscription's JSON from its life (status, item quantity and period, trial end, latest invoice). */
  function sync(subId: string) {
    const life = lives.get(subId)!;
    const json = shared.subscriptions.get(subId)!;
    json.status = life.sub.status;
    json.trial_end = life.sub.trialEnd;
    json.latest_invoice = life.invoices.at(-1)?.id ?? null;
    const item = json.items.data[0]!;
    item.quantity = life.sub.quantity;
    item.current_period_start = life.sub.periodStart;
    item.current_period_end = life.sub.periodEnd;
    if (life.sub.status === 'canceled' && json.ended_at === null) json.ended_at = clockOf(json.customer);
  }

  function emit(type: string, object: unknown, previous?: Record<string, unknown>) {
    const event: FakeEvent = {
      id: `evt_${shared.next()}${Math.random().toString(36).slice(2, 8)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
    };
    events.push(event);
    const target = webhook;
    if (target) delivering = delivering.then(() => deliver(event, target));
    return event;
  }

  async function deliver(event: FakeEvent, target: { url: string; secret: string }) {
    const payload = JSON.stringify(event);
    try {
      const res = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, target.secret) },
        body: payload,
      });
      await res.arrayBuffer();
      deliveries.push({ eventId: event.id, status: res.status });
    } catch {
      deliveries.push({ eventId: event.id, status: 0 });
    }
  }

  /** The clock's events as Stripe events (each with the object as it is now). */
  function emitClock(subId: string, happened: clock.ClockEvent[]) {
    sync(subId);
    const life = lives.get(subId)!;
    for (const e of happened) {
      if (e.type === 'customer.subscription.updated')
        emit(e.type, shared.subscriptions.get(subId), e.previousStatus ? { status: e.previousStatus } : undefined);
      else
        emit(
          e.type,
          invoiceJson(
            subId,
            life.invoices.find((i) => i.id === e.invoiceId)!,
          ),
        );
    }
  }

  function priceFrom(body: Form): FakePrice | Answer {
    const tiers = formList(body.tiers).map((t) => ({
      up_to: t.up_to === 'inf' ? null : Number(t.up_to),
      unit_amount: Number(t.unit_amount ?? 0),
      flat_amount: t.flat_amount === undefined ? null : Number(t.flat_amount),
    }));
    if (body.billing_scheme !== 'tiered' || tiers.length === 0 || tiers.at(-1)!.up_to !== null)
      return error(400, 'invalid_request_error', 'Only tiered prices whose last tier is up_to=inf are known here.');
    const recurring = (body.recurring ?? {}) as Form;
    const product = typeof body.product === 'string' ? body.product : `prod_${shared.next()}`;
    return {
      id: `price_${shared.next()}`,
      object: 'price',
      active: true,
      currency: String(body.currency),
      type: 'recurring',
      billing_scheme: 'tiered',
      tiers_mode: body.tiers_mode === 'graduated' ? 'graduated' : 'volume',
      tiers,
      unit_amount: null,
      lookup_key: typeof body.lookup_key === 'string' ? body.lookup_key : null,
      product,
      recurring: { interval: String(recurring.interval ?? 'month'), usage_type: String(recurring.usage_type ?? 'licensed') },
    };
  }

  function createSubscription(body: Form, key: string | undefined): Answer {
    const [item] = formList(body.items);
    const price = prices.get(String(item?.price));
    if (!price) return missing('price', String(item?.price));
    const customer = String(body.customer);
    if (!shared.customers.has(customer)) return missing('customer', customer);
    const id = `sub_${shared.next()}`;
    const json: FakeSubscription = {
      id,
      object: 'subscription',
      status: 'incomplete',
      customer,
      default_payment_method: typeof body.default_payment_method === 'string' ? body.default_payment_method : null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      cancel_at: null,
      ended_at: null,
      cancellation_details: { reason: null },
      trial_end: null,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [{ id: `si_${shared.next()}`, object: 'subscription_item', price: { ...price, unit_amount: null } }],
      },
    };
    shared.subscriptions.set(id, json);
    updates.push({ id, body });
    const now = clockOf(customer);
    const trialEnd = body.trial_end === 'now' || body.trial_end === undefined ? null : Number(body.trial_end);
    const rules = {
      amountFor: (q: number) => tieredAmount(price, q),
      charge: () => false,
      newInvoiceId: () => `in_${shared.next()}`,
    };
    lives.set(id, { sub: { status: 'incomplete', quantity: 0, trialEnd: null, periodStart: now, periodEnd: now }, invoices: [], price });
    const started = clock.startSubscription(
      { quantity: Number(item!.quantity ?? 1), trialEnd, now },
      { ...rules, charge: (amount) => rulesOf(id).charge(amount) },
    );
    lives.set(id, { sub: started.sub, invoices: started.invoices, price });
    sync(id);
    emit('customer.subscription.created', json);
    emitClock(id, started.events);
    const answer = structuredClone(json);
    if (key) shared.byIdempotencyKey.set(key, answer);
    return { status: 200, json: answer };
  }

  function updateSubscription(id: string, body: Form): Answer {
    const json = shared.subscriptions.get(id);
    if (!json) return missing('subscription', id);
    if (json.status === 'canceled')
      return error(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    updates.push({ id, body });
    const life = lives.get(id);
    const now = clockOf(json.customer);
    const happened: clock.ClockEvent[] = [];
    const previous: Record<string, unknown> = {};
    for (const item of formList(body.items)) {
      const target = json.items.data.find((i) => i.id === item.id);
      if (!target) return missing('subscription_item', String(item.id));
      if (item.quantity !== undefined && life) {
        previous.quantity = life.sub.quantity;
        life.sub.quantity = Number(item.quantity);
      }
    }
    if (typeof body.default_payment_method === 'string') {
      previous.default_payment_method = json.default_payment_method;
      json.default_payment_method = body.default_payment_method;
    }
    if (body.metadata) json.metadata = { ...json.metadata, ...(body.metadata as Record<string, string>) };
    if (body.trial_end !== undefined && life) {
      previous.trial_end = life.sub.trialEnd;
      const end = body.trial_end === 'now' ? now : Number(body.trial_end);
      happened.push(...clock.setTrialEnd(life.sub, end, now));
      if (end <= now && life.sub.status === 'trialing') happened.push(...clock.runClock(life.sub, life.invoices, end, rulesOf(id)));
    }
    if (life) {
      sync(id);
      emit('customer.subscription.updated', json, previous);
      emitClock(
        id,
        happened.filter((e) => e.type !== 'customer.subscription.updated'),
      );
    }
    return { status: 200, json: structuredClone(json) };
  }

  function findInvoice(id: string) {
    for (const [subId, life] of lives) {
      const invoice = life.invoices.find((i) => i.id === id);
      if (invoice) return { subId, life, invoice };
    }
    return null;
  }

  function preview(body: Form): Answer {
    previews.push(body);
    const subId = String(body.subscription ?? '');
    const life = lives.get(subId);
    const json = shared.subscriptions.get(subId);
    if (!life || !json) return missing('subscription', subId);
    const details = (body.subscription_details ?? {}) as Form;
    const [item] = formList(details.items);
    const quantity = item?.quantity === undefined ? undefined : Number(item.quantity);
    const next = clock.previewInvoice(life.sub, { amountFor: (q) => tieredAmount(life.price, q) }, quantity);
    if (!next) return error(400, 'invalid_request_error', 'No upcoming invoices for customer.', 'invoice_upcoming_none');
    return {
      status: 200,
      json: {
        id: `upcoming_in_${shared.next()}`,
        object: 'invoice',
        customer: json.customer,
        status: 'draft',
        currency: life.price.currency,
        amount_due: next.amountDue,
        amount_paid: 0,
        amount_remaining: next.amountDue,
        attempt_count: 0,
        next_payment_attempt: next.nextPaymentAttempt,
        period_start: next.periodStart,
        period_end: next.periodEnd,
        created: clockOf(json.customer),
        parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: json.metadata } },
      },
    };
  }

  /** Answers a billing request, or null when the path is not one of these. */
  function route(method: string, path: string, query: URLSearchParams, body: Form, key: string | undefined): Answer | null {
    const cached = method === 'POST' && key ? shared.byIdempotencyKey.get(key) : undefined;
    if (cached) return { status: 200, json: cached };
    if (method === 'POST' && path === '/v1/prices') {
      const made = priceFrom(body);
      if ('status' in made) return made;
      prices.set(made.id, made);
      if (key) shared.byIdempotencyKey.set(key, made);
      return { status: 200, json: made };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = [...query.entries()].filter(([k]) => k.startsWith('lookup_keys')).map(([, v]) => v);
      const data = [...prices.values()].filter(
        (p) => (!keys.length || (p.lookup_key !== null && keys.includes(p.lookup_key))) && (query.get('active') !== 'true' || p.active),
      );
      return { status: 200, json: { object: 'list', url: '/v1/prices', has_more: false, data } };
    }
    const price = /^\/v1\/prices\/(\w+)$/.exec(path);
    if (method === 'GET' && price) {
      const found = prices.get(price[1]!);
      return found ? { status: 200, json: found } : missing('price', price[1]!);
    }
    const customer = /^\/v1\/customers\/(\w+)$/.exec(path);
    if (customer) {
      const found = shared.customers.get(customer[1]!);
      if (!found) return missing('customer', customer[1]!);
      if (method === 'DELETE') {
        // As Stripe: the customer goes and its subscriptions are canceled at once; a second delete is a 404.
        shared.customers.delete(found.id);
        for (const sub of shared.subscriptions.values()) if (sub.customer === found.id) sub.status = 'canceled';
        return { status: 200, json: { id: found.id, object: 'customer', deleted: true } };
      }
      if (method === 'POST') {
        const settings = (body.invoice_settings ?? {}) as Form;
        if (typeof settings.default_payment_method === 'string')
          found.invoice_settings.default_payment_method = settings.default_payment_method;
      }
      return { status: 200, json: found };
    }
    const pm = /^\/v1\/payment_methods\/(\w+)$/.exec(path);
    if (method === 'GET' && pm) {
      const found = paymentMethods.get(pm[1]!);
      if (!found) return missing('payment_method', pm[1]!);
      const { chargeFails: _chargeFails, ...json } = found;
      return { status: 200, json };
    }
    if (method === 'POST' && path === '/v1/subscriptions' && formList(body.items)[0]?.price !== undefined)
      return createSubscription(body, key);
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (method === 'POST' && sub) return updateSubscription(sub[1]!, body);
    if (method === 'POST' && path === '/v1/invoices/create_preview') return preview(body);
    if (method === 'GET' && path === '/v1/invoices') {
      const subId = query.get('subscription');
      const status = query.get('status');
      const data = [...lives.entries()]
        .filter(([id]) => !subId || id === subId)
        .flatMap(([id, life]) => life.invoices.filter((i) => !status || i.status === status).map((i) => invoiceJson(id, i)))
        .sort((a, b) => b.created - a.created);
      return { status: 200, json: { object: 'list', url: '/v1/invoices', has_more: false, data } };
    }
    const invoice = /^\/v1\/invoices\/(\w+)(\/pay)?$/.exec(path);
    if (invoice) {
      const found = findInvoice(invoice[1]!);
      if (!found) return missing('invoice', invoice[1]!);
      if (method === 'GET' && !invoice[2]) return { status: 200, json: invoiceJson(found.subId, found.invoice) };
      if (method === 'POST' && invoice[2]) {
        if (found.invoice.status === 'paid') return error(400, 'invalid_request_error', 'Invoice is already paid', 'invoice_already_paid');
        if (found.invoice.status !== 'open') return error(400, 'invalid_request_error', `This invoice is ${found.invoice.status}.`);
        const now = clockOf(shared.subscriptions.get(found.subId)!.customer);
        const paid = clock.payInvoice(found.life.sub, found.life.invoices, found.invoice, now, rulesOf(found.subId));
        emitClock(found.subId, paid.events);
        if (!paid.paid) return declined();
        const answer = invoiceJson(found.subId, found.invoice);
        if (key) shared.byIdempotencyKey.set(key, answer);
        return { status: 200, json: answer };
      }
    }
    return null;
  }

  return {
    route,
    paymentMethods,
    prices,
    events,
    updates,
    previews,
    deliveries,
    /** A card saved to a customer (what Stripe.js confirming a setup intent does); `chargeFails`: 4000 0000 0000 0341. */
    savePaymentMethod(id: string, customer: string | null, card: Partial<FakeCard> & { chargeFails?: boolean } = {}) {
      const chargeFails = card.chargeFails ?? /chargeCustomerFail/.test(id);
      paymentMethods.set(id, {
        id,
        object: 'payment_method',
        type: 'card',
        customer,
        chargeFails,
        card: {
          brand: card.brand ?? 'visa',
          last4: card.last4 ?? (chargeFails ? '0341' : '4242'),
          exp_month: card.exp_month ?? 12,
          exp_year: card.exp_year ?? new Date().getFullYear() + 3,
        },
        billing_details: {
          name: 'Sam Rivers',
          email: null,
          phone: null,
          address: { line1: '1 Main St', line2: null, city: 'Springfield', postal_code: '12345', state: 'IL', country: 'US' },
        },
      });
    },
    /** Signed delivery of every event from now on to `url` (each POSTed once, in order). */
    deliverWebhooksTo(url: string | null, secret = '') {
      webhook = url ? { url, secret } : null;
    },
    /** Resolves once every event so far was delivered. */
    webhooksDelivered: () => delivering,
    /**
     * The customer's test clock moves `ms` on: each of its subscriptions lives to then (trials end,
     * invoices are made, paid or failed, retried), and its events are delivered.
     */
    async advanceClock(customer: string, ms: number) {
      offsets.set(customer, (offsets.get(customer) ?? 0) + ms);
      for (const [id, life] of lives) {
        if (shared.subscriptions.get(id)?.customer !== customer) continue;
        emitClock(id, clock.runClock(life.sub, life.invoices, clockOf(customer), rulesOf(id)));
      }
      await delivering;
    },
    /** What Stripe records without telling anyone (a missed webhook: the reconcile's drift). */
    setLife(id: string, change: { status?: string; quantity?: number }) {
      const life = lives.get(id);
      if (!life) return false;
      if (change.status) life.sub.status = change.status;
      if (change.quantity !== undefined) life.sub.quantity = change.quantity;
      sync(id);
      return true;
    },
    onCanceled(id: string) {
      const life = lives.get(id);
      if (!life) return;
      emitClock(id, clock.cancelSubscription(life.sub, life.invoices, clockOf(shared.subscriptions.get(id)!.customer)));
      emit('customer.subscription.deleted', shared.subscriptions.get(id));
    },
  };
}
