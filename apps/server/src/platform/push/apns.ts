import http2, { type ClientHttp2Session } from 'node:http2';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import { discreetTexts } from '@holdfast/shared/privacy';
import { collapseKeyOf, PUSH_TTL_SECONDS, pushData, type PushProvider } from './push';

export const APNS_URLS = { production: 'https://api.push.apple.com', sandbox: 'https://api.sandbox.push.apple.com' } as const;

export interface ApnsOptions {
  /** The .p8 signing key's PEM text (PKCS #8, P-256). */
  key: string;
  keyId: string;
  teamId: string;
  /** The app's bundle id (apns-topic). */
  topic: string;
  /** https://api.push.apple.com, the sandbox, or a test server. */
  url: string;
  /** Extra trusted certificates (tests' self-signed server). */
  ca?: string | Buffer;
  timeoutMs?: number;
}

/** Apple refreshes a provider token at most every 20 minutes and refuses one older than an hour: 40 minutes. */
const TOKEN_LIFETIME_MS = 40 * 60_000;

/**
 * iOS pushes through APNs' HTTP/2 API with token-based auth (a .p8 key): one HTTP/2 session, reopened
 * when it closes; an ES256 JWT (kid = key id, iss = team id, iat) reused for 40 minutes; POST
 * /3/device/<token> with apns-topic, apns-push-type alert, apns-priority 10 only for SOS (5 otherwise),
 * apns-expiration and apns-collapse-id. The alert is a neutral title (the app's notification service
 * may fetch the words); the custom keys are `type` and `notification_id`. 410 (Unregistered) and 400
 * BadDeviceToken are gone.
 */
export function createApnsProvider(opts: ApnsOptions): PushProvider {
  let session: ClientHttp2Session | null = null;
  let signingKey: Promise<CryptoKey> | null = null;
  let token: { value: string; madeAt: number } | null = null;

  function connect(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = http2.connect(opts.url, opts.ca ? { ca: opts.ca } : {});
    opened.on('error', () => undefined); // a broken session fails its requests; the next send opens a new one
    opened.on('close', () => {
      if (session === opened) session = null;
    });
    opened.unref();
    return (session = opened);
  }

  async function bearer(): Promise<string> {
    if (token && Date.now() - token.madeAt < TOKEN_LIFETIME_MS) return token.value;
    signingKey ??= importPKCS8(opts.key, 'ES256');
    const madeAt = Date.now();
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: opts.keyId })
      .setIssuer(opts.teamId)
      .setIssuedAt(Math.floor(madeAt / 1000))
      .sign(await signingKey);
    token = { value, madeAt };
    return value;
  }

  function post(path: string, headers: http2.OutgoingHttpHeaders, body: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = connect().request({ ':method': 'POST', ':path': path, ...headers });
      req.setTimeout(opts.timeoutMs ?? 10_000, () => req.close(http2.constants.NGHTTP2_CANCEL));
      let status = 0;
      let text = '';
      req.setEncoding('utf8');
      req.on('response', (h) => (status = Number(h[':status'])));
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => resolve({ status, body: text }));
      req.on('error', reject);
      req.on('close', () => {
        if (!status) reject(new Error('APNs: the request was cancelled'));
      });
      req.end(body);
    });
  }

  return {
    name: 'apns',
    async send(device, message) {
      const collapseId = collapseKeyOf(message);
      const payload = {
        aps: {
          alert: { title: discreetTexts.subject },
          sound: 'default',
          'mutable-content': 1,
          ...(message.urgent ? { 'interruption-level': 'time-sensitive' } : {}),
        },
        ...pushData(message),
      };
      const answer = await post(
        `/3/device/${encodeURIComponent(device.token)}`,
        {
          authorization: `bearer ${await bearer()}`,
          'apns-topic': opts.topic,
          'apns-push-type': 'alert',
          'apns-priority': message.urgent ? '10' : '5',
          'apns-expiration': String(Math.floor(Date.now() / 1000) + PUSH_TTL_SECONDS),
          ...(collapseId ? { 'apns-collapse-id': collapseId } : {}),
          'content-type': 'application/json',
        },
        JSON.stringify(payload),
      );
      if (answer.status === 200) return 'sent';
      const reason = readReason(answer.body);
      if (answer.status === 410 || (answer.status === 400 && reason === 'BadDeviceToken')) return 'gone';
      // An expired provider token is made again on the retry.
      if (answer.status === 403 && reason === 'ExpiredProviderToken') token = null;
      throw new Error(`APNs answered ${answer.status}${reason ? ` ${reason}` : ''}`);
    },
    async close() {
      const open = session;
      session = null;
      if (open && !open.closed) await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}

function readReason(body: string): string | null {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === 'string' ? reason : null;
  } catch {
    return null;
  }
}
