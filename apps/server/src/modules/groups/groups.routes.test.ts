import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { groupNotificationTypes as types, groupsRealtimeTexts, groupsTexts as t } from '@holdfast/shared/groups';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildGroup, buildMembership, buildUser, type TestUser } from '../../test/factories';
import { createTestApp, lastMailTo, request, STRONG_PASSWORD, uniqueUser, type TestApp } from '../../test/harness';

// One app per file; every test builds its own users.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: TestUser | null) => request(app, u?.token ?? null);
const rowsOf = (groupId: number) =>
  selectRows<{
    id: number;
    user_id: number | null;
    invite_email: string | null;
    role_type: string;
    request_status: string;
    is_sharing_data: boolean;
  }>(
    app.db,
    sql`select id, user_id, invite_email, role_type, request_status, is_sharing_data from group_members where group_id = ${groupId} order by id`,
  );
const notesOf = (memberId: number) =>
  selectRows<{ note_type: string; previous_state: string | null; new_state: string | null; author_id: number | null }>(
    app.db,
    sql`select note_type, previous_state, new_state, author_id from group_notes where member_id = ${memberId} order by id`,
  );
const groupRow = async (id: number) =>
  (await selectRows<{ name: string; owner_id: number }>(app.db, sql`select name, owner_id from groups where id = ${id}`))[0] ?? null;
const makeLeader = (u: TestUser) => selectRows(app.db, sql`update profiles set is_leader = true where user_id = ${u.id}`);
const notificationsOf = (u: TestUser) =>
  selectRows<{ title: string; message: string; meta: { type: string; target: string } }>(
    app.db,
    sql`select title, message, meta from notifications where user_id = ${u.id} order by id`,
  );
const premiumSettings = { day: 'monday', projected_start_date: '2027-02-01', meeting_time: '19:30', gender: 'male', for_leaders: false };

/** A group with an owner, an accepted co-leader, an accepted sharing member, and a stranger. */
async function cast() {
  const [owner, co, member, stranger] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
  const group = await buildGroup(app, owner);
  const coId = await buildMembership(app, group.id, owner, co, { role: 'group-leader' });
  const memberId = await buildMembership(app, group.id, owner, member, { share: true });
  const ownerId = group.members[0]!.id;
  return { owner, co, member, stranger, group, coId, memberId, ownerId };
}

describe('groups: sign-in', () => {
  it.each([
    ['GET', '/groups'],
    ['POST', '/groups'],
    ['GET', '/groups/1'],
    ['PUT', '/groups/1'],
    ['DELETE', '/groups/1'],
    ['POST', '/groups/1/members'],
    ['PUT', '/groups/1/members/1'],
    ['DELETE', '/groups/1/members/1'],
    ['DELETE', '/members/leave-group?group_id=1'],
    ['PATCH', '/members/1/request-status'],
    ['POST', '/members/1/resend-invitation'],
    ['POST', '/members/1/send-reminder'],
    ['GET', '/members/info?group_id=1'],
    ['GET', '/members/checkins?group_id=1&startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/members/system-triggers?group_id=1&startDate=2026-11-01&endDate=2026-11-30'],
    ['GET', '/members/course-info?group_id=1'],
    ['GET', '/groups/1/progress'],
    ['GET', '/groups/1/members/1/notes'],
    ['POST', '/groups/1/members/1/notes'],
    ['GET', '/leader'],
    ['GET', '/leader/needs-attention'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('an unverified member is refused (403)', async () => {
    const unverified = await buildUser(app, { verified: false, profile: false });
    expect((await api(unverified).get('/groups')).statusCode).toBe(403);
    expect((await api(unverified).post('/groups', { name: 'Nope', group_type: 'standard' })).statusCode).toBe(403);
  });
});

describe('creating groups', () => {
  it('anyone creates a standard group and is its accepted owner (Leader)', async () => {
    const owner = await buildUser(app);
    const res = await api(owner).post('/groups', { name: '  Tuesday Men  ', group_type: 'standard' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(t.created);
    const item = res.json().item;
    expect(item).toMatchObject({
      name: 'Tuesday Men',
      group_type: 'standard',
      owner_id: owner.id,
      premium_group_settings: null,
      premium_group_status: null,
      member_count: 1,
      is_admin: true,
    });
    expect(item.my_membership).toMatchObject({ role_type: 'owner', request_status: 'accepted' });
    expect(item.members).toEqual([expect.objectContaining({ user_id: owner.id, role_type: 'owner', role_label: 'Leader', is_me: true })]);
    expect(item.members[0].actions).toMatchObject({ promote: false, demote: false, remove: false, leave: true, toggle_sharing: true });
  });

  it.each([
    [{ group_type: 'standard' }, 'name', m.required],
    [{ name: ' ', group_type: 'standard' }, 'name', m.required],
    [{ name: 'A', group_type: 'standard' }, 'name', m.minLength(2)],
    [{ name: 'Ab' }, 'group_type', m.required],
    [{ name: 'Ab', group_type: 'secret' }, 'group_type', m.invalid],
  ])('%o -> 422 on %s', async (body, field, message) => {
    const owner = await buildUser(app);
    const res = await api(owner).post('/groups', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect((await api(owner).get('/groups')).json().totalItems).toBe(0);
  });

  it('premium groups: 403 for a non-leader (nothing made); a leader needs day, start date, meeting time and gender', async () => {
    const user = await buildUser(app);
    const refused = await api(user).post('/groups', {
      name: 'Premium',
      group_type: 'premium_groups',
      premium_group_settings: premiumSettings,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.onlyLeadersPremium);
    expect((await api(user).get('/groups')).json().totalItems).toBe(0);

    await makeLeader(user);
    const missing = await api(user).post('/groups', {
      name: 'Premium',
      group_type: 'premium_groups',
      premium_group_settings: { day: 'monday' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      'premium_group_settings.projected_start_date': [m.required],
      'premium_group_settings.meeting_time': [m.required],
      'premium_group_settings.gender': [m.required],
    });
    const made = await api(user).post('/groups', {
      name: 'Premium',
      group_type: 'premium_groups',
      premium_group_settings: premiumSettings,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().item).toMatchObject({
      group_type: 'premium_groups',
      total_seats: 6,
      premium_group_status: 'pending',
      premium_group_settings: premiumSettings,
      subscription_settings: { premium_group_config: { day: 'monday', projected_start_date: '2027-02-01', meeting_time: '19:30' } },
    });
    // The portal lists premium groups too.
    const portal = (await api(user).get('/groups?scope=admin-or-owned&group_type=premium_groups')).json();
    expect(portal.items.map((g: { id: number }) => g.id)).toEqual([made.json().item.id]);
    expect((await api(user).get('/leader')).json()).toMatchObject({
      is_leader: true,
      leads_groups: true,
      groups: [{ id: made.json().item.id, role_type: 'owner', group_type: 'premium_groups' }],
    });
  });
});

describe('listing and reading groups', () => {
  it('GET groups lists every group I am in with my role and status; scope=admin-or-owned only the ones I own or co-lead', async () => {
    const { owner, co, member, group } = await cast();
    const other = await buildUser(app);
    const otherGroup = await buildGroup(app, other, 'Other');
    await buildMembership(app, otherGroup.id, other, member, { accept: false });

    const mine = (await api(member).get('/groups')).json();
    expect(mine).toMatchObject({ page: 1, perPage: 20, totalItems: 2 });
    const byId = new Map(mine.items.map((g: { id: number }) => [g.id, g]));
    expect(byId.get(group.id)).toMatchObject({
      my_membership: { role_type: 'member', request_status: 'accepted', is_sharing_data: true },
      is_admin: false,
      member_count: 3,
      pending_count: 0,
    });
    expect(byId.get(otherGroup.id)).toMatchObject({ my_membership: { request_status: 'pending' } });
    expect((await api(member).get('/groups?request_status=pending')).json().items.map((g: { id: number }) => g.id)).toEqual([
      otherGroup.id,
    ]);
    expect((await api(member).get('/groups?scope=admin-or-owned')).json().totalItems).toBe(0);
    expect((await api(co).get('/groups?scope=admin-or-owned')).json().items.map((g: { id: number }) => g.id)).toEqual([group.id]);
    expect((await api(owner).get('/groups?scope=admin-or-owned')).json().items[0]).toMatchObject({ id: group.id, is_admin: true });
    expect((await api(owner).get('/groups?scope=everything')).statusCode).toBe(422);
  });

  it('GET groups/{id}: admins see every row with addresses; a member sees accepted rows and their own, addresses hidden; a stranger gets 404', async () => {
    const { owner, member, stranger, group } = await cast();
    const invitee = await buildUser(app);
    await buildMembership(app, group.id, owner, invitee, { accept: false });
    const admin = (await api(owner).get(`/groups/${group.id}`)).json();
    expect(admin.members).toHaveLength(4);
    expect(admin.pending_count).toBe(1);
    expect(admin.members.find((r: { user_id: number }) => r.user_id === invitee.id)).toMatchObject({
      request_status: 'pending',
      user: { email: invitee.email },
      actions: { resend_invitation: true },
    });

    const asMember = (await api(member).get(`/groups/${group.id}`)).json();
    expect(asMember.members.map((r: { user_id: number }) => r.user_id).sort()).toEqual(
      admin.members
        .filter((r: { request_status: string }) => r.request_status === 'accepted')
        .map((r: { user_id: number }) => r.user_id)
        .sort(),
    );
    expect(asMember.pending_count).toBe(0);
    for (const r of asMember.members) {
      expect(r.user.email).toBe(r.user_id === member.id ? member.email : null);
      expect(
        Object.entries(r.actions)
          .filter(([, on]) => on)
          .map(([k]) => k),
      ).toEqual(r.user_id === member.id ? ['toggle_sharing', 'leave'] : []);
    }
    // The invitee sees the group they are invited to, with accepted members only.
    expect(
      (await api(invitee).get(`/groups/${group.id}`))
        .json()
        .members.some((r: { request_status: string; is_me: boolean }) => r.request_status === 'pending' && r.is_me),
    ).toBe(true);

    const res = await api(stranger).get(`/groups/${group.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(t.groupNotFound);
    expect((await api(owner).get('/groups/99999999')).statusCode).toBe(404);
    expect((await api(owner).get('/groups/abc')).statusCode).toBe(422);
  });
});

describe('renaming, settings and deleting', () => {
  it('owner and co-leader rename (members see it live); a member is refused and nothing changes; a stranger gets 404', async () => {
    const { owner, co, member, stranger, group } = await cast();
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(co).put(`/groups/${group.id}`, { name: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: t.renamed, item: { name: 'Renamed' } });
    const updates = publish.mock.calls.filter(([, event]) => event === 'group.updated');
    expect(updates.map(([userId]) => userId).sort()).toEqual([owner.id, member.id].sort());
    expect(updates.find(([userId]) => userId === member.id)?.[2]).toMatchObject({
      item: { id: group.id, name: 'Renamed', is_admin: false },
    });
    publish.mockRestore();

    const refused = await api(member).put(`/groups/${group.id}`, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(t.onlyAdmins);
    expect((await api(stranger).put(`/groups/${group.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await groupRow(group.id))!.name).toBe('Renamed');

    expect((await api(owner).put(`/groups/${group.id}`, { name: 'x' })).json().errors.name).toEqual([m.minLength(2)]);
    expect((await api(owner).put(`/groups/${group.id}`, {})).statusCode).toBe(422);
    const settings = await api(owner).put(`/groups/${group.id}`, {
      premium_group_settings: { day: 'friday', projected_start_date: '2027-03-01', meeting_time: '12:00' },
    });
    expect(settings.statusCode).toBe(422);
    expect(settings.json().errors.premium_group_settings).toEqual([t.premiumSettingsOnlyPremium]);
  });

  it('a premium group edits its settings (day, projected_start_date, meeting_time required; gender kept)', async () => {
    const leader = await buildUser(app);
    await makeLeader(leader);
    const made = (
      await api(leader).post('/groups', { name: 'Premium', group_type: 'premium_groups', premium_group_settings: premiumSettings })
    ).json().item;
    const missing = await api(leader).put(`/groups/${made.id}`, { premium_group_settings: { day: 'friday' } });
    expect(missing.json().errors).toMatchObject({
      'premium_group_settings.projected_start_date': [m.required],
      'premium_group_settings.meeting_time': [m.required],
    });
    const res = await api(leader).put(`/groups/${made.id}`, {
      premium_group_settings: { day: 'friday', projected_start_date: '2027-03-01', meeting_time: '07:00' },
    });
    expect(res.json()).toMatchObject({
      message: t.updated,
      item: { premium_group_settings: { day: 'friday', projected_start_date: '2027-03-01', meeting_time: '07:00', gender: 'male' } },
    });
  });

  it('only the owner deletes; every member is told live; rows, notes and unused invitation links go', async () => {
    const { owner, co, member, stranger, group } = await cast();
    const address = uniqueUser('gone').email;
    await api(owner).post(`/groups/${group.id}/members`, { email: address, role: 'member' });
    const link = new URL((await lastMailTo(app, address))!.links[0]!);

    for (const who of [co, member]) {
      const res = await api(who).delete(`/groups/${group.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(t.onlyOwner);
    }
    expect((await api(stranger).delete(`/groups/${group.id}`)).statusCode).toBe(404);
    expect(await groupRow(group.id)).not.toBeNull();

    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(owner).delete(`/groups/${group.id}`);
    expect(res.json()).toEqual({ message: t.deleted });
    expect(publish.mock.calls.filter(([, e]) => e === 'group.removed').map(([u, , p]) => [u, p])).toEqual(
      expect.arrayContaining([
        [co.id, { id: group.id, name: group.name, reason: 'deleted' }],
        [member.id, { id: group.id, name: group.name, reason: 'deleted' }],
      ]),
    );
    publish.mockRestore();
    expect(await groupRow(group.id)).toBeNull();
    expect(await rowsOf(group.id)).toEqual([]);
    const verified = await request(app).post('/users/invitation/verify', { token: link.searchParams.get('token'), email: address });
    expect(verified.json().valid).toBe(false);
  });
});

describe('inviting members', () => {
  it('an existing account gets a pending row, a notification, a mail and the group live; co-leaders see the new row', async () => {
    const { owner, co, group } = await cast();
    const invitee = await buildUser(app);
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(owner).post(`/groups/${group.id}/members`, { email: invitee.email.toUpperCase(), role: 'Member' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: t.invitationToGroupSent,
      item: {
        user_id: invitee.id,
        role_type: 'member',
        request_status: 'pending',
        is_sharing_data: false,
        actions: { resend_invitation: true, promote: false },
      },
    });
    expect(publish.mock.calls.find(([u, e]) => u === invitee.id && e === 'group.created')?.[2]).toMatchObject({
      item: { id: group.id, my_membership: { request_status: 'pending' } },
    });
    expect(publish.mock.calls.find(([u, e]) => u === co.id && e === 'group-member.created')?.[2]).toMatchObject({
      group_id: group.id,
      group_name: group.name,
      item: { user_id: invitee.id },
    });
    expect(publish.mock.calls.some(([u]) => u === owner.id)).toBe(false);
    publish.mockRestore();
    expect(await notificationsOf(invitee)).toContainEqual(
      expect.objectContaining({
        message: groupsRealtimeTexts.youWereInvited(group.name),
        meta: expect.objectContaining({ type: types.invited, target: '/small-groups' }),
      }),
    );
    const mail = await lastMailTo(app, invitee.email);
    expect(mail?.links).toEqual(['http://app.test/small-groups']);
  });

  it('a new address gets an invitation link (context_type=group); registering lands in the pending membership, which can then be accepted', async () => {
    const { owner, group } = await cast();
    const u = uniqueUser('newbie');
    const res = await api(owner).post(`/groups/${group.id}/members`, { email: u.email, role: 'GroupLeader' });
    expect(res.statusCode).toBe(201);
    expect(res.json().item).toMatchObject({
      user_id: null,
      role_type: 'group-leader',
      request_status: 'pending',
      user: { id: null, email: u.email },
    });
    const link = new URL((await lastMailTo(app, u.email))!.links[0]!);
    expect(link.pathname).toBe('/invited-user');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({ email: u.email, context_type: 'group', context_id: String(group.id) });

    const registered = await request(app).post('/users/invitation/register', {
      username: u.username,
      email: u.email,
      password: STRONG_PASSWORD,
      token: link.searchParams.get('token'),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().redirect).toEqual({ url: '/small-groups', isExternal: false });
    const token = registered.json().access_token as string;
    const mine = (await request(app, token).get('/groups?request_status=pending')).json();
    expect(mine.items).toEqual([
      expect.objectContaining({
        id: group.id,
        my_membership: expect.objectContaining({ id: res.json().item.id, role_type: 'group-leader', request_status: 'pending' }),
      }),
    ]);
    const accepted = await request(app, token).patch(`/members/${res.json().item.id}/request-status`, { request_status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect((await rowsOf(group.id)).find((r) => r.id === res.json().item.id)).toMatchObject({
      invite_email: null,
      request_status: 'accepted',
    });
  });

  it.each([
    [{ role: 'member' }, 'email', m.required],
    [{ email: 'not-an-address', role: 'member' }, 'email', m.email],
    [{ email: 'a@b.co' }, 'role', m.required],
    [{ email: 'a@b.co', role: 'owner' }, 'role', m.invalid],
  ])('%o -> 422 on %s, nothing added', async (body, field, message) => {
    const { owner, group } = await cast();
    const before = await rowsOf(group.id);
    const res = await api(owner).post(`/groups/${group.id}/members`, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
    expect(await rowsOf(group.id)).toEqual(before);
  });

  it('a member cannot invite (403), a stranger gets 404, a person already in the group is 409, oneself is 422; nothing added', async () => {
    const { owner, member, stranger, group, co } = await cast();
    const before = await rowsOf(group.id);
    const byMember = await api(member).post(`/groups/${group.id}/members`, { email: 'someone@example.com', role: 'member' });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe(t.onlyAdmins);
    expect((await api(stranger).post(`/groups/${group.id}/members`, { email: 'someone@example.com', role: 'member' })).statusCode).toBe(
      404,
    );
    const again = await api(owner).post(`/groups/${group.id}/members`, { email: co.email, role: 'member' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.alreadyMember);
    expect((await api(owner).post(`/groups/${group.id}/members`, { email: owner.email, role: 'member' })).json().errors.email).toEqual([
      t.cannotInviteYourself,
    ]);
    expect(await rowsOf(group.id)).toEqual(before);
  });
});

describe('answering an invitation', () => {
  it('the invitee accepts or rejects; a rejected invitation can be accepted later; each change writes a status_changed note; the admins see it live', async () => {
    const { owner, co, group } = await cast();
    const invitee = await buildUser(app);
    const memberId = await buildMembership(app, group.id, owner, invitee, { accept: false });
    const rejected = await api(invitee).patch(`/members/${memberId}/request-status`, { request_status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: t.statusUpdated,
      item: { id: group.id, my_membership: { request_status: 'rejected' } },
    });

    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const accepted = await api(invitee).patch(`/members/${memberId}/request-status`, { request_status: 'accepted' });
    expect(accepted.json().item.my_membership.request_status).toBe('accepted');
    expect(
      publish.mock.calls
        .filter(([, e]) => e === 'group-member.updated')
        .map(([u]) => u)
        .sort(),
    ).toEqual([owner.id, co.id].sort());
    publish.mockRestore();
    expect(await notesOf(memberId)).toEqual([
      { note_type: 'status_changed', previous_state: 'pending', new_state: 'rejected', author_id: invitee.id },
      { note_type: 'status_changed', previous_state: 'rejected', new_state: 'accepted', author_id: invitee.id },
    ]);
    expect(await notificationsOf(owner)).toContainEqual(
      expect.objectContaining({ meta: expect.objectContaining({ type: types.answered }) }),
    );
    // Accepted is final.
    const again = await api(invitee).patch(`/members/${memberId}/request-status`, { request_status: 'rejected' });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(t.alreadyAccepted);
  });

  it('nobody answers another person’s invitation: a group member 403, a stranger 404; validation 422; nothing changes', async () => {
    const { owner, member, stranger, group } = await cast();
    const invitee = await buildUser(app);
    const memberId = await buildMembership(app, group.id, owner, invitee, { accept: false });
    for (const who of [owner, member]) {
      const res = await api(who).patch(`/members/${memberId}/request-status`, { request_status: 'accepted' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(t.notYourInvitation);
    }
    expect((await api(stranger).patch(`/members/${memberId}/request-status`, { request_status: 'accepted' })).statusCode).toBe(404);
    expect((await api(invitee).patch(`/members/${memberId}/request-status`, {})).json().errors.request_status).toEqual([m.required]);
    expect(
      (await api(invitee).patch(`/members/${memberId}/request-status`, { request_status: 'pending' })).json().errors.request_status,
    ).toEqual([m.invalid]);
    expect((await rowsOf(group.id)).find((r) => r.id === memberId)!.request_status).toBe('pending');
    expect(await notesOf(memberId)).toEqual([]);
  });
});

describe('roles and sharing (spec 2 section 6)', () => {
  it('an admin promotes a member and demotes a co-leader; each writes a member_status_changed note; the member sees it live', async () => {
    const { owner, co, member, group, memberId } = await cast();
    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const promoted = await api(co).put(`/groups/${group.id}/members/${memberId}`, { role_type: 'promote' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: t.roleUpdated,
      item: { role_type: 'group-leader', role_label: 'Co-leader', actions: { demote: true, promote: false } },
    });
    expect(publish.mock.calls.find(([u, e]) => u === member.id && e === 'group-member.updated')).toBeTruthy();
    expect(publish.mock.calls.find(([u, e]) => u === member.id && e === 'group.updated')?.[2]).toMatchObject({ item: { is_admin: true } });
    expect(publish.mock.calls.find(([u, e]) => u === owner.id && e === 'group-member.updated')).toBeTruthy();
    publish.mockRestore();
    const demoted = await api(owner).put(`/groups/${group.id}/members/${memberId}`, { role_type: 'member' });
    expect(demoted.json().item.role_type).toBe('member');
    expect(await notesOf(memberId)).toEqual(
      expect.arrayContaining([
        { note_type: 'member_status_changed', previous_state: 'member', new_state: 'group-leader', author_id: co.id },
        { note_type: 'member_status_changed', previous_state: 'group-leader', new_state: 'member', author_id: owner.id },
      ]),
    );
  });

  it("refusals: the owner's row, one's own row, a member acting, promoting a pending row or a co-leader; nothing changes", async () => {
    const { owner, co, member, stranger, group, coId, memberId, ownerId } = await cast();
    const invitee = await buildUser(app);
    const pendingId = await buildMembership(app, group.id, owner, invitee, { accept: false });
    const before = await rowsOf(group.id);
    const cases: [TestUser, number, Record<string, unknown>, number, string][] = [
      [co, ownerId, { role_type: 'member' }, 403, t.notOnOwner],
      [co, coId, { role_type: 'member' }, 403, t.notOnYourself],
      [owner, ownerId, { role_type: 'group-leader' }, 403, t.notOnYourself],
      [member, coId, { role_type: 'member' }, 403, t.onlyAdmins],
      [owner, pendingId, { role_type: 'group-leader' }, 403, t.sharingNeedsAccepted],
      [owner, coId, { role_type: 'group-leader' }, 403, t.alreadyThatRole],
      [owner, memberId, { share_data: false }, 403, t.onlyOwnSharing],
      [invitee, pendingId, { share_data: true }, 403, t.sharingNeedsAccepted],
      [stranger, memberId, { role_type: 'group-leader' }, 404, t.groupNotFound],
    ];
    for (const [who, row, body, status, message] of cases) {
      const res = await api(who).put(`/groups/${group.id}/members/${row}`, body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    expect((await api(owner).put(`/groups/${group.id}/members/${memberId}`, { role_type: 'captain' })).json().errors.role_type).toEqual([
      m.invalid,
    ]);
    expect((await api(owner).put(`/groups/${group.id}/members/${memberId}`, {})).statusCode).toBe(422);
    expect((await api(owner).put(`/groups/${group.id}/members/99999999`, { role_type: 'member' })).json().message).toBe(t.memberNotFound);
    expect(await rowsOf(group.id)).toEqual(before);
    expect(await notesOf(memberId)).toEqual([
      { note_type: 'status_changed', previous_state: 'pending', new_state: 'accepted', author_id: member.id },
    ]);
  });

  it('each accepted person sets their own sharing (a leader shares their own data too)', async () => {
    const { owner, member, group, memberId, ownerId } = await cast();
    const off = await api(member).put(`/groups/${group.id}/members/${memberId}`, { share_data: false });
    expect(off.json()).toMatchObject({ message: t.sharingUpdated, item: { is_sharing_data: false } });
    const leader = await api(owner).put(`/groups/${group.id}/members/${ownerId}`, { share_data: true });
    expect(leader.json().item).toMatchObject({ is_sharing_data: true, is_me: true });
    expect((await rowsOf(group.id)).map((r) => [r.id, r.is_sharing_data])).toEqual(
      expect.arrayContaining([
        [memberId, false],
        [ownerId, true],
      ]),
    );
  });
});

describe('removing and leaving', () => {
  it('an admin removes a member: the member is told (realtime and bell), co-leaders see it; the owner row and one’s own are refused', async () => {
    const { owner, co, member, stranger, group, memberId, ownerId, coId } = await cast();
    expect([(await api(co).delete(`/groups/${group.id}/members/${ownerId}`)).json().message]).toEqual([t.notOnOwner]);
    expect((await api(co).delete(`/groups/${group.id}/members/${coId}`)).json().message).toBe(t.notOnYourself);
    expect((await api(member).delete(`/groups/${group.id}/members/${coId}`)).statusCode).toBe(403);
    expect((await api(stranger).delete(`/groups/${group.id}/members/${memberId}`)).statusCode).toBe(404);
    expect(await rowsOf(group.id)).toHaveLength(3);

    const publish = vi.spyOn(app.ctx.realtime, 'publishToUser');
    const res = await api(owner).delete(`/groups/${group.id}/members/${memberId}`);
    expect(res.json()).toEqual({ message: t.memberRemoved });
    expect(publish.mock.calls.find(([u, e]) => u === member.id && e === 'group.removed')?.[2]).toEqual({
      id: group.id,
      name: group.name,
      reason: 'removed',
    });
    expect(publish.mock.calls.find(([u, e]) => u === co.id && e === 'group-member.removed')?.[2]).toEqual({
      id: memberId,
      group_id: group.id,
      group_name: group.name,
    });
    publish.mockRestore();
    expect(await notificationsOf(member)).toContainEqual(
      expect.objectContaining({ message: groupsRealtimeTexts.youWereRemoved(group.name) }),
    );
    expect((await api(member).get(`/groups/${group.id}`)).statusCode).toBe(404);
  });

  it("leaving: blocked for the only accepted owner or co-leader with the spec's message; a member leaves; an owner with a co-leader hands over", async () => {
    const owner = await buildUser(app);
    const [member, co] = [await buildUser(app), await buildUser(app)];
    const group = await buildGroup(app, owner);
    await buildMembership(app, group.id, owner, member);
    const pendingCo = await buildMembership(app, group.id, owner, co, { role: 'group-leader', accept: false });
    const blocked = await api(owner).delete(`/members/leave-group?group_id=${group.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(t.lastAdmin);
    expect(await rowsOf(group.id)).toHaveLength(3);

    expect((await api(member).delete(`/members/leave-group?group_id=${group.id}`)).json()).toEqual({ message: t.left });
    expect((await api(member).delete(`/members/leave-group?group_id=${group.id}`)).statusCode).toBe(404);
    expect((await api(owner).delete('/members/leave-group')).json().errors.group_id).toBeTruthy();

    await api(co).patch(`/members/${pendingCo}/request-status`, { request_status: 'accepted' });
    expect((await api(owner).delete(`/members/leave-group?group_id=${group.id}`)).statusCode).toBe(200);
    expect(await rowsOf(group.id)).toEqual([expect.objectContaining({ id: pendingCo, user_id: co.id, role_type: 'owner' })]);
    expect((await groupRow(group.id))!.owner_id).toBe(co.id);
    // Now the only admin, the new owner cannot leave.
    expect((await api(co).delete(`/members/leave-group?group_id=${group.id}`)).json().message).toBe(t.lastAdmin);
  });
});

describe('resend invitation and reminders', () => {
  it('resend: for rows not accepted, by an admin, a few times an hour; refused for accepted rows, members and strangers', async () => {
    const { owner, co, member, stranger, group, memberId } = await cast();
    const address = uniqueUser('later').email;
    const pendingId = (await api(owner).post(`/groups/${group.id}/members`, { email: address, role: 'member' })).json().item.id as number;
    await app.ctx.jobs.idle();
    const count = () => app.mails.filter((x) => x.to === address).length;
    const before = count();
    const res = await api(co).post(`/members/${pendingId}/resend-invitation`);
    expect(res.json()).toEqual({ message: t.invitationSent });
    await app.ctx.jobs.idle();
    expect(count()).toBe(before + 1);
    expect((await api(owner).post(`/members/${memberId}/resend-invitation`)).json().message).toBe(t.resendNeedsNotAccepted);
    expect((await api(member).post(`/members/${pendingId}/resend-invitation`)).json().message).toBe(t.onlyAdmins);
    expect((await api(stranger).post(`/members/${pendingId}/resend-invitation`)).statusCode).toBe(404);
    await api(owner).post(`/members/${pendingId}/resend-invitation`);
    await api(owner).post(`/members/${pendingId}/resend-invitation`);
    expect((await api(owner).post(`/members/${pendingId}/resend-invitation`)).statusCode).toBe(429);
  });

  it('reminder: only for accepted members who share data: a notification and a mail', async () => {
    const { owner, co, member, stranger, group, memberId, coId } = await cast();
    const quiet = await buildUser(app);
    const quietId = await buildMembership(app, group.id, owner, quiet);
    const res = await api(co).post(`/members/${memberId}/send-reminder`);
    expect(res.json()).toEqual({ message: t.reminderSent });
    expect(await notificationsOf(member)).toContainEqual(
      expect.objectContaining({ meta: expect.objectContaining({ type: types.reminder, target: '/check-in' }) }),
    );
    expect((await lastMailTo(app, member.email))!.links).toEqual(['http://app.test/check-in']);
    expect((await api(owner).post(`/members/${quietId}/send-reminder`)).json().message).toBe(t.reminderNeedsSharing);
    expect((await api(co).post(`/members/${coId}/send-reminder`)).json().message).toBe(t.notOnYourself);
    expect((await api(member).post(`/members/${coId}/send-reminder`)).json().message).toBe(t.onlyAdmins);
    expect((await api(stranger).post(`/members/${memberId}/send-reminder`)).statusCode).toBe(404);
    expect(await notificationsOf(quiet)).toHaveLength(1);
  });
});

describe('leader', () => {
  it('GET leader: the profile flag and the groups I own or co-lead (accepted)', async () => {
    const { owner, co, member, group } = await cast();
    expect((await api(owner).get('/leader')).json()).toEqual({
      is_leader: false,
      leads_groups: true,
      groups: [{ id: group.id, name: group.name, group_type: 'standard', role_type: 'owner' }],
    });
    expect((await api(co).get('/leader')).json().groups).toEqual([expect.objectContaining({ id: group.id, role_type: 'group-leader' })]);
    expect((await api(member).get('/leader')).json()).toEqual({ is_leader: false, leads_groups: false, groups: [] });
  });
});
