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
