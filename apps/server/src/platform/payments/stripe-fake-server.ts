import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: a local HTTP server that speaks the few Stripe endpoints the adapter uses (customers,
 * setup_intents create/retrieve, payment_intents create with idempotency keys). The real SDK is pointed
 * at it with host/port/protocol, so the adapter is exercised over HTTP, not through mocked functions.
 */
export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  status: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
}

export async function startFakeStripe() {
  const setupIntents = new Map<string, FakeSetupIntent>();
  const charges: { id: string; amount: number; payment_method: string; idempotencyKey: string | undefined }[] = [];
  const byIdempotencyKey = new Map<string, unknown>();
  const requests: { method: string; path: string; auth: string | undefined }[] = [];
  let seq = 0;
  let declineCharges = false;

  function parseForm(body: string) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of new URLSearchParams(body)) {
      const m = /^(\w+)\[(\w+)\]$/.exec(k);
      if (m) ((out[m[1]!] ??= {}) as Record<string, string>)[m[2]!] = v;
      else out[k] = v;
    }
    return out;
  }
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? '', path: url.pathname, auth: req.headers.authorization });
    const body = parseForm(await read(req));
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++seq}` });
      res.end(JSON.stringify(json));
    };
    if (req.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const key = req.headers['idempotency-key'] as string | undefined;
    if (req.method === 'POST' && url.pathname === '/v1/customers') return send(200, { id: `cus_${++seq}`, object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} });
    if (req.method === 'POST' && url.pathname === '/v1/setup_intents') {
      const id = `seti_${++seq}${Math.random().toString(36).slice(2, 8)}`;
      const si: FakeSetupIntent = { id, object: 'setup_intent', client_secret: `${id}_secret_x`, status: 'requires_payment_method', customer: (body.customer as string) ?? null, payment_method: null, metadata: (body.metadata as Record<string, string>) ?? {} };
      setupIntents.set(id, si);
      return send(200, si);
    }
    const si = /^\/v1\/setup_intents\/([\w]+)$/.exec(url.pathname);
    if (req.method === 'GET' && si) {
      const found = setupIntents.get(si[1]!);
      return found ? send(200, found) : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such setupintent: '${si[1]}'` } });
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      if (key && byIdempotencyKey.has(key)) return send(200, byIdempotencyKey.get(key));
      if (declineCharges) return send(402, { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
      const pi = { id: `pi_${++seq}`, object: 'payment_intent', status: 'succeeded', amount: Number(body.amount), metadata: body.metadata ?? {} };
      charges.push({ id: pi.id, amount: pi.amount, payment_method: body.payment_method as string, idempotencyKey: key });
      if (key) byIdempotencyKey.set(key, pi);
      return send(200, pi);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: 'sk_test_fake',
    setupIntents,
    charges,
    requests,
    /** What Stripe.js confirming the card does. */
    succeed(id: string, paymentMethod = 'pm_card_visa') {
      const s = setupIntents.get(id)!;
      s.status = 'succeeded';
      s.payment_method = paymentMethod;
    },
    declineCharges(on: boolean) {
      declineCharges = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
