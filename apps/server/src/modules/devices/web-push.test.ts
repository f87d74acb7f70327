import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';
import { startPushService } from '../../test/push-service';
import { vapidKeysOf } from '../../platform/push/vapid';
import { createWebPushProvider } from '../../platform/push/web-push';
import { listDeviceTokens } from './index';

let app: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
  // The app's own web push provider and dev key pair, with an agent that trusts the local push service.
  app = await createTestApp(
    {},
    { pushProviders: { web: createWebPushProvider({ vapid: () => vapidKeysOf(app.ctx.config), agent: service.agent }) } },
  );
});
afterAll(async () => {
  await app.app.close();
  await service.close();
});

async function subscribedMember() {
  const member = await signUp(app);
  const browser = service.subscribe();
  const res = await app.app.inject({
    method: 'POST',
    url: `${API}/device-token`,
    headers: bearer(member.token),
    payload: { token: browser.subscription.endpoint, platform: 'web', subscription: browser.subscription },
  });
  expect(res.statusCode).toBe(200);
  return { member, browser };
}

const note = (type: string) => ({ title: 'Sam Rivers sent you a request', message: 'A private text', meta: { type } });

describe('web push through the push service protocol', () => {
  it('app-info hands out the VAPID public key the pushes are signed with (the dev pair, kept in DATA_DIR)', async () => {
    const info = (await app.app.inject({ method: 'GET', url: `${API}/app-info` })).json();
    const keys = vapidKeysOf(app.ctx.config);
    expect(info.push.vapid_public_key).toBe(keys.publicKey);
    expect(keys.dev).toBe(true);
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('sends the ids only, encrypted aes128gcm, VAPID-signed, with TTL and normal urgency; no Topic for a bell item', async () => {
    const { member, browser } = await subscribedMember();
    const row = await app.notifications.notify(member.id, note('partner.request'));
    await app.ctx.jobs.idle();
    const got = service.received.filter((p) => browser.subscription.endpoint.endsWith(p.path));
    expect(got).toHaveLength(1);
    const push = got[0]!;
    expect(push.payload).toEqual({ type: 'partner.request', notification_id: row.id });
    expect(JSON.stringify(push.payload)).not.toContain('Sam');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBe(86_400);
    expect(push.headers.urgency).toBe('normal');
    expect(push.headers.topic).toBeUndefined();
    expect(push.vapid.publicKey).toBe(vapidKeysOf(app.ctx.config).publicKey);
    expect(push.vapid.claims.sub).toBe(`mailto:${app.ctx.config.SUPPORT_EMAIL}`);
    expect(push.vapid.claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
  });

  it('asks for high urgency only for an SOS, and a chat’s pushes carry its Topic so they collapse', async () => {
    const { member, browser } = await subscribedMember();
    await app.notifications.notify(member.id, note('sos.sent'), { urgent: true });
    await app.ctx.push.send(member.id, { type: 'message.created', notification_id: 41, urgent: false, collapse: 'chat-7' });
    await app.ctx.push.send(member.id, { type: 'message.created', notification_id: 42, urgent: false, collapse: 'chat-7' });
    await app.ctx.jobs.idle();
    const got = service.received.filter((p) => browser.subscription.endpoint.endsWith(p.path));
    expect(got.map((p) => [p.headers.urgency, p.headers.topic ?? null, (p.payload as { type: string }).type]).sort()).toEqual(
      [
        ['high', null, 'sos.sent'],
        ['normal', 'chat-7', 'message.created'],
        ['normal', 'chat-7', 'message.created'],
      ].sort(),
    );
  });

  it('removes a subscription the push service answers 410 or 404 at once; keeps one answered 500 (retried later)', async () => {
    const gone = await subscribedMember();
    const missing = await subscribedMember();
    const busy = await subscribedMember();
    service.answerWith(gone.browser.subscription.endpoint, 410);
    service.answerWith(missing.browser.subscription.endpoint, 404);
    service.answerWith(busy.browser.subscription.endpoint, 500);
    for (const { member } of [gone, missing, busy]) await app.notifications.notify(member.id, note('group.invited'));
    await app.ctx.jobs.idle();
    expect(await listDeviceTokens(app.db, gone.member.id)).toHaveLength(0);
    expect(await listDeviceTokens(app.db, missing.member.id)).toHaveLength(0);
    expect(await listDeviceTokens(app.db, busy.member.id)).toHaveLength(1);
  });

  it('stores the subscription’s keys beside its endpoint; a re-subscription replaces them', async () => {
    const { member, browser } = await subscribedMember();
    const [device] = await listDeviceTokens(app.db, member.id);
    expect(device).toMatchObject({ token: browser.subscription.endpoint, platform: 'web', subscription: browser.subscription });
    const fresh = service.subscribe().subscription.keys;
    await app.app.inject({
      method: 'POST',
      url: `${API}/device-token`,
      headers: bearer(member.token),
      payload: { token: browser.subscription.endpoint, subscription: { endpoint: browser.subscription.endpoint, keys: fresh } },
    });
    expect((await listDeviceTokens(app.db, member.id))[0]!.subscription!.keys).toEqual(fresh);
  });
});
