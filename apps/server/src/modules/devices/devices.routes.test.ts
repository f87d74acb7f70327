import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validationMessages as m } from '@holdfast/shared/validation';
import { API, bearer, createTestApp, signUp, type TestApp } from '../../test/harness';
import { listDeviceTokens } from './index';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

describe('device tokens', () => {
  it('401 without a token', async () => {
    expect((await app.app.inject({ method: 'POST', url: `${API}/device-token`, payload: { token: 'x' } })).statusCode).toBe(401);
    expect((await app.app.inject({ method: 'POST', url: `${API}/device-token/subscribe-topic`, payload: { token: 'x' } })).statusCode).toBe(
      401,
    );
  });

  it('registers a device and subscribes it to the campaign topic once', async () => {
    const u = await signUp(app);
    const h = bearer(u.token);
    expect(
      (await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: h, payload: { token: 'fcm-1', platform: 'android' } }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: `${API}/device-token/subscribe-topic`,
        headers: h,
        payload: { token: 'fcm-1' },
      });
      expect(res.statusCode).toBe(200);
    }
    const [device] = await listDeviceTokens(app.db, u.id);
    expect(device).toMatchObject({ token: 'fcm-1', platform: 'android', topics: ['production-campaign'] });
  });

  it('keeps a token with its first account until that account releases it on sign-out', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(a.token), payload: { token: 'shared-phone' } });
    const foreign = await app.app.inject({
      method: 'POST',
      url: `${API}/device-token/subscribe-topic`,
      headers: bearer(b.token),
      payload: { token: 'shared-phone' },
    });
    expect(foreign.statusCode).toBe(404);
    const taken = await app.app.inject({
      method: 'POST',
      url: `${API}/device-token`,
      headers: bearer(b.token),
      payload: { token: 'shared-phone' },
    });
    expect(taken.statusCode).toBe(409);
    expect(await listDeviceTokens(app.db, a.id)).toHaveLength(1);
    expect(await listDeviceTokens(app.db, b.id)).toHaveLength(0);
    // Only the owner can release it; then the device's next account may take it.
    expect(
      (await app.app.inject({ method: 'DELETE', url: `${API}/device-token`, headers: bearer(b.token), payload: { token: 'shared-phone' } }))
        .statusCode,
    ).toBe(404);
    expect((await app.app.inject({ method: 'DELETE', url: `${API}/device-token`, payload: { token: 'shared-phone' } })).statusCode).toBe(
      401,
    );
    expect(
      (await app.app.inject({ method: 'DELETE', url: `${API}/device-token`, headers: bearer(a.token), payload: { token: 'shared-phone' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(b.token), payload: { token: 'shared-phone' } }))
        .statusCode,
    ).toBe(200);
    expect(await listDeviceTokens(app.db, a.id)).toHaveLength(0);
    expect(await listDeviceTokens(app.db, b.id)).toHaveLength(1);
  });

  it('401 for every devices call without a token, whatever the body', async () => {
    for (const [method, url] of [
      ['POST', 'device-token'],
      ['DELETE', 'device-token'],
      ['GET', 'devices'],
      ['DELETE', 'devices/1'],
      ['POST', 'device-token/subscribe-topic'],
    ] as const) {
      const res = await app.app.inject({ method, url: `${API}/${url}`, payload: method === 'GET' ? undefined : { nonsense: true } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('stores a browser’s subscription beside the spec’s token; validates it; another member cannot take or touch it', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const endpoint = 'https://push.example.test/send/abc123';
    const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTY' };
    const post = (token: string, payload: unknown) =>
      app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(token), payload: payload as object });
    const bad = [
      [{ token: endpoint, subscription: { endpoint: 'http://push.example.test/x', keys } }, 'subscription.endpoint'],
      [{ token: endpoint, subscription: { endpoint: 'not a url', keys } }, 'subscription.endpoint'],
      [{ token: endpoint, subscription: { endpoint, keys: { p256dh: 'short', auth: keys.auth } } }, 'subscription.keys.p256dh'],
      [{ token: endpoint, subscription: { endpoint, keys: { p256dh: keys.p256dh } } }, 'subscription.keys.auth'],
      [{ token: 'other-token', subscription: { endpoint, keys } }, 'token'],
      [{ token: endpoint, platform: 'ios', subscription: { endpoint, keys } }, 'subscription'],
    ] as const;
    for (const [payload, field] of bad) {
      const res = await post(a.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await listDeviceTokens(app.db, a.id)).toHaveLength(0);
    expect((await post(a.token, { token: endpoint, platform: 'web', subscription: { endpoint, keys } })).statusCode).toBe(200);
    expect((await listDeviceTokens(app.db, a.id))[0]).toMatchObject({ token: endpoint, platform: 'web', subscription: { endpoint, keys } });
    // A stranger can neither take the subscription, nor change its keys, nor remove it by id.
    const otherKeys = { p256dh: `B${'C'.repeat(86)}`, auth: 'b3RoZXItYXV0aC0xNg' };
    expect((await post(b.token, { token: endpoint, subscription: { endpoint, keys: otherKeys } })).statusCode).toBe(409);
    const [device] = await listDeviceTokens(app.db, a.id);
    expect((await app.app.inject({ method: 'DELETE', url: `${API}/devices/${device!.id}`, headers: bearer(b.token) })).statusCode).toBe(
      404,
    );
    expect(await listDeviceTokens(app.db, a.id)).toEqual([device]);
    expect(device!.subscription!.keys).toEqual(keys);
    // The topic call takes the endpoint as the token.
    expect(
      (
        await app.app.inject({
          method: 'POST',
          url: `${API}/device-token/subscribe-topic`,
          headers: bearer(a.token),
          payload: { token: endpoint, topic: 'production-campaign' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await listDeviceTokens(app.db, a.id))[0]!.topics).toEqual(['production-campaign']);
  });

  it('validates the token and topic', async () => {
    const u = await signUp(app);
    const res = await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(u.token), payload: { token: ' ' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([m.required]);
    const topic = await app.app.inject({
      method: 'POST',
      url: `${API}/device-token/subscribe-topic`,
      headers: bearer(u.token),
      payload: { token: 'x', topic: 'other' },
    });
    expect(topic.statusCode).toBe(422);
  });
});
