import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupsTexts as gt } from '@holdfast/shared/groups';
import { premiumTexts as t } from '@holdfast/shared/premium-groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, type TestApp } from '../../test/harness';
import { grantAdminRole, premiumApplicationForm as form, premiumFixture, type PremiumFixture } from '../../test/premium-fixture';

let app: TestApp;
let fx: PremiumFixture;
let admin: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  fx = await premiumFixture(app);
  admin = fx.admin;
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const applicationRow = async (id: number) =>
  (
    await selectRows<{
      status: string;
      user_id: number | null;
      member_id: number | null;
      verified_at: string | null;
      reason_to_reject: string | null;
    }>(app.db, sql`select status, user_id, member_id, verified_at, reason_to_reject from premium_applications where id = ${id}`)
  )[0];
const memberRow = async (id: number) =>
  (
    await selectRows<{ premium_group_status: string | null; request_status: string; user_id: number | null }>(
      app.db,
      sql`select premium_group_status, request_status, user_id from group_members where id = ${id}`,
    )
  )[0] ?? null;
const notesOf = (memberId: number) =>
  selectRows<{ note_type: string; previous_state: string | null; new_state: string }>(
    app.db,
    sql`select note_type, previous_state, new_state from group_notes where member_id = ${memberId} order by id`,
  );
const groupStatus = async (id: number) =>
  (await selectRows<{ premium_group_status: string }>(app.db, sql`select premium_group_status from groups where id = ${id}`))[0]!
    .premium_group_status;
const otpFromMail = async (email: string) => {
  const mail = await lastMailTo(app, email);
  return new URL(mail!.links[0]!).searchParams.get('otp')!;
};

/** A premium group (Tuesday 19:30, men) owned by a leader, with a co-leader. */
async function premiumGroup(settings: Record<string, unknown> = {}) {
  const { owner, groupId } = await fx.premiumGroup(settings);
  const co = await buildUser(app);
  const added = await api(owner).post(`/groups/${groupId}/members`, { email: co.email, role: 'group-leader' });
  await api(co).patch(`/members/${added.json().item.id}/request-status`, { request_status: 'accepted' });
  return { owner, co, groupId };
}

describe('401 without a token', () => {
  it.each([
    ['POST', '/premium-groups/applications'],
    ['POST', '/premium-groups/requests'],
    ['GET', '/admin/premium-applications'],
    ['GET', '/admin/premium-applications/1/suggested-groups'],
    ['POST', '/admin/premium-applications/1/place'],
    ['GET', '/groups/1/members/1/application'],
    ['PATCH', '/groups/1/members/1/application/mark-review'],
    ['PATCH', '/groups/1/members/1/application/accept'],
    ['PATCH', '/groups/1/members/1/application/mark-rejected'],
    ['POST', '/groups/1/members/1/application/resend-pre-payment'],
    ['POST', '/groups/1/members/1/application/resend-subscription'],
    ['PATCH', '/premium-groups/start'],
    ['PATCH', '/premium-groups/mark-completed'],
  ] as const)('%s %s', async (method, url) => {
    expect((await api(null).send(method, url, {})).statusCode).toBe(401);
  });
});

describe('applying signed in (POST premium-groups/applications and requests)', () => {
  it('goes straight to group selection, with every answer, and a confirmation mail', async () => {
    const u = await buildUser(app);
    const res = await api(u).post(
      '/premium-groups/applications',
      form({ email: u.email, in_ministry: true, is_in_ministry_leader_group: 'no', age: '34', questions_about_payment: 'Monthly?' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Premium Groups form filled successfully.');
    expect(res.json().item).toMatchObject({
      status: 'group-selection-pending',
      status_label: 'In Group Selection',
      user_id: u.id,
      is_verified: true,
      group_id: null,
      answers: {
        name: 'Sam Applicant',
        in_ministry: true,
        is_in_ministry_leader_group: false,
        age: 34,
        questions_regarding_payment: 'Monthly?',
        meeting_time: ['T-7:30-9:00PM(CST)'],
      },
    });
    expect((await lastMailTo(app, u.email))?.subject).toBe('We received your premium group application');
    const other = await buildUser(app);
    const alias = await api(other).post('/premium-groups/requests', form({ email: other.email }));
    expect(alias.statusCode).toBe(201);
  });
  it('validation: every required field, and the leader-group answer when in ministry; nothing stored', async () => {
    const u = await buildUser(app);
    const before = (await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from premium_applications`))[0]!.n;
    const res = await api(u).post('/premium-groups/applications', {});
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    for (const f of [
      'name',
      'gender',
      'is_married',
      'in_ministry',
      'timezone',
      'hope_to_gain',
      'will_add_to_group',
      'relationship_with_god',
      'reason_not_attend_weekly',
      'confidentiality_agreement',
      'daily_practice_commitment',
      'able_to_use_zoom',
      'phone_number',
      'email',
    ])
      expect(errors[f], f).toEqual([m.required]);
    const ministry = await api(u).post('/premium-groups/applications', form({ in_ministry: true }));
    expect(ministry.json().errors).toEqual({ is_in_ministry_leader_group: [m.required] });
    const email = await api(u).post('/premium-groups/applications', form({ email: 'not-an-email' }));
    expect(email.json().errors).toEqual({ email: [m.email] });
    expect((await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from premium_applications`))[0]!.n).toBe(before);
  });
});

describe('guest applications and the e-mail code', () => {
  const guestEmail = () => `guest${Math.random().toString(36).slice(2, 8)}@example.com`;
  async function guest(email = guestEmail()) {
    const res = await api(null).post('/premium-groups/applications/guest', { ...form({ email }), guest_email: email });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as number, email };
  }

  it('answers {id, guest_email}; the code confirms it; the application then waits for group selection', async () => {
    const { id, email } = await guest();
    expect((await applicationRow(id))!.status).toBe('otp-pending');
    const code = await otpFromMail(email);
    expect(code).toMatch(/^\d{6}$/);
    // The code is stored hashed, never as typed.
    const stored = await selectRows<{ code_hash: string }>(
      app.db,
      sql`select code_hash from premium_application_otps where application_id = ${id}`,
    );
    expect(stored[0]!.code_hash).not.toContain(code);
    const ok = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item).toMatchObject({ id, status: 'group-selection-pending', is_verified: true, guest_email: email, user_id: null });
    expect((await lastMailTo(app, email))?.subject).toBe('We received your premium group application');
    const again = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: code });
    expect(again.statusCode).toBe(409);
  });

  it('the same answer whether or not the address has an account; confirming joins the account', async () => {
    const u = await buildUser(app);
    const res = await api(null).post('/premium-groups/applications/guest', { ...form({ email: u.email }), guest_email: u.email });
    const other = await api(null).post('/premium-groups/applications/guest', { ...form(), guest_email: guestEmail() });
    expect(res.statusCode).toBe(other.statusCode);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(other.json()).sort());
    expect(res.json().message).toBe(other.json().message);
    const code = await otpFromMail(u.email);
    await api(null).post('/premium-groups/applications/guest/verify', { id: res.json().id, otp: code });
    expect((await applicationRow(res.json().id))!.user_id).toBe(u.id);
  });

  it('a wrong code counts; after 5 wrong tries even the right code is refused until a new one', async () => {
    const { id, email } = await guest();
    const code = await otpFromMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: wrong });
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.otp).toEqual([t.otpWrong]);
    }
    const fifth = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: wrong });
    expect(fifth.json().errors.otp).toEqual([t.otpTooManyTries]);
    const right = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.otp).toEqual([t.otpTooManyTries]);
    expect((await applicationRow(id))!.status).toBe('otp-pending');
    // A new code works; the old one no longer does.
    expect((await api(null).post('/premium-groups/applications/guest/resend-otp', { id, email })).json().message).toBe(
      'OTP resend successfully',
    );
    const fresh = await otpFromMail(email);
    if (fresh !== code) expect((await api(null).post('/premium-groups/applications/guest/verify', { id, otp: code })).statusCode).toBe(422);
    expect((await api(null).post('/premium-groups/applications/guest/verify', { id, otp: fresh })).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const { id, email } = await guest();
    const code = await otpFromMail(email);
    await selectRows(
      app.db,
      sql`update premium_application_otps set expires_at = now() - interval '1 second' where application_id = ${id}`,
    );
    const r = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: code });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.otp).toEqual([t.otpExpired]);
    expect((await applicationRow(id))!.verified_at).toBeNull();
  });

  it('resend is rate-limited and needs the matching address; validation texts', async () => {
    const { id, email } = await guest();
    expect((await api(null).post('/premium-groups/applications/guest/resend-otp', { id, email: 'someone@example.com' })).statusCode).toBe(
      404,
    );
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await api(null).post('/premium-groups/applications/guest/resend-otp', { id, email })).statusCode);
    expect(codes.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(codes[4]).toBe(429);
    const bad = await api(null).post('/premium-groups/applications/guest/verify', { id, otp: '12ab56' });
    expect(bad.json().errors.otp).toEqual([t.otpFormat]);
    const noEmail = await api(null).post('/premium-groups/applications/guest', form());
    expect(noEmail.json().errors.guest_email).toEqual([m.required]);
    expect((await api(null).post('/premium-groups/applications/guest/verify', { id: 999999, otp: '123456' })).statusCode).toBe(404);
  });
});

describe('one open application per person', () => {
  const confirmations = async (to: string) => {
    await app.ctx.jobs.idle();
    return app.mails.filter((x) => x.to === to.toLowerCase() && x.subject === 'We received your premium group application').length;
  };
  const codeMails = async (to: string) => {
    await app.ctx.jobs.idle();
    return app.mails.filter((x) => x.to === to.toLowerCase() && x.links.some((l) => l.includes('otp='))).length;
  };
  const rowsOf = (where: ReturnType<typeof sql>) =>
    selectRows<{ id: number; status: string }>(app.db, sql`select id, status from premium_applications where ${where} order by id`);

  it('a second submit of the same account answers the first application (200), unchanged, and mails once', async () => {
    const u = await buildUser(app);
    const first = await api(u).post('/premium-groups/applications', form({ email: u.email }));
    expect(first.statusCode).toBe(201);
    const second = await api(u).post('/premium-groups/requests', form({ email: u.email, name: 'Another Name' }));
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(t.applicationOpen);
    expect(second.json().item).toMatchObject({ id: first.json().item.id, answers: { name: 'Sam Applicant' } });
    expect(await rowsOf(sql`user_id = ${u.id}`)).toHaveLength(1);
    expect(await confirmations(u.email)).toBe(1);
  });

  it('two concurrent submits of one account make one row and one mail (the partial unique index holds it)', async () => {
    const u = await buildUser(app);
    const answers = await Promise.all([
      api(u).post('/premium-groups/applications', form({ email: u.email })),
      api(u).post('/premium-groups/applications', form({ email: u.email })),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((r) => r.json().item.id)).size).toBe(1);
    expect(await rowsOf(sql`user_id = ${u.id}`)).toHaveLength(1);
    expect(await confirmations(u.email)).toBe(1);
  });

  it('a guest address: a second submit (also two at once) answers the first application and mails one code', async () => {
    const email = `twice${Math.random().toString(36).slice(2, 8)}@example.com`;
    const body = { ...form({ email }), guest_email: email };
    const both = await Promise.all([
      api(null).post('/premium-groups/applications/guest', body),
      api(null).post('/premium-groups/applications/guest', body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const id = both.find((r) => r.statusCode === 201)!.json().id as number;
    expect(both.find((r) => r.statusCode === 200)!.json()).toEqual({ id, guest_email: email, message: t.applicationOpen });
    const third = await api(null).post('/premium-groups/applications/guest', { ...body, guest_email: email.toUpperCase() });
    expect([third.statusCode, third.json().id]).toEqual([200, id]);
    expect(await rowsOf(sql`lower(guest_email) = ${email}`)).toHaveLength(1);
    expect(await codeMails(email)).toBe(1);
    // Confirmed, it still stands for the address; a closed one (rejected) no longer does.
    await api(null).post('/premium-groups/applications/guest/verify', { id, otp: await otpFromMail(email) });
    expect((await api(null).post('/premium-groups/applications/guest', body)).json().id).toBe(id);
    await selectRows(app.db, sql`update premium_applications set status = 'rejected' where id = ${id}`);
    const fresh = await api(null).post('/premium-groups/applications/guest', body);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().id).not.toBe(id);
  });

  it('a guest code that proves the address of an account with an open application answers that one; the copy goes, no second confirmation', async () => {
    const u = await buildUser(app);
    const mine = (await api(u).post('/premium-groups/applications', form({ email: u.email }))).json().item.id as number;
    const g = await api(null).post('/premium-groups/applications/guest', { ...form({ email: u.email }), guest_email: u.email });
    expect(g.statusCode).toBe(201);
    const ok = await api(null).post('/premium-groups/applications/guest/verify', { id: g.json().id, otp: await otpFromMail(u.email) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item).toMatchObject({ id: mine, user_id: u.id });
    expect(await applicationRow(g.json().id)).toBeUndefined();
    expect(await rowsOf(sql`user_id = ${u.id} or lower(guest_email) = lower(${u.email})`)).toEqual([
      { id: mine, status: 'group-selection-pending' },
    ]);
    expect(await confirmations(u.email)).toBe(1);
  });

  it('a rejected or on-boarded application is not open: the person may apply again', async () => {
    const u = await buildUser(app);
    const first = (await api(u).post('/premium-groups/applications', form({ email: u.email }))).json().item.id as number;
    await selectRows(app.db, sql`update premium_applications set status = 'rejected' where id = ${first}`);
    const again = await api(u).post('/premium-groups/applications', form({ email: u.email }));
    expect(again.statusCode).toBe(201);
    expect(again.json().item.id).not.toBe(first);
  });
});

describe('one seat per person across premium groups that have not completed', () => {
  it('placing someone who holds a seat in another group is refused (409, nothing made) until that group completes', async () => {
    const a = await premiumGroup();
    const { user, memberId } = await fx.accepted(a.groupId, a.owner);
    expect((await fx.pay(user, memberId, 'pre-payment')).statusCode).toBe(200);
    // On-boarded in group A (their application is complete), they apply again.
    const next = await api(user).post('/premium-groups/applications', form({ email: user.email }));
    expect(next.statusCode).toBe(201);
    const b = await premiumGroup();
    const refused = await api(admin).post(`/admin/premium-applications/${next.json().item.id}/place`, { group_id: b.groupId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.seatElsewhere);
    expect(await applicationRow(next.json().item.id)).toMatchObject({ status: 'group-selection-pending', member_id: null });
    expect(await selectRows(app.db, sql`select id from group_members where group_id = ${b.groupId} and user_id = ${user.id}`)).toEqual([]);
    await selectRows(app.db, sql`update groups set premium_group_status = 'completed' where id = ${a.groupId}`);
    expect((await api(admin).post(`/admin/premium-applications/${next.json().item.id}/place`, { group_id: b.groupId })).statusCode).toBe(
      200,
    );
  });

  it('a leader accepting an applicant who holds a seat in another group is refused (409, unchanged)', async () => {
    const b = await premiumGroup();
    const { user, memberId } = await fx.applicant(b.groupId);
    await api(b.owner).patch(`/groups/${b.groupId}/members/${memberId}/application/mark-review`);
    // A seat in group A from before one seat per person held (written as an older placement left it).
    const a = await premiumGroup();
    await selectRows(
      app.db,
      sql`insert into group_members (group_id, user_id, role_type, request_status, premium_group_status) values (${a.groupId}, ${user.id}, 'member', 'accepted', 'pre-payment-completed')`,
    );
    const refused = await api(b.owner).patch(`/groups/${b.groupId}/members/${memberId}/application/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.seatElsewhere);
    expect(await memberRow(memberId)).toMatchObject({ premium_group_status: 'in-review' });
    // A rejected seat elsewhere is no seat.
    await selectRows(
      app.db,
      sql`update group_members set premium_group_status = 'rejected' where group_id = ${a.groupId} and user_id = ${user.id}`,
    );
    expect((await api(b.owner).patch(`/groups/${b.groupId}/members/${memberId}/application/accept`)).statusCode).toBe(200);
  });
});

describe('group selection (admins)', () => {
  it('403 for anyone but ff_admin and upgrade_admin; nothing placed', async () => {
    const { groupId, owner } = await premiumGroup();
    const u = await buildUser(app);
    const a = (await api(u).post('/premium-groups/applications', form({ email: u.email }))).json().item.id as number;
    expect((await api(u).get('/admin/premium-applications')).statusCode).toBe(403);
    expect((await api(owner).get(`/admin/premium-applications/${a}/suggested-groups`)).statusCode).toBe(403);
    const refused = await api(owner).post(`/admin/premium-applications/${a}/place`, { group_id: groupId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.onlyPremiumAdmins);
    expect((await applicationRow(a))!.member_id).toBeNull();
    const ff = await buildUser(app);
    await grantAdminRole(app, ff, 'ff_admin');
    expect((await api(ff).get('/admin/premium-applications')).statusCode).toBe(200);
  });

  it('lists by status; suggests fitting groups best first; placing makes the member row, a note, and tells the leaders', async () => {
    const fits = await premiumGroup();
    const sameDay = await premiumGroup({ meeting_time: '12:00' });
    const women = await premiumGroup({ gender: 'female' });
    const u = await buildUser(app);
    const a = (await api(u).post('/premium-groups/applications', form({ email: u.email }))).json().item.id as number;
    const list = (await api(admin).get('/admin/premium-applications?status=group-selection-pending&perPage=100')).json();
    expect(list.items.map((x: { id: number }) => x.id)).toContain(a);
    const suggested = (await api(admin).get(`/admin/premium-applications/${a}/suggested-groups`)).json().items as {
      group_id: number;
      score: number;
    }[];
    const ids = suggested.map((x) => x.group_id);
    expect(ids).toContain(fits.groupId);
    expect(ids).not.toContain(women.groupId);
    expect(ids.indexOf(fits.groupId)).toBeLessThan(ids.indexOf(sameDay.groupId));
    const placed = await api(admin).post(`/admin/premium-applications/${a}/place`, { group_id: fits.groupId });
    expect(placed.json().item).toMatchObject({
      status: 'leader-review-pending',
      status_label: 'In Leader Review',
      group_id: fits.groupId,
      member_status: 'applied',
    });
    const memberId = placed.json().item.member_id as number;
    expect(await memberRow(memberId)).toMatchObject({ premium_group_status: 'applied', request_status: 'pending', user_id: u.id });
    expect(await notesOf(memberId)).toEqual([expect.objectContaining({ note_type: 'status_changed', new_state: 'applied' })]);
    for (const leader of [fits.owner, fits.co]) {
      const n = await selectRows<{ meta: { type: string; target: string } }>(
        app.db,
        sql`select meta from notifications where user_id = ${leader.id} and meta->>'type' = 'premium.placed'`,
      );
      expect(n[0]?.meta.target).toBe(`/leaders-portal/${fits.groupId}/premium-group-management`);
    }
    // Placed once only.
    expect((await api(admin).post(`/admin/premium-applications/${a}/place`, { group_id: sameDay.groupId })).statusCode).toBe(409);
  });

  it('refuses an unconfirmed guest application, a standard group, and a full group (unchanged)', async () => {
    const { groupId } = await premiumGroup();
    const g = await api(null).post('/premium-groups/applications/guest', { ...form(), guest_email: 'unconfirmed@example.com' });
    const refused = await api(admin).post(`/admin/premium-applications/${g.json().id}/place`, { group_id: groupId });
    expect(refused.statusCode).toBe(409);
    expect((await applicationRow(g.json().id))!.member_id).toBeNull();
    const owner = await buildUser(app);
    const std = (await api(owner).post('/groups', { name: 'Plain', group_type: 'standard' })).json().item.id;
    const u = await buildUser(app);
    const a = (await api(u).post('/premium-groups/applications', form({ email: u.email }))).json().item.id;
    expect((await api(admin).post(`/admin/premium-applications/${a}/place`, { group_id: std })).json().errors.group_id).toEqual([
      t.groupNotPremium,
    ]);
    for (let i = 0; i < 6; i++) await fx.applicant(groupId);
    const full = await api(admin).post(`/admin/premium-applications/${a}/place`, { group_id: groupId });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(t.groupFull);
    expect((await applicationRow(a))!.member_id).toBeNull();
  });
});

describe("the leaders' pipeline", () => {
  it('stranger 404; the applicant and plain members 403; owner and co-leaders act', async () => {
    const { groupId, co } = await premiumGroup();
    const { user, memberId } = await fx.applicant(groupId);
    const stranger = await buildUser(app);
    expect((await api(stranger).get(`/groups/${groupId}/members/${memberId}/application`)).statusCode).toBe(404);
    expect((await api(stranger).patch(`/groups/${groupId}/members/${memberId}/application/mark-review`)).statusCode).toBe(404);
    const own = await api(user).patch(`/groups/${groupId}/members/${memberId}/application/mark-review`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(t.onlyLeadersAct);
    expect((await memberRow(memberId))!.premium_group_status).toBe('applied');
    const details = await api(co).get(`/groups/${groupId}/members/${memberId}/application`);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({
      premium_group_status: 'applied',
      status_label: 'New',
      pre_payment: null,
      actions: { mark_review: true, accept: false, reject: true },
    });
    expect(details.json().application.answers.hope_to_gain).toBe('Freedom and honesty');
  });

  it("a leader's read of the answers is written to the applicant's access log; refused reads write nothing", async () => {
    const { groupId, owner } = await premiumGroup();
    const { user, memberId, applicationId } = await fx.applicant(groupId);
    const logOf = () =>
      selectRows<{ viewer_id: number; kind: string; via: string; record_id: number | null }>(
        app.db,
        sql`select viewer_id, kind, via, record_id from access_log where owner_id = ${user.id} order by id`,
      );
    const stranger = await buildUser(app);
    expect((await api(stranger).get(`/groups/${groupId}/members/${memberId}/application`)).statusCode).toBe(404);
    expect((await api(user).get(`/groups/${groupId}/members/${memberId}/application`)).statusCode).toBe(403);
    expect(await logOf()).toEqual([]);
    expect((await api(owner).get(`/groups/${groupId}/members/${memberId}/application`)).statusCode).toBe(200);
    expect(await logOf()).toEqual([{ viewer_id: owner.id, kind: 'premium_application', via: 'group', record_id: applicationId }]);
    // The applicant sees it on 'who viewed my data'.
    const seen = await api(user).get('/users/access-log');
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).toContain('premium_application');
  });

  it('review, accept (pre-payment mail), each with a status-change note; out-of-order steps refused and unchanged', async () => {
    const { groupId, owner } = await premiumGroup();
    const { user, memberId } = await fx.applicant(groupId);
    const at = (action: string) => `/groups/${groupId}/members/${memberId}/application/${action}`;
    const early = await api(owner).patch(at('accept'));
    expect(early.statusCode).toBe(409);
    expect((await memberRow(memberId))!.premium_group_status).toBe('applied');
    expect(await notesOf(memberId)).toHaveLength(1);
    expect((await api(owner).post(at('resend-pre-payment'))).statusCode).toBe(409);
    const review = await api(owner).patch(at('mark-review'));
    expect(review.json()).toMatchObject({
      message: 'Successfully marked the application for review',
      item: { premium_group_status: 'in-review' },
    });
    expect((await api(owner).patch(at('mark-review'))).statusCode).toBe(409);
    const accepted = await api(owner).patch(at('accept'));
    expect(accepted.json()).toMatchObject({
      message: 'Successfully marked the application accepted',
      item: { premium_group_status: 'accepted', pre_payment: 'Pending', actions: { resend_pre_payment: true, reject: false } },
    });
    expect((await lastMailTo(app, user.email))?.subject).toBe('Your premium group application was accepted');
    expect((await api(owner).post(at('resend-pre-payment'))).json().message).toBe('Pre-Payment email sent successfully');
    // No rejection once accepted.
    const late = await api(owner).patch(at('mark-rejected'), { reason_to_reject: 'Changed our mind' });
    expect(late.statusCode).toBe(409);
    expect((await memberRow(memberId))!.premium_group_status).toBe('accepted');
    expect((await notesOf(memberId)).map((n) => [n.previous_state, n.new_state])).toEqual([
      ['group-selection-pending', 'applied'],
      ['applied', 'in-review'],
      ['in-review', 'accepted'],
    ]);
  });

  it("reject needs a reason ('Reason is required to reject'); a rejected applicant cannot be rejected again", async () => {
    const { groupId, owner } = await premiumGroup();
    const { memberId, applicationId } = await fx.applicant(groupId);
    const at = `/groups/${groupId}/members/${memberId}/application/mark-rejected`;
    const missing = await api(owner).patch(at, { reason_to_reject: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason_to_reject).toEqual(['Reason is required to reject']);
    expect((await memberRow(memberId))!.premium_group_status).toBe('applied');
    const ok = await api(owner).patch(at, { reason_to_reject: 'Not the right time' });
    expect(ok.json()).toMatchObject({
      message: 'Applicant marked as rejected',
      item: { premium_group_status: 'rejected', reason_to_reject: 'Not the right time' },
    });
    expect(await applicationRow(applicationId)).toMatchObject({ status: 'rejected', reason_to_reject: 'Not the right time' });
    expect((await memberRow(memberId))!.request_status).toBe('rejected');
    expect((await api(owner).patch(at, { reason_to_reject: 'Again' })).statusCode).toBe(409);
  });

  it('start: refused below 4 pre-paid (unchanged); at 4 the non-payer is removed, the group started, subscription links sent; then completed', async () => {
    const { groupId, owner } = await premiumGroup();
    const people = [
      await fx.applicant(groupId),
      await fx.applicant(groupId),
      await fx.applicant(groupId),
      await fx.applicant(groupId),
      await fx.applicant(groupId),
    ];
    const payers = people.slice(0, 4);
    const nonPayer = people[4]!;
    for (const p of people) {
      await api(owner).patch(`/groups/${groupId}/members/${p.memberId}/application/mark-review`);
      await api(owner).patch(`/groups/${groupId}/members/${p.memberId}/application/accept`);
    }
    // Pre-payment is what the payment step records; here it is set directly (the payment tests cover that step).
    const prePay = (memberId: number) =>
      selectRows(
        app.db,
        sql`update group_members set premium_group_status = 'pre-payment-completed', request_status = 'accepted' where id = ${memberId}`,
      );
    for (const p of payers.slice(0, 3)) await prePay(p.memberId);
    const early = await api(owner).patch('/premium-groups/start', { group_id: groupId });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(t.notEnoughPrePaid(4));
    expect(await groupStatus(groupId)).toBe('pending');
    expect(await memberRow(nonPayer.memberId)).not.toBeNull();
    expect((await api(owner).patch('/premium-groups/mark-completed', { group_id: groupId })).statusCode).toBe(409);
    await prePay(payers[3]!.memberId);
    const started = await api(owner).patch('/premium-groups/start', { group_id: groupId });
    expect(started.json()).toEqual({
      message: 'Premium group has now started',
      group_id: groupId,
      premium_group_status: 'started',
      removed_member_ids: [nonPayer.memberId],
    });
    expect(await memberRow(nonPayer.memberId)).toBeNull();
    expect((await applicationRow(nonPayer.applicationId))!.status).toBe('rejected');
    expect((await lastMailTo(app, payers[0]!.user.email))?.subject).toBe('Your premium group has started');
    const resend = await api(owner).post(`/groups/${groupId}/members/${payers[0]!.memberId}/application/resend-subscription`);
    expect(resend.json().message).toBe('Subscription link sent successfully');
    expect((await api(owner).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(409);
    const done = await api(owner).patch('/premium-groups/mark-completed', { group_id: groupId });
    expect(done.json()).toMatchObject({ message: 'Premium Group has been marked as completed', premium_group_status: 'completed' });
  });

  it('start and completion: only the owner or a co-leader (403 for a member, 404 for a stranger); validation', async () => {
    const { groupId } = await premiumGroup();
    const { user } = await fx.applicant(groupId);
    expect((await api(user).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(403);
    expect((await api(await buildUser(app)).patch('/premium-groups/start', { group_id: groupId })).statusCode).toBe(404);
    expect((await api(user).patch('/premium-groups/start', {})).json().errors.group_id).toEqual([m.required]);
    expect(await groupStatus(groupId)).toBe('pending');
  });
});

describe('the groups area still answers for premium rows', () => {
  it('a placed applicant sees the group as pending, not accepted, and cannot accept it without paying', async () => {
    const { groupId } = await premiumGroup();
    const { user } = await fx.applicant(groupId);
    const mine = (await api(user).get('/groups')).json().items.find((g: { id: number }) => g.id === groupId);
    expect(mine.my_membership).toMatchObject({ request_status: 'pending', premium_group_status: 'applied' });
    // It cannot accept itself into the group without paying: refused, unchanged.
    const selfAccept = await api(user).patch(`/members/${mine.my_membership.id}/request-status`, { request_status: 'accepted' });
    expect(selfAccept.statusCode).toBe(409);
    expect((await memberRow(mine.my_membership.id))!.request_status).toBe('pending');
    expect(gt.groupNotFound).toBeTruthy();
  });
});

describe('group guards of spec 4.5 (the groups API on a premium group)', () => {
  const rowsFor = (groupId: number, email: string) =>
    selectRows(
      app.db,
      sql`select gm.id from group_members gm left join users u on u.id = gm.user_id where gm.group_id = ${groupId} and coalesce(u.email, gm.invite_email) = ${email.toLowerCase()}`,
    );

  it('the owner and co-leaders are always in; a plain member cannot be invited (members come through the application and pay)', async () => {
    const { groupId, owner, co } = await premiumGroup();
    for (const u of [owner, co]) expect((await api(u).get(`/groups/${groupId}`)).statusCode).toBe(200);
    const someone = await buildUser(app);
    const refused = await api(owner).post(`/groups/${groupId}/members`, { email: someone.email, role: 'member' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.membersJoinByApplication);
    expect(await rowsFor(groupId, someone.email)).toHaveLength(0);
    // A co-leader may still be invited while the group has not started.
    expect((await api(co).post(`/groups/${groupId}/members`, { email: someone.email, role: 'group-leader' })).statusCode).toBe(201);
  });

  it('a started (or completed) premium group is closed: no one is invited', async () => {
    const { groupId, owner } = await premiumGroup();
    await selectRows(app.db, sql`update groups set premium_group_status = 'started' where id = ${groupId}`);
    const someone = await buildUser(app);
    const refused = await api(owner).post(`/groups/${groupId}/members`, { email: someone.email, role: 'group-leader' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.groupClosed);
    expect(await rowsFor(groupId, someone.email)).toHaveLength(0);
  });

  it('member data (group progress, course progress, check-ins, crash calendar) is refused before the start, served once started or completed; a stranger 404, no token 401', async () => {
    const { groupId, owner, co } = await premiumGroup();
    const range = 'startDate=2026-01-01&endDate=2026-01-31';
    const reads = [
      `/groups/${groupId}/progress`,
      `/members/info?group_id=${groupId}`,
      `/members/course-info?group_id=${groupId}`,
      `/members/checkins?group_id=${groupId}&${range}`,
      `/members/system-triggers?group_id=${groupId}&${range}`,
    ];
    const stranger = await buildUser(app);
    for (const status of ['pending', 'launch-pending'] as const) {
      await selectRows(app.db, sql`update groups set premium_group_status = ${status} where id = ${groupId}`);
      for (const url of reads) {
        for (const u of [owner, co]) {
          const refused = await api(u).get(url);
          expect(refused.statusCode, `${status} ${url}`).toBe(403);
          expect(refused.json()).toMatchObject({ message: gt.progressBeforeStart, code: 'premium_not_started' });
        }
        expect((await api(stranger).get(url)).statusCode).toBe(404);
        expect((await api(null).get(url)).statusCode).toBe(401);
      }
    }
    for (const status of ['started', 'completed'] as const) {
      await selectRows(app.db, sql`update groups set premium_group_status = ${status} where id = ${groupId}`);
      for (const url of reads) expect((await api(owner).get(url)).statusCode, `${status} ${url}`).toBe(200);
      expect((await api(stranger).get(reads[0]!)).statusCode).toBe(404);
    }
  });

  it('a co-leader is not demoted to an unpaid member; the role is unchanged', async () => {
    const { groupId, owner, co } = await premiumGroup();
    const [row] = await selectRows<{ id: number }>(
      app.db,
      sql`select id from group_members where group_id = ${groupId} and user_id = ${co.id}`,
    );
    const refused = await api(owner).put(`/groups/${groupId}/members/${row!.id}`, { role_type: 'member' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(t.noDemoteInPremium);
    const [after] = await selectRows<{ role_type: string }>(app.db, sql`select role_type from group_members where id = ${row!.id}`);
    expect(after!.role_type).toBe('group-leader');
  });

  it('an unpaid applicant is not let in: pending until the pre-payment, and cannot accept the row itself', async () => {
    const { groupId, owner } = await premiumGroup();
    const { user, memberId } = await fx.applicant(groupId);
    await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/mark-review`);
    expect((await api(owner).patch(`/groups/${groupId}/members/${memberId}/application/accept`)).statusCode).toBe(200);
    const mine = (await api(user).get('/groups')).json().items.find((g: { id: number }) => g.id === groupId);
    expect(mine.my_membership).toMatchObject({ request_status: 'pending', premium_group_status: 'accepted' });
    expect((await api(user).patch(`/members/${memberId}/request-status`, { request_status: 'accepted' })).statusCode).toBe(409);
    expect((await memberRow(memberId))!.request_status).toBe('pending');
  });
});
