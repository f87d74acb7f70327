import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@holdfast/shared/common';
import {
  communityTexts as t,
  memberPageSchema,
  moderationQueueSchema,
  type Member,
  type ModerationQueue,
} from '@holdfast/shared/community';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { buildCommunityMember, buildReply, buildThread, buildTopic, buildWoman, linkPartners } from '../../test/community-factories';
import { blocks } from '../messaging';
const isBlocked = blocks.eitherWay;

// One app per file; every test builds its own members.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const api = (u: { token: string }) => request(app, u.token);
const auditOf = (userId: number) =>
  selectRows<{ action: string; actor_id: number | null; meta: Record<string, unknown> }>(
    app.db,
    sql`select action, actor_id, meta from audit_log where target_user_id = ${userId} order by id`,
  );
const uniq = () => Math.random().toString(36).slice(2, 8);
const admin = () => buildCommunityMember(app, { roles: ['community_admin'] });

describe('the people routes need a sign-in', () => {
  it.each([
    ['GET', '/community/members-status'],
    ['GET', '/community/members-status/requests'],
    ['PUT', '/community/users/1/members-status'],
    ['GET', '/community/members'],
    ['GET', '/community/users/1'],
    ['POST', '/community/users/1/flag'],
    ['POST', '/community/users/1/suspend'],
    ['POST', '/community/users/1/block'],
    ['DELETE', '/community/users/1/block'],
    ['POST', '/community/users/1/mute'],
    ['DELETE', '/community/users/1/mute'],
    ['GET', '/community/moderation/flags'],
    ['POST', '/community/moderation/replies/1'],
    ['POST', '/community/moderation/users/1'],
  ] as const)('%s %s without a token -> 401', async (method, url) => {
    expect((await request(app).send(method, url)).statusCode).toBe(401);
  });

  it('a member without the agreement is refused the directory, profiles, flags, blocks and mutes (403)', async () => {
    const outsider = await buildUser(app);
    const member = await buildCommunityMember(app);
    for (const [method, url] of [
      ['GET', '/community/members'],
      ['GET', `/community/users/${member.id}`],
      ['POST', `/community/users/${member.id}/block`],
      ['POST', `/community/users/${member.id}/mute`],
    ] as const) {
      const res = await api(outsider).send(method, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe(ERROR_CODES.communityAgreementRequired);
    }
    expect((await api(outsider).post(`/community/users/${member.id}/flag`, { reason: 'spam' })).statusCode).toBe(403);
    expect(await isBlocked(app.db, outsider.id, member.id)).toBe(false);
  });
});

describe("women's members-status", () => {
  it('a man is approved without asking; a woman waits, is refused the community, and enters once a community admin approves', async () => {
    const man = await buildUser(app);
    expect((await api(man).get('/community/members-status')).json()).toEqual({
      status: 'approved',
      community_member_status: true,
      requires_approval: false,
    });

    const woman = await buildWoman(app);
    expect((await api(woman).get('/community/members-status')).json()).toEqual({
      status: 'pending',
      community_member_status: false,
      requires_approval: true,
    });
    const agreement = { display_name: 'Ruth', age: 33, accept: true, aboveEighteen: true };
    const refused = await api(woman).post('/community/agreement', agreement);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: t.approvalRequired, code: ERROR_CODES.communityApprovalRequired });
    expect((await selectRows(app.db, sql`select 1 from community_agreements where user_id = ${woman.id}`)).length).toBe(0);

    const mod = await admin();
    const requests = (await api(mod).get('/community/members-status/requests?perPage=100')).json();
    expect(requests.items.map((r: { user: { id: number } }) => r.user.id)).toContain(woman.id);
    const decided = await api(mod).put(`/community/users/${woman.id}/members-status`, { status: 'approved' });
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toEqual({ message: t.memberApproved, user_id: woman.id, status: 'approved' });
    expect((await auditOf(woman.id)).map((a) => a.action)).toEqual(['community.member_approved']);

    expect((await api(woman).get('/community/members-status')).json().community_member_status).toBe(true);
    expect((await api(woman).post('/community/agreement', agreement)).statusCode).toBe(200);
    expect((await api(woman).get('/community/categories')).statusCode).toBe(200);
    const after = (await api(mod).get('/community/members-status/requests?perPage=100')).json();
    expect(after.items.map((r: { user: { id: number } }) => r.user.id)).not.toContain(woman.id);
  });

  it('a declined woman stays out; only community admins list and decide (403 for a member, unchanged)', async () => {
    const woman = await buildWoman(app);
    await api(woman).get('/community/members-status');
    const member = await buildCommunityMember(app);
    expect((await api(member).get('/community/members-status/requests')).statusCode).toBe(403);
    const refused = await api(member).put(`/community/users/${woman.id}/members-status`, { status: 'approved' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.notCommunityAdmin);
    expect((await api(woman).get('/community/members-status')).json().status).toBe('pending');

    const mod = await admin();
    expect((await api(mod).put(`/community/users/${woman.id}/members-status`, { status: 'rejected' })).json().message).toBe(
      t.memberRejected,
    );
    expect((await api(woman).get('/community/members-status')).json()).toMatchObject({
      status: 'rejected',
      community_member_status: false,
    });
    expect((await api(woman).get('/community/categories')).json().code).toBe(ERROR_CODES.communityApprovalRequired);
  });

  it('deciding: a man needs no approval (409), an unknown user is 404, a wrong status is 422', async () => {
    const mod = await admin();
    const man = await buildUser(app);
    const res = await api(mod).put(`/community/users/${man.id}/members-status`, { status: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(t.noApprovalNeeded);
    expect((await api(mod).put('/community/users/99999999/members-status', { status: 'approved' })).statusCode).toBe(404);
    const bad = await api(mod).put(`/community/users/${man.id}/members-status`, { status: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual([m.invalid]);
    expect((await api(mod).put(`/community/users/${man.id}/members-status`, {})).json().errors.status).toEqual([m.required]);
  });
});

describe('the members directory', () => {
  it('lists members by display name (10 a page, never an e-mail), finds one by search and leaves out anonymous, suspended and pending members', async () => {
    const tag = uniq();
    const found = await buildCommunityMember(app, { name: `Quiet ${tag} Oak` });
    const anonymous = await buildCommunityMember(app, { name: `Hidden ${tag}` });
    await app.db.execute(sql`update community_agreements set is_anonymous = true where user_id = ${anonymous.id}`);
    const suspended = await buildCommunityMember(app, { name: `Suspended ${tag}` });
    await app.db.execute(sql`update users set suspended_at = now() where id = ${suspended.id}`);
    const viewer = await buildCommunityMember(app);
    const res = await api(viewer).get(`/community/members?search=${tag}`);
    expect(res.statusCode).toBe(200);
    const page = memberPageSchema.parse(res.json());
    expect(page.items.map((x) => x.id)).toEqual([found.id]);
    expect(page).toMatchObject({ totalItems: 1, page: 1, perPage: 10, totalPages: 1 });
    expect(page.items[0]).toMatchObject({
      name: `Quiet ${tag} Oak`,
      gender: 'Male',
      age: 34,
      is_married: false,
      total_replies: 0,
      tags: [],
      country: null,
    });
    expect(JSON.stringify(res.json())).not.toContain('@');

    const all = memberPageSchema.parse((await api(viewer).get('/community/members')).json());
    expect(all.items.length).toBeLessThanOrEqual(10);
    expect(all.items.map((x) => x.id)).not.toContain(viewer.id);
    // Browsing leaves them out too (the three newest members were made here: only the one found is listed).
    expect(all.items.map((x) => x.id)).toContain(found.id);
    expect(all.items.map((x) => x.id)).not.toContain(suspended.id);
    expect(all.items.map((x) => x.id)).not.toContain(anonymous.id);
  });

  it('pages a search newest first with its total, and past its last page answers no members and the same total', async () => {
    const tag = uniq();
    const members = [];
    for (let i = 0; i < 12; i++) members.push(await buildCommunityMember(app, { name: `Pager ${tag} ${i}` }));
    // Distinct agreement times, so newest first is one order.
    for (const [i, member] of members.entries()) {
      await app.db.execute(
        sql`update community_agreements set accepted_at = now() - ${`${i} minutes`}::interval where user_id = ${member.id}`,
      );
    }
    const viewer = await buildCommunityMember(app);
    const pageOf = async (n: number) =>
      memberPageSchema.parse((await api(viewer).get(`/community/members?search=${tag}&page=${n}`)).json());
    const [first, second, past] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first.items.map((x) => x.id)).toEqual(members.slice(0, 10).map((x) => x.id));
    expect(second.items.map((x) => x.id)).toEqual(members.slice(10).map((x) => x.id));
    expect(past.items).toEqual([]);
    for (const page of [first, second, past]) expect(page).toMatchObject({ totalItems: 12, totalPages: 2 });
  });

  it('filters by accountability, age, tags and country, and counts replies and reactions', async () => {
    const tag = uniq();
    const looking = await buildCommunityMember(app, { name: `Filter ${tag} A` });
    const other = await buildCommunityMember(app, { name: `Filter ${tag} B`, veteran: true });
    const [tagRow] = await selectRows<{ id: number }>(
      app.db,
      sql`select id from community_tags where status = 'active' order by id limit 1`,
    );
    const [country] = await selectRows<{ id: number; name: string; code: string }>(
      app.db,
      sql`select id, name, code from countries order by id limit 1`,
    );
    await app.db.execute(sql`update community_agreements set needs_accountability = true, age = 25 where user_id = ${looking.id}`);
    await app.db.execute(sql`update community_agreements set age = 50 where user_id = ${other.id}`);
    await app.db.execute(
      sql`update profiles set tag_ids = ${`{${tagRow!.id}}`}::int[], country_id = ${country!.id} where user_id = ${looking.id}`,
    );
    const topic = await buildTopic(app);
    const thread = await buildThread(app, other, topic.id);
    const reply = await buildReply(app, looking, thread.id);
    await api(other).put(`/community/replies/${reply.id}/reaction`, { reaction_type: 'Loved' });

    const viewer = await buildCommunityMember(app);
    const ids = async (query: string) =>
      ((await api(viewer).get(`/community/members?search=${tag}&${query}`)).json().items as Member[]).map((x) => x.id);
    expect(await ids('lookingForAccountability=true')).toEqual([looking.id]);
    expect(await ids('notLookingForAccountability=true')).toEqual([other.id]);
    expect((await ids('lookingForAccountability=true&notLookingForAccountability=true')).sort()).toEqual([looking.id, other.id].sort());
    expect(await ids('minAge=18&maxAge=30')).toEqual([looking.id]);
    expect(await ids('minAge=46')).toEqual([other.id]);
    expect(await ids(`tagIds=${tagRow!.id}`)).toEqual([looking.id]);
    expect(await ids(`countryIds=${country!.id},999999`)).toEqual([looking.id]);
    const card = ((await api(viewer).get(`/community/members?search=${tag}&lookingForAccountability=true`)).json().items as Member[])[0]!;
    expect(card).toMatchObject({
      is_looking_for_partner: true,
      total_replies: 1,
      reaction_counts: { liked: 0, loved: 1 },
      country: { id: country!.id, name: country!.name, code: country!.code },
    });
    expect(card.tags.map((x) => x.id)).toEqual([tagRow!.id]);
  });

  it.each([
    ['search=ab', 'search', m.minLength(3)],
    ['minAge=0', 'minAge', m.minValue(1)],
    ['minAge=abc', 'minAge', m.notNumber],
    ['minAge=40&maxAge=30', 'maxAge', m.minValue(40)],
    ['tagIds=1,x', 'tagIds', m.invalid],
    ['lookingForAccountability=maybe', 'lookingForAccountability', m.invalid],
    ['perPage=101', 'perPage', m.maxValue(100)],
  ])('?%s is refused on %s', async (query, field, text) => {
    const viewer = await buildCommunityMember(app);
    const res = await api(viewer).get(`/community/members?${query}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([text]);
  });
});

describe("a member's community profile", () => {
  it('shows what the member shares with the community, their activity and my links to them', async () => {
    const person = await buildCommunityMember(app, { name: 'Steady Cedar' });
    await app.db.execute(sql`update profiles set biography = 'Dad of three' where user_id = ${person.id}`);
    const topic = await buildTopic(app);
    const thread = await buildThread(app, person, topic.id);
    await buildReply(app, person, thread.id);
    const viewer = await buildCommunityMember(app);
    const res = await api(viewer).get(`/community/users/${person.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: person.id,
      name: 'Steady Cedar',
      biography: 'Dad of three',
      activity: { reply_count: 1, latest_activity: expect.any(String) },
      is_self: false,
      is_blocked: false,
      is_muted: false,
      can_block: true,
      is_suspended: false,
    });
    expect(JSON.stringify(res.json())).not.toContain('@');
    expect((await api(person).get(`/community/users/${person.id}`)).json()).toMatchObject({ is_self: true, can_block: false });
  });

  it("hides an anonymous member's biography; someone who never joined the community or does not exist is 404", async () => {
    const anonymous = await buildCommunityMember(app);
    await app.db.execute(sql`update community_agreements set is_anonymous = true where user_id = ${anonymous.id}`);
    await app.db.execute(sql`update profiles set biography = 'secret' where user_id = ${anonymous.id}`);
    const viewer = await buildCommunityMember(app);
    expect((await api(viewer).get(`/community/users/${anonymous.id}`)).json()).toMatchObject({
      name: 'Anonymous member',
      biography: null,
      country: null,
    });
    const outsider = await buildUser(app);
    expect((await api(viewer).get(`/community/users/${outsider.id}`)).statusCode).toBe(404);
    expect((await api(viewer).get('/community/users/99999999')).json().message).toBe(t.memberNotFound);
  });
});

describe('flagging a member', () => {
  it('flags with a reason once; not oneself; the reason is required; the flag reaches the queue', async () => {
    const target = await buildCommunityMember(app);
    const flagger = await buildCommunityMember(app);
    const res = await api(flagger).post(`/community/users/${target.id}/flag`, { reason: 'Asking for phone numbers' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.userFlagged);
    const again = await api(flagger).post(`/community/users/${target.id}/flag`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(t.userAlreadyFlagged);
    const self = await api(flagger).post(`/community/users/${flagger.id}/flag`, { reason: 'me' });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe(ERROR_CODES.ownAccount);
    const blank = await api(flagger).post(`/community/users/${target.id}/flag`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toEqual([m.required]);
    expect((await api(flagger).post('/community/users/99999999/flag', { reason: 'x' })).statusCode).toBe(404);

    const queue = moderationQueueSchema.parse((await api(await admin()).get('/community/moderation/flags')).json());
    const entry = queue.users.find((u) => u.user.id === target.id);
    expect(entry?.flags.map((f) => [f.reason, f.user.id])).toEqual([['Asking for phone numbers', flagger.id]]);
  });
});

describe('suspending a member', () => {
  it('a member may not suspend (403, the target unchanged); a community admin suspends, which ends their sessions and is audited', async () => {
    const target = await buildCommunityMember(app);
    const member = await buildCommunityMember(app);
    const refused = await api(member).post(`/community/users/${target.id}/suspend`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ERROR_CODES.notCommunityAdmin);
    expect((await api(target).get('/community/categories')).statusCode).toBe(200);

    const mod = await admin();
    const res = await api(mod).post(`/community/users/${target.id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.userSuspended);
    expect((await api(target).get('/community/categories')).statusCode).toBe(401);
    expect(await auditOf(target.id)).toEqual([expect.objectContaining({ action: 'community.user_suspended', actor_id: mod.id })]);
    expect((await api(mod).post(`/community/users/${target.id}/suspend`)).statusCode).toBe(409);
  });

  it('not oneself, another community admin or an unknown user', async () => {
    const mod = await admin();
    const other = await admin();
    expect((await api(mod).post(`/community/users/${mod.id}/suspend`)).statusCode).toBe(403);
    expect((await api(mod).post(`/community/users/${other.id}/suspend`)).json().message).toBe(t.cannotSuspend);
    expect((await api(mod).post('/community/users/99999999/suspend')).statusCode).toBe(404);
    expect((await api(other).get('/community/categories')).statusCode).toBe(200);
  });
});

describe('the moderation queue', () => {
  async function flaggedReply() {
    const topic = await buildTopic(app);
    const author = await buildCommunityMember(app, { veteran: true });
    const thread = await buildThread(app, author, topic.id);
    const reply = await buildReply(app, author, thread.id, 'Something hurtful');
    const flaggers = [await buildCommunityMember(app), await buildCommunityMember(app), await buildCommunityMember(app)];
    for (const [i, f] of flaggers.entries())
      expect((await api(f).post(`/community/replies/${reply.id}/flag`, { reason: `reason ${i}` })).statusCode).toBe(200);
    return { author, thread, reply, reader: flaggers[0]! };
  }
  const replyIds = async (u: { token: string }, threadId: number) =>
    (await api(u).get(`/community/threads/${threadId}/replies`)).json().items.map((r: { id: number }) => r.id);

  it('is for community admins only (403 for a member, even an upgrade admin)', async () => {
    for (const roles of [[], ['upgrade_admin']]) {
      const res = await api(await buildCommunityMember(app, { roles })).get('/community/moderation/flags');
      expect(res.statusCode).toBe(403);
    }
    const { reply } = await flaggedReply();
    const member = await buildCommunityMember(app);
    expect((await api(member).post(`/community/moderation/replies/${reply.id}`, { action: 'restore' })).statusCode).toBe(403);
    expect((await api(member).post(`/community/moderation/users/${reply.user_id}`, { action: 'suspend' })).statusCode).toBe(403);
  });

  it('three flags hide a reply at once; the queue shows it with every reason; Restore brings it back, settles the flags and is audited', async () => {
    const { author, thread, reply, reader } = await flaggedReply();
    expect(await replyIds(reader, thread.id)).not.toContain(reply.id);
    const mod = await admin();
    const queue: ModerationQueue = moderationQueueSchema.parse((await api(mod).get('/community/moderation/flags')).json());
    const entry = queue.replies.find((r) => r.reply.id === reply.id)!;
    expect(entry).toMatchObject({ reply: { is_hidden: true, user: { id: author.id } }, thread: { id: thread.id } });
    expect(entry.flags.map((f) => f.reason)).toEqual(['reason 0', 'reason 1', 'reason 2']);

    const res = await api(mod).post(`/community/moderation/replies/${reply.id}`, { action: 'restore' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.replyShown);
    expect(await replyIds(reader, thread.id)).toContain(reply.id);
    const after = moderationQueueSchema.parse((await api(mod).get('/community/moderation/flags')).json());
    expect(after.replies.map((r) => r.reply.id)).not.toContain(reply.id);
    expect((await auditOf(author.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['community.reply_auto_hidden', null],
      ['community.reply_restored', mod.id],
    ]);
  });

  it("a moderator's Restore holds: one new flag leaves the reply visible, the earlier flags no longer count, three new members' flags hide it again", async () => {
    const { author, thread, reply, reader } = await flaggedReply();
    const mod = await admin();
    expect((await api(mod).post(`/community/moderation/replies/${reply.id}`, { action: 'restore' })).statusCode).toBe(200);
    const openFlags = async () =>
      (
        await selectRows<{ n: number }>(
          app.db,
          sql`select count(*)::int as n from community_flags where reply_id = ${reply.id} and resolved_at is null`,
        )
      )[0]!.n;
    expect(await openFlags()).toBe(0);

    const newcomers = [await buildCommunityMember(app), await buildCommunityMember(app), await buildCommunityMember(app)];
    expect((await api(newcomers[0]!).post(`/community/replies/${reply.id}/flag`, { reason: 'still hurtful' })).statusCode).toBe(200);
    expect(await replyIds(reader, thread.id)).toContain(reply.id);
    // The same member twice counts once, and someone whose flag the moderator settled has had their say.
    expect((await api(newcomers[0]!).post(`/community/replies/${reply.id}/flag`, { reason: 'again' })).statusCode).toBe(409);
    expect((await api(reader).post(`/community/replies/${reply.id}/flag`, { reason: 'again' })).statusCode).toBe(409);
    expect(await openFlags()).toBe(1);
    expect(await replyIds(reader, thread.id)).toContain(reply.id);

    expect((await api(newcomers[1]!).post(`/community/replies/${reply.id}/flag`, { reason: 'hurtful' })).statusCode).toBe(200);
    expect(await replyIds(reader, thread.id)).toContain(reply.id);
    expect((await api(newcomers[2]!).post(`/community/replies/${reply.id}/flag`, { reason: 'hurtful too' })).statusCode).toBe(200);
    expect(await replyIds(reader, thread.id)).not.toContain(reply.id);
    const audit = await auditOf(author.id);
    expect(audit.map((a) => a.action)).toEqual(['community.reply_auto_hidden', 'community.reply_restored', 'community.reply_auto_hidden']);
    expect(audit[2]!.meta).toMatchObject({ reply_id: reply.id, flags: 3 });
  });

  it("the queue shows each item's history: the earlier flags and who restored, dismissed or suspended, and when", async () => {
    const { reply } = await flaggedReply();
    const mod = await admin();
    await api(mod).post(`/community/moderation/replies/${reply.id}`, { action: 'restore' });
    const before = Date.now();
    const later = await buildCommunityMember(app);
    await api(later).post(`/community/replies/${reply.id}/flag`, { reason: 'new reason' });
    const queue = moderationQueueSchema.parse((await api(mod).get('/community/moderation/flags')).json());
    const entry = queue.replies.find((r) => r.reply.id === reply.id)!;
    expect(entry.reply.is_hidden).toBe(false);
    expect(entry.flags.map((f) => [f.reason, f.user.id])).toEqual([['new reason', later.id]]);
    expect(entry.history).toHaveLength(1);
    expect(entry.history[0]).toMatchObject({ action: 'restore', decided_by: { id: mod.id } });
    expect(entry.history[0]!.flags.map((f) => f.reason)).toEqual(['reason 0', 'reason 1', 'reason 2']);
    expect(Date.parse(entry.history[0]!.decided_at)).toBeLessThanOrEqual(before + 1000);

    // A member: a dismissal, then a new flag: the queue shows both.
    const target = await buildCommunityMember(app);
    const [first, second] = [await buildCommunityMember(app), await buildCommunityMember(app)];
    await api(first).post(`/community/users/${target.id}/flag`, { reason: 'spam' });
    await api(mod).post(`/community/moderation/users/${target.id}`, { action: 'dismiss' });
    await api(second).post(`/community/users/${target.id}/flag`, { reason: 'more spam' });
    const users = moderationQueueSchema.parse((await api(mod).get('/community/moderation/flags')).json()).users;
    const member = users.find((u) => u.user.id === target.id)!;
    expect(member.flags.map((f) => f.reason)).toEqual(['more spam']);
    expect(member.history.map((d) => [d.action, d.decided_by?.id, d.flags.map((f) => f.reason)])).toEqual([['dismiss', mod.id, ['spam']]]);
  });

  it('Hide keeps it hidden, Dismiss leaves it as it is, Suspend hides it and suspends the author; each audited', async () => {
    const mod = await admin();
    const hidden = await flaggedReply();
    await api(mod).post(`/community/moderation/replies/${hidden.reply.id}`, { action: 'restore' });
    expect((await api(mod).post(`/community/moderation/replies/${hidden.reply.id}`, { action: 'hide' })).json().message).toBe(
      t.replyHidden,
    );
    expect(await replyIds(hidden.reader, hidden.thread.id)).not.toContain(hidden.reply.id);

    const dismissed = await flaggedReply();
    expect((await api(mod).post(`/community/moderation/replies/${dismissed.reply.id}`, { action: 'dismiss' })).json().message).toBe(
      t.flagsDismissed,
    );
    expect(await replyIds(dismissed.reader, dismissed.thread.id)).not.toContain(dismissed.reply.id);
    expect((await auditOf(dismissed.author.id)).map((a) => a.action)).toEqual([
      'community.reply_auto_hidden',
      'community.reply_flags_dismissed',
    ]);

    const suspended = await flaggedReply();
    expect((await api(mod).post(`/community/moderation/replies/${suspended.reply.id}`, { action: 'suspend' })).json().message).toBe(
      t.userSuspended,
    );
    expect((await api(suspended.author).get('/community/categories')).statusCode).toBe(401);
    expect((await auditOf(suspended.author.id)).map((a) => a.action)).toEqual([
      'community.reply_auto_hidden',
      'community.user_suspended',
      'community.reply_hidden',
    ]);
  });

  it('a flagged member: Dismiss settles the flags (404 when none are open), Suspend suspends them', async () => {
    const mod = await admin();
    const target = await buildCommunityMember(app);
    await api(await buildCommunityMember(app)).post(`/community/users/${target.id}/flag`, { reason: 'spam' });
    expect((await api(mod).post(`/community/moderation/users/${target.id}`, { action: 'dismiss' })).statusCode).toBe(200);
    expect((await api(mod).post(`/community/moderation/users/${target.id}`, { action: 'dismiss' })).statusCode).toBe(404);
    expect((await api(mod).post(`/community/moderation/users/${target.id}`, { action: 'suspend' })).statusCode).toBe(200);
    expect((await auditOf(target.id)).map((a) => a.action)).toEqual(['community.user_flags_dismissed', 'community.user_suspended']);
  });

  it('refuses an unknown action (422) and an unknown reply (404)', async () => {
    const mod = await admin();
    const bad = await api(mod).post('/community/moderation/replies/1', { action: 'nuke' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.action).toEqual([m.invalid]);
    expect((await api(mod).post('/community/moderation/users/1', { action: 'restore' })).json().errors.action).toEqual([m.invalid]);
    expect((await api(mod).post('/community/moderation/replies/99999999', { action: 'hide' })).statusCode).toBe(404);
  });

  it('hiding through PATCH …/visibility is audited too and settles the open flags', async () => {
    const { author, reply } = await flaggedReply();
    const mod = await admin();
    await api(mod).patch(`/community/replies/${reply.id}/visibility`, { is_hidden: false });
    const queue = moderationQueueSchema.parse((await api(mod).get('/community/moderation/flags')).json());
    expect(queue.replies.map((r) => r.reply.id)).not.toContain(reply.id);
    expect((await auditOf(author.id)).map((a) => a.action)).toEqual(['community.reply_auto_hidden', 'community.reply_restored']);
  });
});

describe('blocking and muting', () => {
  it("a block hides each side's replies, threads and directory card from the other; isBlocked says so both ways; unblocking restores them", async () => {
    const tag = uniq();
    const blocker = await buildCommunityMember(app, { name: `Blocker ${tag}` });
    const blocked = await buildCommunityMember(app, { name: `Blocked ${tag}` });
    const topic = await buildTopic(app);
    const theirThread = await buildThread(app, blocked, topic.id, 'Their thread');
    const myThread = await buildThread(app, blocker, topic.id, 'My thread');
    const theirReply = await buildReply(app, blocked, myThread.id, 'their words');
    const myReply = await buildReply(app, blocker, theirThread.id, 'my words');

    const res = await api(blocker).post(`/community/users/${blocked.id}/block`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(t.userBlocked);
    expect(await isBlocked(app.db, blocker.id, blocked.id)).toBe(true);
    expect(await isBlocked(app.db, blocked.id, blocker.id)).toBe(true);

    const replies = async (u: { token: string }, threadId: number) =>
      (await api(u).get(`/community/threads/${threadId}/replies`)).json().items.map((r: { id: number }) => r.id);
    const threads = async (u: { token: string }) =>
      (await api(u).get(`/community/topics/${topic.id}/threads`)).json().items.map((r: { id: number }) => r.id);
    const members = async (u: { token: string }) =>
      (await api(u).get(`/community/members?search=${tag}`)).json().items.map((r: { id: number }) => r.id);
    expect(await replies(blocker, myThread.id)).not.toContain(theirReply.id);
    expect(await replies(blocked, theirThread.id)).not.toContain(myReply.id);
    expect(await threads(blocker)).toEqual([myThread.id]);
    expect(await threads(blocked)).toEqual([theirThread.id]);
    expect(await members(blocker)).toEqual([]);
    expect(await members(blocked)).toEqual([]);
    expect((await api(blocked).get(`/community/users/${blocker.id}/replies`)).json().items).toEqual([]);
    expect((await api(blocked).get(`/community/users/${blocker.id}`)).statusCode).toBe(404);
    expect((await api(blocker).get(`/community/users/${blocked.id}`)).json()).toMatchObject({ is_blocked: true });
    // Someone else still sees both.
    const other = await buildCommunityMember(app);
    expect((await threads(other)).sort()).toEqual([theirThread.id, myThread.id].sort());

    expect((await api(blocker).delete(`/community/users/${blocked.id}/block`)).json().message).toBe(t.userUnblocked);
    expect(await isBlocked(app.db, blocker.id, blocked.id)).toBe(false);
    expect(await replies(blocker, myThread.id)).toContain(theirReply.id);
  });

  it('block is refused for oneself, an accountability partner and a member of my group (403, nothing blocked)', async () => {
    const me = await buildCommunityMember(app);
    const partner = await buildCommunityMember(app);
    await linkPartners(app, me, partner);
    const refused = await api(me).post(`/community/users/${partner.id}/block`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: t.cannotBlockLinked, code: ERROR_CODES.blockRefused });
    expect(await isBlocked(app.db, me.id, partner.id)).toBe(false);
    expect((await api(me).get(`/community/users/${partner.id}`)).json().can_block).toBe(false);
    expect((await api(me).post(`/community/users/${me.id}/block`)).json().code).toBe(ERROR_CODES.ownAccount);
    expect((await api(me).post('/community/users/99999999/block')).statusCode).toBe(404);
  });

  it("a mute marks the muted member's replies for the muter only", async () => {
    const muter = await buildCommunityMember(app);
    const loud = await buildCommunityMember(app);
    const topic = await buildTopic(app);
    const thread = await buildThread(app, muter, topic.id);
    await buildReply(app, loud, thread.id);
    expect((await api(muter).post(`/community/users/${loud.id}/mute`)).json().message).toBe(t.userMuted);
    const mutedFlag = async (u: { token: string }) =>
      (await api(u).get(`/community/threads/${thread.id}/replies`)).json().items[0].is_author_muted;
    expect(await mutedFlag(muter)).toBe(true);
    expect(await mutedFlag(await buildCommunityMember(app))).toBe(false);
    expect((await api(muter).get(`/community/users/${loud.id}`)).json().is_muted).toBe(true);
    expect((await api(muter).post(`/community/users/${muter.id}/mute`)).statusCode).toBe(403);
    await api(muter).delete(`/community/users/${loud.id}/mute`);
    expect(await mutedFlag(muter)).toBe(false);
  });
});

describe('PUT users/profile no longer sets community_agreement_accepted (the agreement has its own call)', () => {
  it('the field is ignored: the flag stays false and the community stays closed', async () => {
    const user = await buildUser(app);
    const res = await api(user).put('/users/profile', { first_name: 'Sam', gender: 'Male', community_agreement_accepted: true });
    expect(res.statusCode).toBe(200);
    expect((await api(user).get('/users/profile')).json().profile.community_agreement_accepted).toBe(false);
    expect((await api(user).get('/community/categories')).statusCode).toBe(403);
  });
});
