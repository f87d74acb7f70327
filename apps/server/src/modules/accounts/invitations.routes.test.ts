import { discreetTexts } from '@holdfast/shared/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts } from '@holdfast/shared/accounts';
import { invitationTexts as t } from '@holdfast/shared/accountability';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, STRONG_PASSWORD, uniqueUser, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (token?: string | null) => request(app, token ?? null);
/** The link an invitation mail carries, read as the web page reads it. */
async function invitationLinkTo(email: string) {
  const mail = await lastMailTo(app, email);
  expect(mail).not.toBeNull();
  const url = new URL(mail!.links[0]!);
  expect(url.pathname).toBe('/invited-user');
  return Object.fromEntries(url.searchParams) as { token: string; email: string; context_type: string; context_id?: string };
}
const register = (link: { token: string; email: string }, overrides: Record<string, unknown> = {}) => {
  const u = uniqueUser('invitee');
  return api().post('/users/invitation/register', {
    username: u.username,
    email: link.email,
    password: STRONG_PASSWORD,
    token: link.token,
    ...overrides,
  });
};
const inviteByEmail = (from: TestUser, email: string) =>
  api(from.token).post('/accountability-partners', {
    action_type: 'email',
    request_type: 'mutual',
    partner_email: email,
    message: 'Join me',
  });

describe('registration by invitation (accountability)', () => {
  it('the invitee opens the link, registers already verified, is signed in and lands on the pending request', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('new').email;
    const sent = await inviteByEmail(a, address);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().item).toMatchObject({ partner_id: null, partner: { id: null, email: address } });
    const link = await invitationLinkTo(address);
    expect(link).toMatchObject({ email: address, context_type: 'accountability', context_id: String(sent.json().item.id) });

    const verified = await api().post('/users/invitation/verify', { token: link.token, email: link.email });
    expect(verified.json()).toMatchObject({
      valid: true,
      email: address,
      context_type: 'accountability',
      context_id: sent.json().item.id,
      invited_by: 'Sam Rivers',
    });

    const res = await register(link);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', redirect: { url: '/accountability/requests', isExternal: false } });
    const me = api(res.json().access_token);
    const profile = (await me.get('/users/profile')).json();
    expect(profile.email).toBe(address);
    expect(profile.verified_on).not.toBeNull();
    const requests = (await me.get('/accountability-partners/requests')).json();
    expect(requests).toMatchObject({ action_required: 1, items: [{ is_requester: false, partner: { id: a.id }, message: 'Join me' }] });
    const approved = await me.patch(`/accountability-partners/${requests.items[0].id}/update-status`, { status: 'accepted' });
    expect(approved.statusCode).toBe(200);
    // Answered, the requester sees who it is.
    expect((await api(a.token).get('/accountability-partners')).json().mutual[0].partner).toMatchObject({ id: profile.id, email: null });
  });

  it('a token works once', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('once').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    expect((await register(link)).statusCode).toBe(201);
    const again = await register(link, { email: uniqueUser().email });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [t.invalidLink] });
    expect((await api().post('/users/invitation/verify', link)).json()).toMatchObject({ valid: false, email: null });
  });

  it('two registrations racing with one token: one account', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('race').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    const answers = await Promise.all([register(link), register(link, { email: uniqueUser().email })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const [row] = await selectRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from invitations where used_at is not null and lower(email) = ${address}`,
    );
    expect(row!.n).toBe(1);
  });

  it('a token expires after 7 days', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('late').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    await app.db.execute(sql`update invitations set expires_at = now() - interval '1 second' where lower(email) = ${address}`);
    expect((await api().post('/users/invitation/verify', link)).json().valid).toBe(false);
    const res = await register(link);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ token: [t.invalidLink] });
    expect((await api().post('/oauth/token', { grant_type: 'password', email: address, password: STRONG_PASSWORD })).statusCode).toBe(401);
  });

  it('is stored hashed, for 7 days', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('hash').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    const rows = await selectRows<{ token_hash: string; ttl: number }>(
      app.db,
      sql`select token_hash, extract(epoch from expires_at - created_at)::int as ttl from invitations where lower(email) = ${address}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(link.token);
    expect(Math.abs(rows[0]!.ttl - 7 * 86400)).toBeLessThan(5);
  });

  it('verify answers nothing for a wrong address', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('wrong').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    expect((await api().post('/users/invitation/verify', { token: link.token, email: 'someone@else.com' })).json()).toEqual({
      valid: false,
      email: null,
      context_type: null,
      context_id: null,
      expires_at: null,
      invited_by: null,
    });
  });

  it('resending issues a fresh link (the old one stops working); withdrawing the request ends it', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('resend').email;
    const id = (await inviteByEmail(a, address)).json().item.id;
    const first = await invitationLinkTo(address);
    await api(a.token).post(`/accountability-partners/${id}/resend-invitation`);
    const second = await invitationLinkTo(address);
    expect(second.token).not.toBe(first.token);
    expect((await api().post('/users/invitation/verify', first)).json().valid).toBe(false);
    expect((await api().post('/users/invitation/verify', second)).json().valid).toBe(true);
    await api(a.token).delete(`/accountability-partners/${id}`);
    expect((await api().post('/users/invitation/verify', second)).json().valid).toBe(false);
  });

  it('with another address (forceRegister) the account must still verify that address by mail', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('force').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    const other = uniqueUser('other').email;
    const res = await register(link, { email: other });
    expect(res.statusCode).toBe(201);
    expect((await api(res.json().access_token).get('/users/profile')).json()).toMatchObject({ email: other, verified_on: null });
    // A new account is discreet (issue 38): the verification goes under the neutral subject, with its link.
    const verify = await lastMailTo(app, other);
    expect(verify?.subject).toBe(discreetTexts.subject);
    expect(verify?.links[0]).toContain('/users/verify-email');
  });

  it.each([
    ['nothing', {}, { username: [m.required], email: [m.required], password: [m.required], token: [m.required] }],
    ['an invalid address', { username: 'sam', email: 'x', password: STRONG_PASSWORD, token: 't' }, { email: [m.email] }],
  ])('validates %s with the spec texts', async (_label, body, errors) => {
    const res = await api().post('/users/invitation/register', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  it('a weak password lists what is missing', async () => {
    const res = await api().post('/users/invitation/register', { username: 'sam', email: 'a@b.co', password: 'weak', token: 't' });
    expect(res.json().errors.password).toEqual([m.strongPassword, m.minLength(8), m.passwordUpper, m.passwordDigit, m.passwordSpecial]);
  });

  it('an unknown token is refused before anything else is said', async () => {
    const taken = await buildUser(app);
    const res = await api().post('/users/invitation/register', {
      username: taken.username,
      email: taken.email,
      password: STRONG_PASSWORD,
      token: 'nope',
    });
    expect(res.json().errors).toEqual({ token: [t.invalidLink] });
  });

  it('a taken username or address is said once the token is good', async () => {
    const [a, taken] = [await buildUser(app), await buildUser(app)];
    const address = uniqueUser('taken').email;
    await inviteByEmail(a, address);
    const link = await invitationLinkTo(address);
    expect((await register(link, { username: taken.username })).json().errors).toEqual({ username: [accountsTexts.usernameTaken] });
    expect((await register(link, { email: taken.email })).json().errors).toEqual({ email: [accountsTexts.emailTaken] });
    expect((await register(link)).statusCode).toBe(201);
  });
});

describe('refer a friend', () => {
  it('mails a referral link; registering with it signs in with no redirect', async () => {
    const a = await buildUser(app);
    const address = uniqueUser('friend').email;
    const res = await api(a.token).post('/users/invitation', { email: address, message: 'This helped me' });
    expect(res.json()).toEqual({ message: t.invitationSent });
    const link = await invitationLinkTo(address);
    expect(link).toMatchObject({ context_type: 'referral', context_id: String(a.id) });
    const made = await register(link);
    expect(made.statusCode).toBe(201);
    expect(made.json().redirect).toBeNull();
  });

  it('answers the same for an address with an account, and mails nothing', async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const before = app.mails.length;
    expect((await api(a.token).post('/users/invitation', { email: b.email })).json()).toEqual({ message: t.invitationSent });
    await app.ctx.jobs.idle();
    expect(app.mails.slice(before).filter((x) => x.to === b.email)).toEqual([]);
  });

  it('validates the address and refuses one’s own', async () => {
    const a = await buildUser(app);
    expect((await api(a.token).post('/users/invitation', { email: 'nope' })).json().errors).toEqual({ email: [m.email] });
    expect((await api(a.token).post('/users/invitation', {})).json().errors).toEqual({ email: [m.required] });
    expect((await api(a.token).post('/users/invitation', { email: a.email })).statusCode).toBe(422);
  });
});
