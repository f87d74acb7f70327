import { generateKeyPairSync } from 'node:crypto';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { importSPKI, jwtVerify, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';
import { selfSignedCertificate } from '../../test/self-signed';
import { createApnsProvider } from '../../platform/push/apns';
import { createFcmProvider } from '../../platform/push/fcm';
import { listDeviceTokens } from './index';

const certificate = selfSignedCertificate(['fcm.googleapis.com']);

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** A local FCM HTTP v1 server: POST /v1/projects/<id>/messages:send with the OAuth bearer; UNREGISTERED for tokens named so. */
function startFcm() {
  const received: Received[] = [];
  const server = https.createServer(certificate, (req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text || '{}') as { message?: { token?: string } };
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (body.message?.token?.startsWith('unregistered')) {
        res.writeHead(404).end(
          JSON.stringify({
            error: {
              code: 404,
              message: 'Requested entity was not found.',
              status: 'NOT_FOUND',
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
            },
          }),
        );
        return;
      }
      res.writeHead(200).end(JSON.stringify({ name: 'projects/holdfast-test/messages/0:1' }));
    });
  });
  return { server, received };
}

/** A local APNs: HTTP/2 over TLS; 410 Unregistered for tokens beginning with dead. */
function startApns() {
  const received: Received[] = [];
  const server = http2.createSecureServer(certificate);
  server.on('stream', (stream, headers) => {
    let text = '';
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => (text += c));
    stream.on('end', () => {
      const path = String(headers[':path']);
      received.push({ path, headers: { ...headers }, body: JSON.parse(text) as Record<string, unknown> });
      if (path.startsWith('/3/device/dead')) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered', timestamp: Date.now() }));
        return;
      }
      stream.respond({ ':status': 200, 'apns-id': '00000000-0000-0000-0000-000000000001' });
      stream.end();
    });
  });
  return { server, received };
}

const fcm = startFcm();
const apns = startApns();
const apnsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
let app: TestApp;

beforeAll(async () => {
  await Promise.all([
    new Promise<void>((resolve) => fcm.server.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => apns.server.listen(0, '127.0.0.1', resolve)),
  ]);
  const fcmPort = (fcm.server.address() as AddressInfo).port;
  // firebase-admin sends to https://fcm.googleapis.com; its httpAgent (an AppOptions setting) connects that name to the local server.
  const httpAgent = new https.Agent({ ca: certificate.cert });
  httpAgent.createConnection = (options, callback) => {
    const socket = tls.connect({ ...(options as tls.ConnectionOptions), host: '127.0.0.1', port: fcmPort, ca: certificate.cert });
    socket.once('secureConnect', () => callback?.(null, socket));
    socket.once('error', (err) => callback?.(err, socket));
    return undefined;
  };
  app = await createTestApp(
    {},
    {
      pushProviders: {
        android: createFcmProvider({
          credential: { getAccessToken: async () => ({ access_token: 'fcm-test-access-token', expires_in: 3600 }) },
          projectId: 'holdfast-test',
          httpAgent,
        }),
        ios: createApnsProvider({
          key: apnsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
          keyId: 'KEY1234567',
          teamId: 'TEAM123456',
          topic: 'org.holdfast.app',
          url: `https://localhost:${(apns.server.address() as AddressInfo).port}`,
          ca: certificate.cert,
        }),
      },
    },
  );
});
afterAll(async () => {
  await app.app.close();
  await Promise.all([new Promise((r) => fcm.server.close(r)), new Promise((r) => apns.server.close(r))]);
});

async function memberWithDevice(token: string, platform: 'android' | 'ios') {
  const member = await signUp(app);
  const res = await app.app.inject({
    method: 'POST',
    url: `${API}/device-token`,
    headers: bearer(member.token),
    payload: { token, platform },
  });
  expect(res.statusCode).toBe(200);
  return member;
}

const note = { title: 'Sam Rivers needs you', message: 'A private text', meta: { type: 'sos.sent' } };

describe('FCM (firebase-admin against a local FCM HTTP v1 server)', () => {
  it('sends the ids as data with a neutral title, the OAuth bearer, high priority for an SOS and the collapse key', async () => {
    const member = await memberWithDevice('fcm-token-1', 'android');
    const row = await app.notifications.notify(member.id, note, { urgent: true });
    await app.ctx.push.send(member.id, { type: 'message.created', notification_id: 9, urgent: false, collapse: 'chat-3' });
    await app.ctx.jobs.idle();
    const mine = fcm.received.filter((r) => (r.body.message as { token: string }).token === 'fcm-token-1');
    expect(mine).toHaveLength(2);
    for (const r of mine) {
      expect(r.path).toBe('/v1/projects/holdfast-test/messages:send');
      expect(r.headers.authorization).toBe('Bearer fcm-test-access-token');
      expect(JSON.stringify(r.body)).not.toMatch(/Sam|private/);
    }
    const messages = mine.map((r) => r.body.message as Record<string, Record<string, unknown>>);
    const sosMessage = messages.find((m) => m.data!.type === 'sos.sent')!;
    const chatMessage = messages.find((m) => m.data!.type === 'message.created')!;
    expect(sosMessage.data).toEqual({ type: 'sos.sent', notification_id: String(row.id) });
    expect(sosMessage.notification).toEqual({ title: 'You have an update' });
    expect(sosMessage.android).toMatchObject({ priority: 'high', ttl: '86400s' });
    expect(chatMessage.android).toMatchObject({ priority: 'normal', collapse_key: 'chat-3' });
  });

  it('removes a token FCM answers UNREGISTERED at once', async () => {
    const member = await memberWithDevice('unregistered-token', 'android');
    await app.notifications.notify(member.id, { ...note, meta: { type: 'group.invited' } });
    await app.ctx.jobs.idle();
    expect(fcm.received.some((r) => (r.body.message as { token: string }).token === 'unregistered-token')).toBe(true);
    expect(await listDeviceTokens(app.db, member.id)).toHaveLength(0);
  });
});

describe('APNs (HTTP/2 with a .p8 token, against a local HTTP/2 server)', () => {
  it('posts to /3/device/<token> with apns-topic, apns-push-type, priority and a bearer JWT signed by the key', async () => {
    const member = await memberWithDevice('a1b2c3d4', 'ios');
    const row = await app.notifications.notify(member.id, note, { urgent: true });
    await app.ctx.push.send(member.id, { type: 'message.created', notification_id: 9, urgent: false, collapse: 'chat-3' });
    await app.ctx.jobs.idle();
    const mine = apns.received.filter((r) => r.path === '/3/device/a1b2c3d4');
    expect(mine).toHaveLength(2);
    const sos = mine.find((r) => r.body.type === 'sos.sent')!;
    const chat = mine.find((r) => r.body.type === 'message.created')!;
    expect(sos.headers[':method']).toBe('POST');
    expect(sos.headers['apns-topic']).toBe('org.holdfast.app');
    expect(sos.headers['apns-push-type']).toBe('alert');
    expect(sos.headers['apns-priority']).toBe('10');
    expect(chat.headers['apns-priority']).toBe('5');
    expect(chat.headers['apns-collapse-id']).toBe('chat-3');
    expect(sos.headers['apns-collapse-id']).toBeUndefined();
    expect(sos.body).toEqual({
      aps: { alert: { title: 'You have an update' }, sound: 'default', 'mutable-content': 1, 'interruption-level': 'time-sensitive' },
      type: 'sos.sent',
      notification_id: row.id,
    });
    const jwt = String(sos.headers.authorization).replace(/^bearer /, '');
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    const publicKey = await importSPKI(apnsKey.publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'ES256');
    const { payload } = await jwtVerify(jwt, publicKey, { issuer: 'TEAM123456' });
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);
  });

  it('removes a token APNs answers 410 Unregistered at once; keeps the others', async () => {
    const member = await memberWithDevice('dead0001', 'ios');
    const keeper = await memberWithDevice('beef0001', 'ios');
    for (const m of [member, keeper]) await app.notifications.notify(m.id, { ...note, meta: { type: 'group.invited' } });
    await app.ctx.jobs.idle();
    expect(apns.received.some((r) => r.path === '/3/device/dead0001')).toBe(true);
    expect(await listDeviceTokens(app.db, member.id)).toHaveLength(0);
    expect(await listDeviceTokens(app.db, keeper.id)).toHaveLength(1);
  });
});
