import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { API, createTestApp, login, request, signUp, STRONG_PASSWORD, type TestApp } from '../../test/harness';
import { users } from './accounts.table';
import { passwordVerifications } from './passwords';

// Every failure path of the password grant costs one argon2 verification, so
// the time of the answer does not tell a locked, suspended, passwordless or unknown account apart.
// (Timing itself is never asserted; the figures are in docs/security.md.)

const ADMIN = { email: 'cost-admin@example.com', password: 'Cost*Admin1' };
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    LOGIN_LOCKOUT_ATTEMPTS: 3,
    AUTH_RATE_LIMIT: 100_000,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});
afterAll(() => app.app.close());

let ip = 0;
const signIn = (email: string, password: string) =>
  app.app.inject({
    method: 'POST',
    url: `${API}/oauth/token`,
    payload: { grant_type: 'password', email, password },
    remoteAddress: `198.18.0.${(ip += 1) % 250}`,
  });

/** The answer of one sign-in and how many password verifications it ran. */
async function attempt(email: string, password: string) {
  const before = passwordVerifications();
  const res = await signIn(email, password);
  return { status: res.statusCode, body: res.json() as { message: string }, verifications: passwordVerifications() - before };
}

describe('sign-in: one password verification on every path', () => {
  it('runs exactly one for unknown, wrong, locked, suspended and passwordless accounts, and for a success', async () => {
    const known = await signUp(app);
    const locked = await signUp(app);
    for (let i = 0; i < 3; i++) expect((await attempt(locked.email, 'Wr0ng*Pass')).status).toBe(401);
    const suspended = await signUp(app);
    const admin = await login(app, ADMIN.email, ADMIN.password);
    expect((await request(app, admin).post(`/admin/users/${suspended.id}/suspend`)).statusCode).toBe(200);
    // A stored value that is not an argon2 hash (the sample community's members have one):
    // argon2 refuses it at once, which used to answer in a fraction of the others' time.
    const passwordless = await signUp(app);
    await app.db.update(users).set({ passwordHash: '!sample-account: no password' }).where(eq(users.id, passwordless.id));

    const paths = {
      'unknown address': await attempt(`nobody-${Date.now()}@example.com`, 'Wr0ng*Pass'),
      'wrong password': await attempt(known.email, 'Wr0ng*Pass'),
      'locked, wrong password': await attempt(locked.email, 'Wr0ng*Pass'),
      'locked, right password': await attempt(locked.email, STRONG_PASSWORD),
      'suspended, wrong password': await attempt(suspended.email, 'Wr0ng*Pass'),
      'suspended, right password': await attempt(suspended.email, STRONG_PASSWORD),
      'not an argon2 hash': await attempt(passwordless.email, 'Wr0ng*Pass'),
      'not an argon2 hash, the value itself': await attempt(passwordless.email, '!sample-account: no password'),
      success: await attempt(known.email, STRONG_PASSWORD),
    };
    expect(Object.fromEntries(Object.entries(paths).map(([name, p]) => [name, p.verifications]))).toEqual(
      Object.fromEntries(Object.keys(paths).map((name) => [name, 1])),
    );
    // The failures answer alike; only the holder of a suspended account's password learns it is suspended.
    const failures = Object.entries(paths).filter(([name]) => name !== 'success' && name !== 'suspended, right password');
    for (const [name, p] of failures) expect([name, p.status, p.body.message]).toEqual([name, 401, t.invalidCredentials]);
    expect(paths['suspended, right password'].status).toBe(403);
    expect(paths.success.status).toBe(200);
  });
});
