import { discreetTexts } from '@holdfast/shared/privacy';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { validationMessages as m } from '@holdfast/shared/validation';
import {
  API,
  createTestApp,
  lastMailTo,
  login,
  request,
  signUp,
  STRONG_PASSWORD,
  type TestApp,
  tokenFromLink,
  uniqueUser,
} from '../../test/harness';
import { users } from './accounts.table';

let t0: TestApp;
beforeAll(async () => {
  t0 = await createTestApp();
});
afterAll(() => t0.app.close());

const userCount = async () => (await t0.db.select({ n: count() }).from(users))[0]!.n;

describe('POST register', () => {
  it('creates an unverified user and mails a verification link', async () => {
    const u = uniqueUser();
    const res = await request(t0).post('/register', { ...u, email: `  ${u.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(t.registrationSuccess);
    expect(res.json()).toEqual({ message: t.registrationSuccess });
    const mail = await lastMailTo(t0, u.email);
    expect(mail?.links[0]).toMatch(/^http:\/\/app\.test\/api\/v1\.2\/users\/verify-email\?token=.+&email=/);
  });

  it.each([
    [{ username: '', email: 'a@b.co', password: STRONG_PASSWORD }, 'username', [m.required]],
    [{ username: '   ', email: 'a@b.co', password: STRONG_PASSWORD }, 'username', [m.required]],
    [{ username: 'abc', password: STRONG_PASSWORD }, 'email', [m.required]],
    [{ username: 'abc', email: 'not-an-email', password: STRONG_PASSWORD }, 'email', [m.email]],
    [{ username: 'abc', email: `${'a'.repeat(65)}@example.com`, password: STRONG_PASSWORD }, 'email', [m.email]],
    [{ username: 'abc', email: `a@${'b'.repeat(250)}.com`, password: STRONG_PASSWORD }, 'email', [m.email]],
    [{ username: 'abc', email: 'a@b.co' }, 'password', [m.required]],
    [
      { username: 'abc', email: 'a@b.co', password: 'password' },
      'password',
      [m.strongPassword, m.passwordUpper, m.passwordDigit, m.passwordSpecial],
    ],
    [{ username: 'abc', email: 'a@b.co', password: 'Sh0rt!' }, 'password', [m.strongPassword, m.minLength(8)]],
  ])('rejects %j with 422 on %s and creates nothing', async (payload, field, messages) => {
    const before = await userCount();
    const res = await request(t0).post('/register', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(messages);
    expect(await userCount()).toBe(before);
  });

  it('answers a taken email exactly like a new one and mails the owner instead; refuses a taken username', async () => {
    const u = uniqueUser();
    const first = await request(t0).post('/register', u);
    expect(first.statusCode).toBe(201);
    const before = await userCount();
    const again = await request(t0).post('/register', { ...uniqueUser(), email: u.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    // The owner's account is new, so discreet (issue 38): the neutral subject, no link.
    expect(await lastMailTo(t0, u.email)).toMatchObject({ subject: discreetTexts.subject, links: [] });
    const sameName = await request(t0).post('/register', { ...uniqueUser(), username: u.username.toUpperCase() });
    expect(sameName.json().errors.username).toEqual([t.usernameTaken]);
    expect(await userCount()).toBe(before);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await t0.app.inject({
      method: 'POST',
      url: `${API}/register`,
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTruthy();
  });
});

describe('GET users/verify-email', () => {
  it('verifies and redirects to the login banner; the link works once', async () => {
    const u = uniqueUser();
    await request(t0).post('/register', u);
    const link = (await lastMailTo(t0, u.email))!.links[0]!.replace('http://app.test', '');
    const res = await t0.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`http://app.test/login?verificationCompleted=true&email=${encodeURIComponent(u.email)}`);
    const token = await login(t0, u.email);
    const profile = await request(t0, token).get('/users/profile');
    expect(profile.json().verified_on).not.toBeNull();
    const replay = await t0.app.inject({ method: 'GET', url: link });
    expect(replay.headers.location).toBe('http://app.test/login?verificationFailed=true');
  });

  it('refuses a token presented with another address', async () => {
    const u = uniqueUser();
    await request(t0).post('/register', u);
    const { token } = tokenFromLink((await lastMailTo(t0, u.email))!.links[0]!);
    const res = await request(t0).get(`/users/verify-email?token=${token}&email=other@example.com`);
    expect(res.headers.location).toContain('verificationFailed=true');
  });
});

describe('POST oauth/token', () => {
  it('gives a bearer token for the right password', async () => {
    const u = await signUp(t0);
    const res = await request(t0).post('/oauth/token', { grant_type: 'password', email: u.email, password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 30 * 24 * 3600 });
    expect(res.json().access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.json()).not.toHaveProperty('impersonated');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const u = await signUp(t0);
    const wrong = await request(t0).post('/oauth/token', { grant_type: 'password', email: u.email, password: 'Wrong*Pass1' });
    const unknown = await request(t0).post('/oauth/token', {
      grant_type: 'password',
      email: 'nobody@example.com',
      password: 'Wrong*Pass1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json().message).toBe(t.invalidCredentials);
  });

  it.each([
    [{ grant_type: 'password', password: 'x' }, 'email', m.required],
    [{ grant_type: 'password', email: 'bad', password: 'x' }, 'email', m.email],
    [{ grant_type: 'password', email: 'a@b.co', password: '' }, 'password', m.required],
  ])('validates %j', async (payload, field, message) => {
    const res = await request(t0).post('/oauth/token', payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('lets an unverified user sign in, but only into account calls', async () => {
    const u = await signUp(t0, { verified: false });
    const profile = await request(t0, u.token).get('/users/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json().verified_on).toBeNull();
    const put = await request(t0, u.token).put('/users/profile', { first_name: 'A', gender: 'Male' });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('email_unverified');
  });
});

describe('POST oauth/logout', () => {
  it('401 without a token', async () => {
    expect((await request(t0).post('/oauth/logout', {})).statusCode).toBe(401);
  });

  it('revokes the token it was called with, and only that one', async () => {
    const u = await signUp(t0);
    const other = await login(t0, u.email);
    const res = await request(t0, u.token).post('/oauth/logout', {});
    expect(res.statusCode).toBe(200);
    const after = await request(t0, u.token).get('/users/profile');
    expect(after.statusCode).toBe(401);
    const stillIn = await request(t0, other).get('/users/profile');
    expect(stillIn.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 with a message after too many sign-in attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(limited).post('/oauth/token', { grant_type: 'password', email: 'x@example.com', password: 'y' });
        codes.push(res.statusCode);
        if (i === 3) expect(res.json().message).toBe(t.tooManyRequests);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
      const forgot = await request(limited).post('/users/forgot-password', { email: 'x@example.com' });
      expect(forgot.statusCode).toBe(200); // limits are per route
    } finally {
      await limited.app.close();
    }
  });
});

describe('captcha', () => {
  it('refuses sign-in and sign-up when the provider says no', async () => {
    const strict = await createTestApp({}, { captcha: { enabled: true, verify: async (token) => token === 'human' } });
    try {
      const res = await request(strict).post('/register', { ...uniqueUser(), recaptcha: 'bot' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.recaptcha).toEqual([t.recaptchaFailed]);
      const ok = await request(strict).post('/register', { ...uniqueUser(), recaptcha: 'human' });
      expect(ok.statusCode).toBe(201);
    } finally {
      await strict.app.close();
    }
  });
});
