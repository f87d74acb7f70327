import { discreetTexts } from '@holdfast/shared/privacy';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { API, createTestApp, lastMailTo, request, signUp, STRONG_PASSWORD, type TestApp, tokenFromLink } from '../../test/harness';
import { mailOutbox } from '../../platform/mail/mail.table';
import type { Mailer } from '../../platform/mail/mailer';

// Defects that an attacker (or a database reader) would use against accounts.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ LOGIN_LOCKOUT_ATTEMPTS: 3, MAIL_RECIPIENT_LIMIT: 3 });
});
afterAll(() => app.app.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}, t0 = app) =>
  request(t0, null, headers).post(url, payload);
const signIn = (email: string, password: string, xff?: string) =>
  post('/oauth/token', { grant_type: 'password', email, password }, xff ? { 'x-forwarded-for': xff } : {});

describe('rate limits that cannot be bypassed', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY says so: rotating it does not reset the per-address limit', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await post('/users/forgot-password', { email: 'x@example.com' }, { 'x-forwarded-for': `203.0.113.${i}` }, limited)).statusCode,
        );
      expect(codes).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.app.close();
    }
    const proxied = await createTestApp({ AUTH_RATE_LIMIT: 2, TRUST_PROXY: '127.0.0.1' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (await post('/users/forgot-password', { email: 'x@example.com' }, { 'x-forwarded-for': `203.0.113.${i}` }, proxied)).statusCode,
        );
      expect(codes).toEqual([200, 200, 200, 200]);
    } finally {
      await proxied.app.close();
    }
    // Two apps of its own (migrations twice): more than the default 30 s on a busy 2-core machine.
  }, 90_000);

  it('locks sign-in for an account after repeated failures, answering like any failure, until a password reset', async () => {
    const u = await signUp(app);
    const wrong = await signIn(u.email, 'Wr0ng*Password', '198.51.100.1');
    for (let i = 0; i < 2; i++) await signIn(u.email, 'Wr0ng*Password', `198.51.100.${i + 2}`);
    const locked = await signIn(u.email, STRONG_PASSWORD, '198.51.100.9');
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toBe(wrong.body);
    expect(locked.json().message).toBe(t.invalidCredentials);
    // An unknown address fails the same way (no hint that the lock exists).
    for (let i = 0; i < 3; i++) await signIn('nobody@example.com', 'Wr0ng*Password');
    expect((await signIn('nobody@example.com', 'Wr0ng*Password')).body).toBe(wrong.body);

    await post('/users/forgot-password', { email: u.email });
    const { token, email } = tokenFromLink((await lastMailTo(app, u.email))!.links[0]!);
    expect((await post('/users/reset-password', { token, email, password: 'An0ther*Pass', password_token: token })).statusCode).toBe(200);
    expect((await signIn(u.email, 'An0ther*Pass')).statusCode).toBe(200);
  });

  it('limits mails per recipient, whoever asks and from wherever', async () => {
    const u = await signUp(app);
    await app.ctx.jobs.idle();
    const sentBefore = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    for (let i = 0; i < 5; i++) await post('/users/forgot-password', { email: u.email }, { 'x-forwarded-for': `192.0.2.${i}` });
    await app.ctx.jobs.idle();
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    // One verification mail at sign-up, then two of the five resets; the other three are recorded as refused.
    expect(sentBefore).toHaveLength(1);
    expect(rows.filter((r) => r.error === null)).toHaveLength(3);
    expect(rows.filter((r) => r.error === 'recipient limit reached')).toHaveLength(3);
  });
});

describe('no live secrets at rest', () => {
  it('stores mails with their tokens redacted but keeps recipient, subject and outcome', async () => {
    // A new account: discreet mode on, so both mails go out under the neutral subject (issue 38).
    const u = await signUp(app, { verified: false, discreet: true });
    await post('/users/forgot-password', { email: u.email });
    const full = (await lastMailTo(app, u.email))!.links[0]!;
    const { token } = tokenFromLink(full);
    const rows = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(rows.map((r) => r.subject)).toEqual([discreetTexts.subject, discreetTexts.subject]);
    for (const row of rows) {
      expect(row.transport).toBe('outbox');
      expect(row.text).toContain('token=[redacted]');
      expect(row.links).toEqual([expect.stringContaining('token=[redacted]')]);
      expect(JSON.stringify(row)).not.toContain(token);
      expect(JSON.stringify(row)).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    }
  });

  it('prints the full link to the log only outside production', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../../platform/logger');
    const prod = await createTestApp(
      { NODE_ENV: 'production' },
      { logger: createLogger({ LOG_LEVEL: 'info', logFormat: 'json' }, { write: (l: string) => void lines.push(l) }) },
    );
    try {
      const u = { username: 'produser', email: 'produser@example.com', password: STRONG_PASSWORD };
      expect((await post('/register', u, {}, prod)).statusCode).toBe(201);
      await prod.ctx.jobs.idle();
      const mailLines = lines.filter((l) => l.includes('"mail":{'));
      expect(mailLines).toHaveLength(1);
      expect(mailLines.join('\n')).not.toMatch(/token=/);
    } finally {
      await prod.app.close();
    }
  });
});

describe('tokens in URLs and logs', () => {
  it('logs no token-like query value, on any line, at any level', async () => {
    const lines: string[] = [];
    const { createLogger } = await import('../../platform/logger');
    const logged = await createTestApp(
      {},
      { logger: createLogger({ LOG_LEVEL: 'trace', logFormat: 'json' }, { write: (l: string) => void lines.push(l) }) },
    );
    try {
      const secret = 'Zm9vYmFyc2VjcmV0dG9rZW52YWx1ZTEyMzQ1Njc4OTA';
      await logged.app.inject({ method: 'GET', url: `${API}/users/verify-email?token=${secret}&email=a%40b.co` });
      await logged.app.inject({ method: 'GET', url: `${API}/users/profile?token=${secret}` });
      await logged.app.inject({
        method: 'POST',
        url: `${API}/register?access_token=${secret}`,
        payload: '{"broken',
        headers: { 'content-type': 'application/json' },
      });
      await logged.app.inject({ method: 'GET', url: `${API}/resources/files/a.pdf?uid=1&expires=1&signature=${secret}` });
      expect(lines.length).toBeGreaterThan(4);
      expect(lines.filter((l) => l.includes(secret))).toEqual([]);
    } finally {
      await logged.app.close();
    }
  });
});

describe('enumeration', () => {
  it('answers sign-up and forgot-password before any mail work starts (lookup, token and mail run after the answer)', async () => {
    let release = () => {};
    const sending: string[] = [];
    const blocked = new Promise<void>((r) => (release = r));
    // The first mail never finishes until released: an answer that waited for it would hang.
    const blocking: Mailer = {
      transport: 'outbox',
      useDiscretion: () => {},
      send: async (m) => {
        sending.push(m.to);
        if (sending.length === 1) await blocked;
      },
    };
    const slow = await createTestApp({}, { mailer: blocking });
    try {
      const reg = await post('/register', { username: 'slowuser', email: 'slow@example.com', password: STRONG_PASSWORD }, {}, slow);
      expect(reg.statusCode).toBe(201);
      // The register answer came back although its verification mail cannot finish.
      expect(sending).toEqual([]);
      await new Promise((r) => setTimeout(r, 50));
      expect(sending).toEqual(['slow@example.com']);
      const answer = await post('/users/forgot-password', { email: 'slow@example.com' }, {}, slow);
      expect(answer.statusCode).toBe(200);
      expect(sending).toEqual(['slow@example.com']);
      release();
      await slow.ctx.jobs.idle();
      expect(sending).toEqual(['slow@example.com', 'slow@example.com']);
    } finally {
      release();
      await slow.app.close();
    }
  });
});
