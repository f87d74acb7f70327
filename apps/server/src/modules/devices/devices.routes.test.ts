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
    expect((await app.app.inject({ method: 'POST', url: `${API}/device-token/subscribe-topic`, payload: { token: 'x' } })).statusCode).toBe(401);
  });

  it('registers a device and subscribes it to the campaign topic once', async () => {
    const u = await signUp(app);
    const h = bearer(u.token);
    expect((await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: h, payload: { token: 'fcm-1', platform: 'android' } })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await app.app.inject({ method: 'POST', url: `${API}/device-token/subscribe-topic`, headers: h, payload: { token: 'fcm-1' } });
      expect(res.statusCode).toBe(200);
    }
    const [device] = await listDeviceTokens(app.db, u.id);
    expect(device).toMatchObject({ token: 'fcm-1', platform: 'android', topics: ['production-campaign'] });
  });

  it("moves a token to the device's new user, and refuses to subscribe someone else's", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(a.token), payload: { token: 'shared-phone' } });
    const foreign = await app.app.inject({ method: 'POST', url: `${API}/device-token/subscribe-topic`, headers: bearer(b.token), payload: { token: 'shared-phone' } });
    expect(foreign.statusCode).toBe(404);
    await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(b.token), payload: { token: 'shared-phone' } });
    expect(await listDeviceTokens(app.db, a.id)).toHaveLength(0);
    expect(await listDeviceTokens(app.db, b.id)).toHaveLength(1);
  });

  it('validates the token and topic', async () => {
    const u = await signUp(app);
    const res = await app.app.inject({ method: 'POST', url: `${API}/device-token`, headers: bearer(u.token), payload: { token: ' ' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual([m.required]);
    const topic = await app.app.inject({ method: 'POST', url: `${API}/device-token/subscribe-topic`, headers: bearer(u.token), payload: { token: 'x', topic: 'other' } });
    expect(topic.statusCode).toBe(422);
  });
});
