import { discreetTexts } from '@holdfast/shared/privacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTexts as at } from '@holdfast/shared/accounts';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, login, request, STRONG_PASSWORD, uniqueUser, type TestApp } from '../../test/harness';
import { premiumApplicationForm as form, premiumFixture } from '../../test/premium-fixture';

/** POST premium-groups/applications/register: a new account and its application in one step. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const register = (body: Record<string, unknown>) => api(null).post('/premium-groups/applications/register', body);
const mailsTo = async (email: string) => {
  await app.ctx.jobs.idle();
  return app.mails.filter((x) => x.to === email.toLowerCase());
};
const count = async (table: 'users' | 'premium_applications') =>
  (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;
const applicationsOf = (where: ReturnType<typeof sql>) =>
  selectRows<{ id: number; user_id: number | null; guest_email: string | null; status: string; verified_at: string | null; name: string }>(
    app.db,
    sql`select id, user_id, guest_email, status, verified_at, name from premium_applications where ${where} order by id`,
  );

let admin: TestUser;
let groupId: number;
beforeAll(async () => {
  const fx = await premiumFixture(app);
  admin = fx.admin;
  groupId = (await fx.premiumGroup()).groupId;
});

describe('POST premium-groups/applications/register', () => {
  it('makes the account (not verified) and its application in one step; placing waits for the verified address', async () => {
    const u = uniqueUser('preg');
    const res = await register({
      user_username: u.username,
      user_email: u.email.toUpperCase(),
      user_password: u.password,
      user_name: 'Reg Applicant',
      application: form({ email: u.email, name: 'Reg Applicant' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: t.registered });
    const [user] = await selectRows<{ id: number; verified_on: string | null }>(
      app.db,
      sql`select id, verified_on from users where email = ${u.email}`,
    );
    expect(user).toMatchObject({ verified_on: null });
    const [a] = await applicationsOf(sql`user_id = ${user!.id}`);
    expect(a).toMatchObject({ status: 'group-selection-pending', verified_at: null, guest_email: null, name: 'Reg Applicant' });
    const mails = await mailsTo(u.email);
    // The new account is discreet (issue 38): its mails go under the neutral subject.
    expect(mails.map((x) => x.subject)).toEqual(mails.map(() => discreetTexts.subject));
    expect(mails.length).toBeGreaterThanOrEqual(2);
    const verify = mails.find((x) => x.links.some((l) => l.includes('/users/verify-email')))!;
    expect(verify).toBeTruthy();

    // The admin sees it unconfirmed and cannot place it yet.
    const listed = await api(admin).get('/admin/premium-applications');
    expect(listed.json().items.find((x: { id: number }) => x.id === a!.id)).toMatchObject({ is_verified: false, user_id: user!.id });
    const early = await api(admin).post(`/admin/premium-applications/${a!.id}/place`, { group_id: groupId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t.notConfirmedYet);
    expect((await applicationsOf(sql`id = ${a!.id}`))[0]).toMatchObject({ status: 'group-selection-pending' });

    // The sign-up mail's link verifies the address; then the new account signs in and the application is placed.
    const link = verify.links.find((l) => l.includes('/users/verify-email'))!;
    expect((await app.app.inject({ method: 'GET', url: link.replace('http://app.test', '') })).statusCode).toBe(302);
    expect(await login(app, u.email, u.password)).toBeTruthy();
    const placed = await api(admin).post(`/admin/premium-applications/${a!.id}/place`, { group_id: groupId });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().item).toMatchObject({ is_verified: true, status: 'leader-review-pending', group_id: groupId });
  });

  it('validation: the account fields and every application answer with the spec messages; nothing stored', async () => {
    const [users, applications] = [await count('users'), await count('premium_applications')];
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    const errors = empty.json().errors as Record<string, string[]>;
    expect(errors.user_username).toEqual([m.required]);
    expect(errors.user_email).toEqual([m.required]);
    expect(errors.user_password?.[0]).toBe(m.required);
    const noAnswers = await register({
      user_username: 'someone',
      user_email: 'someone@example.com',
      user_password: STRONG_PASSWORD,
      application: {},
    });
    expect(noAnswers.statusCode).toBe(422);
    const answerErrors = noAnswers.json().errors as Record<string, string[]>;
    for (const f of ['name', 'gender', 'timezone', 'hope_to_gain', 'confidentiality_agreement', 'phone_number', 'email'])
      expect(answerErrors[`application.${f}`], f).toEqual([m.required]);
    const bad = await register({ user_username: 'someone', user_email: 'not-an-email', user_password: 'short', application: form() });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.user_email).toEqual([m.email]);
    expect(bad.json().errors.user_password[0]).toBe(m.strongPassword);
    const ministry = await register({
      user_username: 'someone',
      user_email: 'someone@example.com',
      user_password: STRONG_PASSWORD,
      application: form({ in_ministry: true }),
    });
    expect(ministry.json().errors).toEqual({ 'application.is_in_ministry_leader_group': [m.required] });
    expect([await count('users'), await count('premium_applications')]).toEqual([users, applications]);
  });

  it('a taken username is a 422 on user_username; nothing stored', async () => {
    const existing = await buildUser(app);
    const [username] = await selectRows<{ username: string }>(app.db, sql`select username from users where id = ${existing.id}`);
    const before = await count('premium_applications');
    const res = await register({
      user_username: username!.username,
      user_email: 'fresh-name@example.com',
      user_password: STRONG_PASSWORD,
      application: form(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_username: [at.usernameTaken] });
    expect(await count('premium_applications')).toBe(before);
    expect(await selectRows(app.db, sql`select 1 from users where email = 'fresh-name@example.com'`)).toHaveLength(0);
  });

  it('an address that has an account answers the same; no account is made or changed; its owner confirms with the mailed code', async () => {
    const owner = await buildUser(app);
    const [before] = await selectRows<{ password_hash: string }>(app.db, sql`select password_hash from users where id = ${owner.id}`);
    const users = await count('users');
    const res = await register({
      user_username: uniqueUser('dup').username,
      user_email: owner.email,
      user_password: STRONG_PASSWORD,
      application: form({ email: owner.email }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: t.registered });
    expect(await count('users')).toBe(users);
    const [after] = await selectRows<{ password_hash: string }>(app.db, sql`select password_hash from users where id = ${owner.id}`);
    expect(after!.password_hash).toBe(before!.password_hash);
    const [a] = await applicationsOf(sql`guest_email = ${owner.email.toLowerCase()}`);
    expect(a).toMatchObject({ user_id: null, status: 'otp-pending', verified_at: null });
    // The owner's code mail links to the code page; confirming joins the application to their account.
    const mail = (await mailsTo(owner.email)).at(-1)!;
    const otp = new URL(mail.links[0]!).searchParams.get('otp')!;
    const verified = await api(null).post('/premium-groups/applications/guest/verify', { id: a!.id, otp });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().item).toMatchObject({ status: 'group-selection-pending', user_id: owner.id, is_verified: true });
  });

  it('a second registration of an address with an open guest application keeps that one: one row, one code mail, the same answer', async () => {
    const owner = await buildUser(app);
    const body = () => ({
      user_username: uniqueUser('again').username,
      user_email: owner.email,
      user_password: STRONG_PASSWORD,
      application: form({ email: owner.email }),
    });
    const answers = await Promise.all([register(body()), register(body())]);
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([
      [201, { message: t.registered }],
      [201, { message: t.registered }],
    ]);
    expect(await applicationsOf(sql`lower(guest_email) = ${owner.email.toLowerCase()}`)).toHaveLength(1);
    expect((await mailsTo(owner.email)).filter((x) => x.links.some((l) => l.includes('otp=')))).toHaveLength(1);
  });

  it('application_id: the registration takes over an unconfirmed guest application of the same address only', async () => {
    const u = uniqueUser('take');
    const guest = await api(null).post('/premium-groups/applications/guest', { ...form({ email: u.email }), guest_email: u.email });
    expect(guest.statusCode).toBe(201);
    const id = guest.json().id as number;
    const other = await register({
      user_username: u.username,
      user_email: 'someone-else@example.com',
      user_password: u.password,
      application_id: id,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ application_id: [t.applicationNotFound] });
    const res = await register({ user_username: u.username, user_email: u.email, user_password: u.password, application_id: id });
    expect(res.statusCode).toBe(201);
    const [user] = await selectRows<{ id: number }>(app.db, sql`select id from users where email = ${u.email}`);
    expect((await applicationsOf(sql`id = ${id}`))[0]).toMatchObject({
      user_id: user!.id,
      status: 'group-selection-pending',
      verified_at: null,
    });
    // Taken once: a second registration cannot take it again.
    const again = await register({
      user_username: uniqueUser('take').username,
      user_email: 'x' + u.email,
      user_password: u.password,
      application_id: id,
    });
    expect(again.statusCode).toBe(422);
  });
});
