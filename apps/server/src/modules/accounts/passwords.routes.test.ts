import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as t } from '@holdfast/shared/accounts';
import { validationMessages as m } from '@holdfast/shared/validation';
import { createTestApp, lastMailTo, login, request, signUp, STRONG_PASSWORD, type TestApp, tokenFromLink } from '../../test/harness';
import { mailOutbox } from '../../platform/mail/mail.table';
import { accountTokens, users } from './accounts.table';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const NEW_PASSWORD = 'N3w*Password';

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const u = await signUp(app);
    const known = await request(app).post('/users/forgot-password', { email: u.email });
    const unknown = await request(app).post('/users/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(t.forgotSuccess);
    expect((await lastMailTo(app, u.email))!.links[0]).toMatch(/^http:\/\/app\.test\/reset-password\?token=.+&email=/);
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ghost@example.com'))).toHaveLength(0);
  });

  it('validates the address', async () => {
    const res = await request(app).post('/users/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([m.email]);
  });

  it('resets once, signs the user in and ends the other sessions', async () => {
    const u = await signUp(app);
    await request(app).post('/users/forgot-password', { email: u.email });
    const { token, email } = tokenFromLink((await lastMailTo(app, u.email))!.links[0]!);
    const weak = await request(app).post('/users/reset-password', { token, email, password: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toBe(m.strongPassword);

    const res = await request(app).post('/users/reset-password', { token, email, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toBeTruthy();
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(401);
    expect((await request(app, res.json().access_token).get('/users/profile')).statusCode).toBe(200);
    await expect(login(app, u.email, STRONG_PASSWORD)).rejects.toThrow();
    await login(app, u.email, NEW_PASSWORD);

    const replay = await request(app).post('/users/reset-password', { token, email, password: 'An0ther*Pass' });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.token).toEqual([t.resetInvalidToken]);
    await login(app, u.email, NEW_PASSWORD);
  });

  it('checks a reset link without using it up: good until used, for its own address only', async () => {
    const u = await signUp(app);
    const other = await signUp(app);
    await request(app).post('/users/forgot-password', { email: u.email });
    const { token, email } = tokenFromLink((await lastMailTo(app, u.email))!.links[0]!);
    const check = async (payload: object) => {
      const res = await request(app).post('/users/reset-password/check', payload);
      expect(res.statusCode).toBe(200);
      return res.json().valid as boolean;
    };
    expect(await check({ token, email })).toBe(true);
    expect(await check({ token, email: email.toUpperCase() })).toBe(true);
    // Someone else's address with this link, or a made-up token: not usable.
    expect(await check({ token, email: other.email })).toBe(false);
    expect(await check({ token: 'made-up', email })).toBe(false);
    // Checking twice used nothing up: the reset still works, and after it the link is spent.
    expect(await check({ token, email })).toBe(true);
    expect((await request(app).post('/users/reset-password', { token, email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await check({ token, email })).toBe(false);
  });

  it('an expired reset link checks as not usable', async () => {
    const u = await signUp(app);
    await request(app).post('/users/forgot-password', { email: u.email });
    const { token, email } = tokenFromLink((await lastMailTo(app, u.email))!.links[0]!);
    await app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, u.id));
    expect((await request(app).post('/users/reset-password/check', { token, email })).json()).toEqual({ valid: false });
  });

  it('validates the check', async () => {
    const res = await request(app).post('/users/reset-password/check', { email: 'nope' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [m.required], email: [m.email] });
  });

  it('a newer reset mail makes the older link stop working', async () => {
    const u = await signUp(app);
    await request(app).post('/users/forgot-password', { email: u.email });
    const first = tokenFromLink((await lastMailTo(app, u.email))!.links[0]!);
    await request(app).post('/users/forgot-password', { email: u.email });
    // The newer mail has gone out (its job replaced the token), as it has when a member reads it.
    await app.ctx.jobs.idle();
    const res = await request(app).post('/users/reset-password', { ...first, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
  });
});

describe('PUT users/update-password', () => {
  it('401 without a token', async () => {
    const res = await request(app).put('/users/update-password', {});
    expect(res.statusCode).toBe(401);
  });

  it('needs the old password, then ends every other session (this one stays)', async () => {
    const u = await signUp(app);
    const other = await login(app, u.email);
    const put = (payload: object) => request(app, u.token).put('/users/update-password', payload);
    const wrong = await put({ old_password: 'Wrong*Pass1', password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.old_password).toEqual([t.oldPasswordWrong]);
    const weak = await put({ old_password: STRONG_PASSWORD, password: 'abc' });
    expect(weak.statusCode).toBe(422);
    await login(app, u.email, STRONG_PASSWORD); // unchanged so far
    const ok = await put({ old_password: STRONG_PASSWORD, password: NEW_PASSWORD });
    expect(ok.json().message).toBe(t.passwordChanged);
    expect((await request(app, other).get('/users/profile')).statusCode).toBe(401);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(200);
    await login(app, u.email, NEW_PASSWORD);
    // A neutral notice to the account's address, in case it was not its owner.
    const notice = await lastMailTo(app, u.email);
    expect(notice).toMatchObject({ subject: 'Your account details were changed', links: [] });
  });
});

describe('POST users/update-password/wordpress', () => {
  it('401 without a token; 403 for a user who is not flagged', async () => {
    expect((await request(app).post('/users/update-password/wordpress', { password: NEW_PASSWORD })).statusCode).toBe(401);
    const u = await signUp(app);
    const res = await request(app, u.token).post('/users/update-password/wordpress', { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
  });

  it('lets a migrated user set a new password and clears the flag', async () => {
    const u = await signUp(app);
    await app.db.update(users).set({ wpPasswordMapped: true }).where(eq(users.id, u.id));
    const weak = await request(app, u.token).post('/users/update-password/wordpress', { password: 'short' });
    expect(weak.statusCode).toBe(422);
    const res = await request(app, u.token).post('/users/update-password/wordpress', { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const profile = await request(app, u.token).get('/users/profile');
    expect(profile.json().wp_password_mapped).toBe(false);
    await login(app, u.email, NEW_PASSWORD);
  });
});

describe('POST users/resend-verification', () => {
  it('401 without a token; sends a fresh link that replaces the old one', async () => {
    expect((await request(app).post('/users/resend-verification', {})).statusCode).toBe(401);
    const u = await signUp(app, { verified: false });
    const first = (await lastMailTo(app, u.email))!.links[0]!;
    const res = await request(app, u.token).post('/users/resend-verification', {});
    expect(res.statusCode).toBe(200);
    const second = (await lastMailTo(app, u.email))!.links[0]!;
    expect(second).not.toBe(first);
    const old = await app.app.inject({ method: 'GET', url: first.replace('http://app.test', '') });
    expect(old.headers.location).toContain('verificationFailed');
    const fresh = await app.app.inject({ method: 'GET', url: second.replace('http://app.test', '') });
    expect(fresh.headers.location).toContain('verificationCompleted=true');
  });

  it('409 for a verified user', async () => {
    const u = await signUp(app);
    expect((await request(app, u.token).post('/users/resend-verification', {})).statusCode).toBe(409);
  });
});

describe('e-mail change', () => {
  const url = '/users/change-email-request';

  it('401 on every call without a token', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await request(app).send(method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
    expect((await request(app).put('/users/change-email', { id: 1, email: 'a@b.co' })).statusCode).toBe(401);
  });

  it('requests, edits and confirms a new address; the account moves only on the link', async () => {
    const u = await signUp(app);
    const h = request(app, u.token);
    expect((await h.get(url)).json()).toEqual({ request: null });

    const created = await h.post(url, { email: 'first-choice@example.com' });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(t.emailChangeRequestSent);
    const dup = await h.post(url, { email: 'first-choice@example.com' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(t.emailChangeRequestDuplicate);

    const id = created.json().request.id;
    const edited = await h.put('/users/change-email', { id, email: 'new-home@example.com' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().request.email).toBe('new-home@example.com');
    const same = await h.put('/users/change-email', { id, email: 'new-home@example.com' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(t.emailChangeRequestDuplicate);
    const wrongId = await h.put('/users/change-email', { id: id + 1000, email: 'x@example.com' });
    expect(wrongId.statusCode).toBe(404);
    expect(wrongId.json().message).toBe(t.emailChangeRequestMissing);

    expect((await h.get('/users/profile')).json().email).toBe(u.email);
    const link = (await lastMailTo(app, 'new-home@example.com'))!.links[0]!;
    const verify = await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    expect(verify.headers.location).toBe('http://app.test/login?verificationCompleted=true&email=new-home%40example.com');
    expect((await h.get('/users/profile')).json().email).toBe('new-home@example.com');
    expect((await h.get(url)).json()).toEqual({ request: null });
    // The old address is told, with a neutral subject, and gets the link that undoes the change.
    const notice = await lastMailTo(app, u.email);
    expect(notice).toMatchObject({ subject: 'Your account details were changed' });
    expect(notice!.links).toEqual([expect.stringMatching(/^http:\/\/app\.test\/undo-email-change\?token=/)]);
  });

  it('answers an address another account uses like a free one, tells its owner, and never moves it', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const free = await request(app, b.token).post(url, { email: 'nobody-has-this@example.com' });
    const res = await request(app, a.token).post(url, { email: b.email });
    expect(res.statusCode).toBe(free.statusCode);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(free.json()).sort());
    expect(res.json().message).toBe(free.json().message);
    expect(await lastMailTo(app, b.email)).toMatchObject({ subject: 'Your address was entered on another Holdfast account', links: [] });
    expect((await request(app, a.token).get('/users/profile')).json().email).toBe(a.email);
  });

  it('deletes a request; deleting none is 404 with the spec text', async () => {
    const u = await signUp(app);
    const h = request(app, u.token);
    await h.post(url, { email: 'later@example.com' });
    const resend = await h.post('/users/resend-new-verification', { email: 'later@example.com' });
    expect(resend.statusCode).toBe(200);
    const del = await h.delete(url);
    expect(del.json().message).toBe(t.emailChangeRequestDeleted);
    const again = await h.delete(url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(t.emailChangeRequestMissing);
  });

  it('lets an unverified user fix a mistyped address; confirming it verifies the account', async () => {
    const u = await signUp(app, { verified: false });
    const h = request(app, u.token);
    await h.post(url, { email: 'typo-fixed@example.com' });
    const link = (await lastMailTo(app, 'typo-fixed@example.com'))!.links[0]!;
    await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') });
    const me = (await h.get('/users/profile')).json();
    expect(me.email).toBe('typo-fixed@example.com');
    expect(me.verified_on).not.toBeNull();
  });
});
