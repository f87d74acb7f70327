import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeBilling, formList, type FakeCard, type FakeCustomer, type FakeSubscription, type Form } from './stripe-fake-billing';

export { stripeSignature, type FakeSubscription } from './stripe-fake-billing';

/**
 * For tests: a local HTTP server that speaks the Stripe endpoints the adapters use (customers create and delete,
 * setup_intents create/retrieve, payment_intents create, refunds create, products retrieve/create,
 * subscriptions create/retrieve/list/update/cancel; creates and cancels honour idempotency keys) and,
 * through stripe-fake-billing.ts, coach billing's: payment methods, tiered prices, subscriptions on
 * them with a test clock per customer, invoices (preview, list, pay) and signed webhook delivery.
 * The real SDK is pointed at it with host/port/protocol, so the adapters are exercised over HTTP,
 * not through mocked functions.
 */
export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_setup_error?: { code: string; message: string } | null;
}

/** The JSON of a Stripe invoice event (invoice.paid, invoice.payment_failed) about `sub`, as Stripe sends it to a webhook. */
export const subscriptionInvoiceEvent = (id: string, type: string, sub: Pick<FakeSubscription, 'id' | 'metadata'>) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `in_${id}`,
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      },
    },
  });

export async function startFakeStripe() {
  const setupIntents = new Map<string, FakeSetupIntent>();
  const charges: {
    id: string;
    amount: number;
    payment_method: string;
    idempotencyKey: string | undefined;
    customer?: string;
    off_session?: string;
    confirm?: string;
    metadata?: Form;
  }[] = [];
  const products = new Map<string, { id: string; object: 'product'; name: string; metadata: Record<string, string> }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Map<string, FakeCustomer>();
  const byIdempotencyKey = new Map<string, unknown>();
  const requests: { method: string; path: string; auth: string | undefined }[] = [];
  let seq = 0;
  let declineCharges = false;
  const refunds: { id: string; payment_intent: string; amount: number; reason: string | undefined }[] = [];
  /** Run once before the next charge is answered (a test's way to interleave a race). */
  let beforeNextCharge: (() => Promise<void>) | null = null;

  /** Stripe's form encoding: `a[b][0][c]=v` nests (numeric keys stay object keys; see `list`). */
  function parseForm(body: string) {
    const out: Form = {};
    for (const [k, v] of new URLSearchParams(body)) {
      const path = k.split(/\[|\]\[|\]$/).filter((p, i) => i === 0 || p !== '');
      let at = out;
      for (const p of path.slice(0, -1)) at = (typeof at[p] === 'object' ? at[p] : (at[p] = {})) as Form;
      at[path.at(-1)!] = v;
    }
    return out;
  }
  const list = formList;
  const billing = fakeBilling({ subscriptions, customers, byIdempotencyKey, next: () => ++seq, declineAll: () => declineCharges });
  const missing = (what: string, id: string) => ({
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` },
  });

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname, auth: req.headers.authorization });
    const body = parseForm(await read(req));
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== 'Bearer sk_test_fake')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const key = req.headers['idempotency-key'] as string | undefined;
    const answer = billing.route(req.method ?? '', url.pathname, url.searchParams, body, key);
    if (answer) return send(answer.status, answer.json);
    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      const customer: FakeCustomer = {
        id: `cus_${++seq}`,
        object: 'customer',
        email: (body.email as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      if (key) byIdempotencyKey.set(key, customer);
      return send(200, customer);
    }
    if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
      // As Stripe: a setup intent for a customer that does not exist (or was deleted) is refused.
      if (typeof body.customer === 'string' && !customers.has(body.customer)) return send(400, missing('customer', body.customer));
      const id = `seti_${++seq}${Math.random().toString(36).slice(2, 8)}`;
      const si: FakeSetupIntent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_x`,
        status: 'requires_payment_method',
        customer: (body.customer as string) ?? null,
        payment_method: null,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      setupIntents.set(id, si);
      return send(200, si);
    }
    const si = /^\/v1\/setup_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && si) {
      const found = setupIntents.get(si[1]!);
      return found
        ? send(200, found)
        : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such setupintent: '${si[1]}'` } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      const hook = beforeNextCharge;
      beforeNextCharge = null;
      if (hook) await hook();
      if (declineCharges) return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      const pi = {
        id: `pi_${++seq}`,
        object: 'payment_intent',
        status: 'succeeded',
        amount: Number(body.amount),
        metadata: body.metadata ?? {},
      };
      charges.push({
        id: pi.id,
        amount: pi.amount,
        payment_method: body.payment_method as string,
        idempotencyKey: key,
        customer: body.customer as string | undefined,
        off_session: body.off_session as string | undefined,
        confirm: body.confirm as string | undefined,
        metadata: body.metadata as Form | undefined,
      });
      if (key) byIdempotencyKey.set(key, pi);
      return send(200, pi);
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      const charge = charges.find((c) => c.id === body.payment_intent);
      if (!charge) return send(400, missing('payment_intent', String(body.payment_intent)));
      if (refunds.some((r) => r.payment_intent === charge.id))
        return send(400, {
          error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
        });
      const refund = {
        id: `re_${++seq}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: charge.id,
        amount: charge.amount,
        reason: body.reason as string | undefined,
      };
      refunds.push(refund);
      if (key) byIdempotencyKey.set(key, refund);
      return send(200, refund);
    }
    const cancel = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'DELETE' && cancel) {
      // Stripe replays a request sent again with the same idempotency key; without one, a canceled subscription cannot be canceled again.
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      const sub = subscriptions.get(cancel[1]!);
      if (!sub) return send(404, missing('subscription', cancel[1]!));
      if (sub.status === 'canceled')
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          },
        });
      sub.status = 'canceled';
      sub.ended_at = Math.floor(Date.now() / 1000);
      sub.cancellation_details = { reason: 'cancellation_requested' };
      billing.onCanceled(sub.id);
      const answer = structuredClone(sub);
      if (key) byIdempotencyKey.set(key, answer);
      return send(200, answer);
    }
    const product = /^\/v1\/products\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && product) {
      const found = products.get(product[1]!);
      return found ? send(200, found) : send(404, missing('product', product[1]!));
    }
    if (req.method === 'POST' && url.pathname === '/v1/products') {
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      const id = (body.id as string | undefined) ?? `prod_${++seq}`;
      if (products.has(id))
        return send(400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } });
      const created = {
        id,
        object: 'product' as const,
        name: body.name as string,
        metadata: (body.metadata as Record<string, string>) ?? {},
      };
      products.set(id, created);
      if (key) byIdempotencyKey.set(key, created);
      return send(200, created);
    }
    if (req.method === 'POST' && url.pathname === '/v1/subscriptions') {
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      if (declineCharges) return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      const items = list(body.items).map((item) => {
        const pd = item.price_data as Form;
        if (!products.has(pd.product as string)) return null;
        return {
          id: `si_${++seq}`,
          price: {
            id: `price_${++seq}`,
            product: pd.product as string,
            unit_amount: Number(pd.unit_amount),
            currency: pd.currency as string,
            recurring: { interval: (pd.recurring as Form).interval as string },
          },
        };
      });
      if (items.length === 0 || items.some((i) => !i)) return send(400, missing('product', 'in items[0][price_data]'));
      const sub: FakeSubscription = {
        id: `sub_${++seq}`,
        object: 'subscription',
        status: 'active',
        customer: body.customer as string,
        default_payment_method: (body.default_payment_method as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        cancel_at: body.cancel_at ? Number(body.cancel_at) : null,
        ended_at: null,
        cancellation_details: { reason: null },
        items: { object: 'list', data: items as FakeSubscription['items']['data'] },
      };
      subscriptions.set(sub.id, sub);
      if (key) byIdempotencyKey.set(key, sub);
      return send(200, sub);
    }
    const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(url.pathname);
    if (req.method === 'GET' && subscription) {
      const found = subscriptions.get(subscription[1]!);
      return found ? send(200, found) : send(404, missing('subscription', subscription[1]!));
    }
    if (req.method === 'GET' && url.pathname === '/v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      const status = url.searchParams.get('status');
      const data = [...subscriptions.values()].filter(
        (x) => (!customer || x.customer === customer) && (status === 'all' ? true : status ? x.status === status : x.status !== 'canceled'),
      );
      return send(200, { object: 'list', url: '/v1/subscriptions', has_more: false, data });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  };

  // A failing handler answers 500 instead of leaving an unhandled rejection behind.
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_fake',
    setupIntents,
    charges,
    refunds,
    beforeNextCharge(fn: () => Promise<void>) {
      beforeNextCharge = fn;
    },
    products,
    subscriptions,
    requests,
    /**
     * What Stripe.js confirming the card does: the intent succeeds and the card is saved to its
     * customer (`pm_card_chargeCustomerFail…`, or `card.chargeFails`: saved, but every charge fails).
     */
    succeed(id: string, paymentMethod = 'pm_card_visa', card: Partial<FakeCard> & { chargeFails?: boolean } = {}) {
      const s = setupIntents.get(id)!;
      s.status = 'succeeded';
      s.payment_method = paymentMethod;
      s.last_setup_error = null;
      billing.savePaymentMethod(paymentMethod, s.customer, card);
    },
    /** What Stripe.js reports when the card is declined while saving: the intent stays open, with the error. */
    decline(id: string, message = 'Your card was declined.') {
      const s = setupIntents.get(id)!;
      s.status = 'requires_payment_method';
      s.last_setup_error = { code: 'card_declined', message };
    },
    customers,
    prices: billing.prices,
    paymentMethods: billing.paymentMethods,
    /** Every event so far, oldest first (each as it was sent). */
    events: billing.events,
    /** Every subscription create and update, with its form as sent. */
    subscriptionUpdates: billing.updates,
    /** Every invoices.createPreview request, as sent. */
    previews: billing.previews,
    deliveries: billing.deliveries,
    deliverWebhooksTo: billing.deliverWebhooksTo,
    webhooksDelivered: billing.webhooksDelivered,
    advanceClock: billing.advanceClock,
    /** Changes a tiered subscription's status or quantity with no event (a missed webhook). */
    driftSubscription: billing.setLife,
    /** What Stripe does to a subscription as its invoices are paid or fail (active, past_due, unpaid, canceled). */
    setSubscriptionStatus(id: string, status: string, ending?: { endedAt: number; reason: 'cancellation_requested' | 'payment_failed' }) {
      const sub = subscriptions.get(id)!;
      sub.status = status;
      if (ending) {
        sub.ended_at = ending.endedAt;
        sub.cancellation_details = { reason: ending.reason };
      }
    },
    declineCharges(on: boolean) {
      declineCharges = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
