import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import https, { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import { selfSignedCertificate } from './self-signed';

/** What a browser hands the app: a subscription at the local push service, and the keys only it holds. */
export interface TestSubscriber {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims, verified with the `k=` key of the Authorization header. */
  vapid: { claims: JWTPayload; publicKey: string };
  /** The decrypted payload (RFC 8291 aes128gcm), parsed. */
  payload: unknown;
  /** The decrypted payload as sent, the bytes a browser's push event hands the worker. */
  plaintext: string;
}

/**
 * A local push service speaking RFC 8030 (as FCM's, Mozilla's and Apple's web push endpoints do): it
 * takes the encrypted POST of `web-push`, checks the VAPID Authorization header (`vapid t=<jwt>, k=<key>`,
 * the JWT signed ES256 by that key), reads TTL, Topic and Urgency, decrypts the aes128gcm body with the
 * subscriber's private key and auth secret, and answers 201 — or the status `answer(path)` gives
 * (404/410: the subscription is gone). `tls`: its key and certificate (default: a fresh self-signed
 * one; the browser tests make theirs before the server starts, which trusts it by NODE_EXTRA_CA_CERTS).
 */
export async function startPushService(opts: { tls?: { key: string; cert: string } } = {}) {
  const received: ReceivedPush[] = [];
  const subscribers = new Map<string, TestSubscriber>();
  const answers = new Map<string, number>();
  const tls = opts.tls ?? selfSignedCertificate();
  const server = https.createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const path = req.url ?? '';
        const forced = answers.get(path);
        if (forced) {
          res.writeHead(forced).end();
          return;
        }
        const subscriber = subscribers.get(path);
        if (!subscriber || req.method !== 'POST') {
          res.writeHead(404).end();
          return;
        }
        try {
          const vapid = await verifyVapid(req.headers.authorization ?? '', `https://127.0.0.1:${port()}`);
          if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const plaintext = decrypt(Buffer.concat(chunks), subscriber).toString('utf8');
          received.push({ path, headers: req.headers, vapid, payload: JSON.parse(plaintext) as unknown, plaintext });
          res.writeHead(201, { location: `${path}/m/${received.length}` }).end();
        } catch (error) {
          received.push({
            path,
            headers: req.headers,
            vapid: { claims: {}, publicKey: '' },
            payload: { error: String(error) },
            plaintext: '',
          });
          res.writeHead(400).end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;
  let next = 0;
  return {
    received,
    /** An https agent that trusts this service's certificate (the web push provider's `agent`). */
    agent: new Agent({ ca: tls.cert }),
    /** A new browser's subscription at this service. */
    subscribe(): TestSubscriber {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${++next}-${randomBytes(6).toString('hex')}`;
      const subscriber = {
        subscription: {
          endpoint: `https://127.0.0.1:${port()}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        ecdh,
        authSecret,
      };
      subscribers.set(path, subscriber);
      return subscriber;
    },
    /** Answer this subscription's next pushes with `status` (404/410: gone; 500: try later). */
    answerWith(endpoint: string, status: number) {
      answers.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => undefined),
  };
}

/** RFC 8292: `vapid t=<JWT>, k=<base64url P-256 public key>`; the JWT's aud is the push service's origin. */
async function verifyVapid(header: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload } = await jwtVerify(jwt, key, { audience, algorithms: ['ES256'] });
  return { claims: payload, publicKey: k };
}

/** RFC 8291 + RFC 8188 (one record): the browser's side of web push encryption. */
function decrypt(body: Buffer, subscriber: TestSubscriber): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
