import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t, PIN_MAX_FAILURES, settingsTexts as st } from '@holdfast/shared/accounts';
import { createTestApp, lastMailTo, login, request, signUp, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { accessTokens, appLocks } from './accounts.table';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function loginWith(email: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await request(app, null, headers).post('/oauth/token', {
    grant_type: 'password',
    email,
    password: STRONG_PASSWORD,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

describe('401 without a token', () => {
  it.each([
    ['GET', '/users/sessions'],
    ['DELETE', '/users/sessions'],
    ['DELETE', '/users/sessions/1'],
    ['GET', '/users/app-lock'],
    ['PUT', '/users/app-lock'],
    ['DELETE', '/users/app-lock'],
    ['POST', '/users/app-lock/unlock'],
    ['GET', '/devices'],
    ['DELETE', '/devices/1'],
  ] as const)('%s %s', async (method, url) => {
    const res = await request(app).send(method, url, method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
  });
});

describe('Sessions and devices', () => {
  it('lists every live session with its device (summarised or as sent), place and last use; the current one marked', async () => {
    const u = await signUp(app);
    const phone = await loginWith(u.email, { place: 'Europe/Berlin' }, { 'user-agent': CHROME_ANDROID });
    const described = await loginWith(u.email, { device: 'Kitchen tablet', place: 'Home' });
    const ended = await login(app, u.email);
    await request(app, ended).post('/oauth/logout');

    const res = await request(app, phone).get('/users/sessions');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      id: number;
      device: string | null;
      place: string | null;
      is_current: boolean;
      last_used_at: string | null;
    }[];
    expect(items).toHaveLength(3); // signUp's, the phone's, the tablet's; the signed-out one is gone
    const mine = items.find((s) => s.is_current)!;
    expect(mine).toMatchObject({ device: 'Chrome on Android', place: 'Europe/Berlin', is_impersonation: false });
    expect(mine.last_used_at).not.toBeNull();
    expect(items.filter((s) => s.is_current)).toHaveLength(1);
    expect(items.map((s) => s.device)).toContain('Kitchen tablet');
    // The tablet's own call marks it used.
    await request(app, described).get('/users/profile');
    const after = (await request(app, phone).get('/users/sessions')).json().items as { device: string; last_used_at: string | null }[];
    expect(after.find((s) => s.device === 'Kitchen tablet')!.last_used_at).not.toBeNull();
  });

  it('validates the description a client sends at sign-in', async () => {
    const u = await signUp(app);
    const res = await request(app).post('/oauth/token', {
      grant_type: 'password',
      email: u.email,
      password: STRONG_PASSWORD,
      device: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.device).toBeTruthy();
  });

  it('signs out one session; another person’s session id is 404 and stays signed in', async () => {
    const u = await signUp(app);
    const stranger = await signUp(app);
    const second = await login(app, u.email);
    const ids = ((await request(app, u.token).get('/users/sessions')).json().items as { id: number; is_current: boolean }[]).map((s) => s);
    const other = ids.find((s) => !s.is_current)!;
    const strangersSessions = (await request(app, stranger.token).get('/users/sessions')).json().items as { id: number }[];

    const guess = await request(app, u.token).delete(`/users/sessions/${strangersSessions[0]!.id}`);
    expect(guess.statusCode).toBe(404);
    expect(guess.json().message).toBe(st.sessionMissing);
    expect((await request(app, stranger.token).get('/users/profile')).statusCode).toBe(200);
    // The stranger's list never shows u's sessions.
    expect(strangersSessions.map((s) => s.id)).not.toContain(other.id);

    const res = await request(app, u.token).delete(`/users/sessions/${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(st.sessionSignedOut);
    expect((await request(app, second).get('/users/profile')).statusCode).toBe(401);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(200);
    // Already signed out: 404, nothing else changes.
    expect((await request(app, u.token).delete(`/users/sessions/${other.id}`)).statusCode).toBe(404);
    expect((await request(app, u.token).delete('/users/sessions/abc')).statusCode).toBe(422);
  });

  it('signs out every other session, this one stays', async () => {
    const u = await signUp(app);
    const others = [await login(app, u.email), await login(app, u.email)];
    const stranger = await signUp(app);
    const res = await request(app, u.token).delete('/users/sessions');
    expect(res.json()).toEqual({ message: st.otherSessionsSignedOut, signed_out: 2 });
    for (const token of others) expect((await request(app, token).get('/users/profile')).statusCode).toBe(401);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(200);
    expect((await request(app, stranger.token).get('/users/profile')).statusCode).toBe(200);
    expect((await request(app, u.token).get('/users/sessions')).json().items).toHaveLength(1);
  });

  it('lists and removes push devices (never showing the token); another person’s device is 404', async () => {
    const u = await signUp(app);
    const stranger = await signUp(app);
    await request(app, u.token).post('/device-token', { token: 'push-token-of-u', platform: 'android' });
    await request(app, stranger.token).post('/device-token', { token: 'push-token-of-stranger', platform: 'ios' });
    const list = await request(app, u.token).get('/devices');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('push-token-of-u');
    const [device] = list.json().items as { id: number; platform: string }[];
    expect(device).toMatchObject({ platform: 'android' });
    const theirs = ((await request(app, stranger.token).get('/devices')).json().items as { id: number }[])[0]!;
    expect((await request(app, u.token).delete(`/devices/${theirs.id}`)).statusCode).toBe(404);
    expect((await request(app, stranger.token).get('/devices')).json().items).toHaveLength(1);
    expect((await request(app, u.token).delete(`/devices/${device!.id}`)).statusCode).toBe(200);
    expect((await request(app, u.token).get('/devices')).json().items).toEqual([]);
  });
});

describe('App lock', () => {
  it('sets a PIN with the password, unlocks with it, changes it with the current PIN and removes it', async () => {
    const u = await signUp(app);
    const h = request(app, u.token);
    expect((await h.get('/users/app-lock')).json()).toEqual({ enabled: false });
    expect((await h.post('/users/app-lock/unlock', { pin: '1234' })).statusCode).toBe(404);

    const set = await h.put('/users/app-lock', { pin: '1234', password: STRONG_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe(st.pinSet);
    expect((await h.get('/users/app-lock')).json()).toEqual({ enabled: true });
    // Stored as an argon2id hash, never the digits.
    const [row] = await app.db.select().from(appLocks).where(eq(appLocks.userId, u.id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);

    expect((await h.post('/users/app-lock/unlock', { pin: '1234' })).json()).toEqual({ unlocked: true, attempts_left: PIN_MAX_FAILURES });
    const changed = await h.put('/users/app-lock', { pin: '987654', current_pin: '1234' });
    expect(changed.statusCode).toBe(200);
    expect((await h.post('/users/app-lock/unlock', { pin: '1234' })).json().unlocked).toBe(false);
    expect((await h.post('/users/app-lock/unlock', { pin: '987654' })).json().unlocked).toBe(true);

    const removed = await h.send('DELETE', '/users/app-lock', { current_pin: '987654' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(st.pinRemoved);
    expect((await h.get('/users/app-lock')).json()).toEqual({ enabled: false });
    const again = await h.send('DELETE', '/users/app-lock', { password: STRONG_PASSWORD });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(st.pinNotSet);
  });

  it('refuses a PIN that is not 4 to 6 digits, and a wrong or missing proof; nothing changes', async () => {
    const u = await signUp(app);
    const h = request(app, u.token);
    for (const pin of ['123', '1234567', '12a4', '']) {
      const res = await h.put('/users/app-lock', { pin, password: STRONG_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pin).toEqual(['The PIN must be 4 to 6 digits.']);
    }
    const noProof = await h.put('/users/app-lock', { pin: '1234' });
    expect(noProof.statusCode).toBe(422);
    expect(noProof.json().errors.password).toEqual(['Enter your account password or your current PIN.']);
    const wrong = await h.put('/users/app-lock', { pin: '1234', password: 'Wrong*Pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual([st.pinProofWrong]);
    // No PIN yet: a "current PIN" proves nothing.
    const fakeCurrent = await h.put('/users/app-lock', { pin: '1234', current_pin: '0000' });
    expect(fakeCurrent.statusCode).toBe(422);
    expect((await h.get('/users/app-lock')).json()).toEqual({ enabled: false });
  });

  it('five wrong PINs in a row sign this session out (only this one); a right one in between starts the count again', async () => {
    const u = await signUp(app);
    const other = await login(app, u.email);
    const h = request(app, u.token);
    await h.put('/users/app-lock', { pin: '2468', password: STRONG_PASSWORD });
    for (let i = 0; i < 3; i++) await h.post('/users/app-lock/unlock', { pin: '0000' });
    expect((await h.post('/users/app-lock/unlock', { pin: '2468' })).json().unlocked).toBe(true);
    const answers = [];
    for (let i = 0; i < PIN_MAX_FAILURES; i++) answers.push((await h.post('/users/app-lock/unlock', { pin: '1111' })).json());
    expect(answers.map((a) => a.attempts_left)).toEqual([4, 3, 2, 1, 0]);
    expect(answers.every((a) => a.unlocked === false)).toBe(true);
    expect((await h.get('/users/profile')).statusCode).toBe(401);
    expect((await request(app, other).get('/users/profile')).statusCode).toBe(200);
    // The lock itself stays set for the account's other sessions.
    expect((await request(app, other).get('/users/app-lock')).json()).toEqual({ enabled: true });
  });

  it('a wrong current PIN while changing it counts too, with the tries left in its message', async () => {
    const u = await signUp(app);
    const h = request(app, u.token);
    await h.put('/users/app-lock', { pin: '1357', password: STRONG_PASSWORD });
    const res = await h.put('/users/app-lock', { pin: '2468', current_pin: '0000' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.current_pin).toEqual([st.pinWrong(4)]);
    const [token] = await app.db.select({ f: accessTokens.pinFailures }).from(accessTokens).where(eq(accessTokens.userId, u.id));
    expect(token!.f).toBe(1);
    expect((await h.post('/users/app-lock/unlock', { pin: '1357' })).json().unlocked).toBe(true);
  });

  it('the PIN check has sign-in’s rate limit per client address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      const u = await signUp(limited);
      const h = request(limited, u.token);
      await h.put('/users/app-lock', { pin: '1234', password: STRONG_PASSWORD });
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await h.post('/users/app-lock/unlock', { pin: '1234' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.app.close();
    }
  });
});

describe('undoing an e-mail change from the old address', () => {
  async function changedAccount() {
    const u = await signUp(app);
    const second = await login(app, u.email);
    const to = `moved-${u.username}@example.com`;
    await request(app, u.token).post('/users/change-email-request', { email: to });
    const link = (await lastMailTo(app, to))!.links[0]!;
    await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    const notice = await lastMailTo(app, u.email);
    const undo = new URL(notice!.links[0]!).searchParams.get('token')!;
    return { u, second, to, undo };
  }

  it('is public, rate limited and validated', async () => {
    const res = await request(app).post('/users/change-email/undo', {});
    expect(res.statusCode).toBe(422);
    const bad = await request(app).post('/users/change-email/undo', { token: 'made-up' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.token).toEqual([st.undoInvalid]);
  });

  it('moves the account back, signs out every session, and works once', async () => {
    const { u, second, to, undo } = await changedAccount();
    expect((await request(app, u.token).get('/users/profile')).json().email).toBe(to);
    const res = await request(app).post('/users/change-email/undo', { token: undo });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: st.undoDone, email: u.email });
    for (const token of [u.token, second]) expect((await request(app, token).get('/users/profile')).statusCode).toBe(401);
    const fresh = await login(app, u.email);
    expect((await request(app, fresh).get('/users/profile')).json().email).toBe(u.email);
    const replay = await request(app).post('/users/change-email/undo', { token: undo });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.token).toEqual([st.undoInvalid]);
  });

  it('expires after 7 days', async () => {
    const { u, undo } = await changedAccount();
    await app.db
      .update((await import('./accounts.table')).accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq((await import('./accounts.table')).accountTokens.userId, u.id));
    const res = await request(app).post('/users/change-email/undo', { token: undo });
    expect(res.statusCode).toBe(422);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(200);
  });

  it('a later change’s undo link cannot move the account back to an intruder’s address once the owner undid', async () => {
    const { u, to, undo } = await changedAccount();
    // A second change (to an address an intruder holds): its undo link goes to `to`.
    const intruder = `intruder-${u.username}@example.com`;
    await request(app, u.token).post('/users/change-email-request', { email: intruder });
    const link = (await lastMailTo(app, intruder))!.links[0]!;
    await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    const laterUndo = new URL((await lastMailTo(app, to))!.links[0]!).searchParams.get('token')!;
    // The owner's first link still works, and the later one then does not.
    expect((await request(app).post('/users/change-email/undo', { token: undo })).json().email).toBe(u.email);
    expect((await request(app).post('/users/change-email/undo', { token: laterUndo })).statusCode).toBe(422);
    expect((await request(app, await login(app, u.email)).get('/users/profile')).json().email).toBe(u.email);
  });

  it('409 when the old address now belongs to another account; nothing changes', async () => {
    const { u, to, undo } = await changedAccount();
    // Someone signs up with the freed address.
    await request(app).post('/register', { username: `taker${u.id}`, email: u.email, password: STRONG_PASSWORD });
    const res = await request(app).post('/users/change-email/undo', { token: undo });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(st.undoTaken);
    expect((await request(app, u.token).get('/users/profile')).json().email).toBe(to);
  });
});

describe('the profile form: anonymous turns off needs_accountability', () => {
  it('also when anonymity was saved before and a later write asks for accountability', async () => {
    const u = await signUp(app);
    const put = (body: object) => request(app, u.token).put('/users/profile', { first_name: 'Sam', gender: 'Male', ...body });
    expect((await put({ is_anonymous: true, needs_accountability: true })).json().profile).toMatchObject({
      is_anonymous: true,
      needs_accountability: false,
    });
    expect((await put({ needs_accountability: true })).json().profile).toMatchObject({ is_anonymous: true, needs_accountability: false });
    expect((await put({ is_anonymous: false, needs_accountability: true })).json().profile).toMatchObject({
      is_anonymous: false,
      needs_accountability: true,
    });
  });
});

// The spec's texts for the password change, used by the web.
it('password texts are the spec’s', () => {
  expect(t.passwordChanged).toBe('Password changed successfully');
});
