import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '@holdfast/shared/check-ins';
import {
  API,
  bearer,
  connectSocket,
  createTestApp,
  lastMailTo,
  login,
  request,
  signUp,
  tokenFromLink,
  type TestApp,
} from '../../test/harness';

// Spec 1 section 7: the socket carries "profile updates": a person's other tabs and devices hear
// that their profile changed (ids only) and ask for it again; nobody else hears it.
const ADMIN = { email: 'root-events@holdfast.test', password: 'Adm1n*Password' };
let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, { realtime: true });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  adminToken = await login(app, ADMIN.email, ADMIN.password);
});
afterAll(() => app.app.close());

async function listen(token: string) {
  const socket = await connectSocket(app, token);
  const heard: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => heard.push([event, payload]));
  return heard;
}
const settle = () => new Promise((r) => setTimeout(r, 200));
const profileBody = {
  display_name: 'Sam',
  first_name: 'Sam',
  last_name: 'Reed',
  gender: 'Male',
  is_married: false,
  is_student: false,
  is_leader: false,
};

describe('profile.updated', () => {
  it("reaches only the person's own sockets after a profile write; a refused write tells nobody", async () => {
    const [a, b] = [await signUp(app, { profile: true }), await signUp(app, { profile: true })];
    const [mine, theirs] = [await listen(a.token), await listen(b.token)];
    const refused = await app.app.inject({
      method: 'PUT',
      url: `${API}/users/profile`,
      headers: bearer(a.token),
      payload: { ...profileBody, country_id: 999_999 },
    });
    expect(refused.statusCode).toBe(422);
    await settle();
    expect(mine).toEqual([]);
    const saved = await app.app.inject({ method: 'PUT', url: `${API}/users/profile`, headers: bearer(a.token), payload: profileBody });
    expect(saved.statusCode).toBe(200);
    await settle();
    expect(mine).toEqual([['profile.updated', { user_id: a.id }]]);
    expect(theirs).toEqual([]);
  });

  it('reaches a person whose roles an administrator changed, and only when they changed', async () => {
    const target = await signUp(app, { profile: true });
    const heard = await listen(target.token);
    const put = () =>
      app.app.inject({
        method: 'PUT',
        url: `${API}/admin/users/${target.id}/roles`,
        headers: bearer(adminToken),
        payload: { roles: ['community_admin'] },
      });
    expect((await put()).statusCode).toBe(200);
    await settle();
    expect(heard).toEqual([['profile.updated', { user_id: target.id }]]);
    // The same roles again: nothing changed, nothing is told.
    expect((await put()).statusCode).toBe(200);
    await settle();
    expect(heard).toHaveLength(1);
  });

  it('reaches a person once their new e-mail address is confirmed, not when they ask; a refused link tells nobody', async () => {
    const [a, b] = [await signUp(app, { profile: true }), await signUp(app, { profile: true })];
    const [mine, theirs] = [await listen(a.token), await listen(b.token)];
    const address = `moved-${a.id}@example.com`;
    expect((await request(app, a.token).post('/users/change-email-request', { email: address })).statusCode).toBe(201);
    const link = (await lastMailTo(app, address))!.links[0]!;
    await settle();
    expect(mine).toEqual([]);
    const { token } = tokenFromLink(link);
    const verify = (query: string) => app.app.inject({ method: 'GET', url: `${API}/users/verify-email?${query}` });
    const refused = await verify(new URLSearchParams({ token: `${token}x`, email: address }).toString());
    expect(refused.headers.location).toBe('http://app.test/login?verificationFailed=true');
    await settle();
    expect(mine).toEqual([]);
    expect((await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') })).headers.location).toContain(
      'verificationCompleted=true',
    );
    await settle();
    expect(mine).toEqual([['profile.updated', { user_id: a.id }]]);
    expect(theirs).toEqual([]);
    // The used link again: refused, nothing more told.
    await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    await settle();
    expect(mine).toHaveLength(1);
  });

  it('reaches a person whose purity streak start moved, and only when it moved; a refused date tells nobody', async () => {
    const OFFSET = 18000;
    const today = localDateOf(new Date(), OFFSET);
    const [a, b] = [await signUp(app, { profile: true }), await signUp(app, { profile: true })];
    const [mine, theirs] = [await listen(a.token), await listen(b.token)];
    const setStart = (date: string) => request(app, a.token).post('/purity-streak-overrides', { date, offset: OFFSET });
    expect((await setStart(today)).statusCode).toBe(422);
    await settle();
    expect(mine).toEqual([]);
    expect((await setStart(addDays(today, -10))).statusCode).toBe(200);
    await settle();
    expect(mine).toEqual([['profile.updated', { user_id: a.id }]]);
    // The same day again: nothing changed, nothing is told.
    expect((await setStart(addDays(today, -10))).statusCode).toBe(200);
    await settle();
    expect(mine).toHaveLength(1);
    expect((await setStart(addDays(today, -20))).statusCode).toBe(200);
    await settle();
    expect(mine).toEqual([
      ['profile.updated', { user_id: a.id }],
      ['profile.updated', { user_id: a.id }],
    ]);
    expect(theirs).toEqual([]);
  });
});
