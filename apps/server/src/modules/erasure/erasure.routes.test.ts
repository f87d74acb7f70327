import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { erasureTexts as t } from '@holdfast/shared/erasure';
import { validationMessages as m } from '@holdfast/shared/validation';
import { selectRows } from '../../platform/db/client';
import { buildCommunityMember, buildReply, buildThread, buildTopic } from '../../test/community-factories';
import { buildGroup, buildMembership, buildNotification, buildPartnership, buildUser, type TestUser } from '../../test/factories';
import { API, createTestApp, request, STRONG_PASSWORD, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());

const erase = (u: TestUser | null, body: Record<string, unknown>) => request(app, u?.token ?? null).post('/users/delete', body);
const count = async (q: ReturnType<typeof sql>) => Number((await selectRows<{ n: number }>(app.db, q))[0]!.n);
const exists = (id: number) => count(sql`select count(*)::int as n from users where id = ${id}`);

describe('POST users/delete', () => {
  it('is 401 without a session', async () => {
    const res = await erase(null, { _method: 'delete', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a wrong password with a clear message and changes nothing', async () => {
    const u = await buildUser(app);
    const res = await erase(u, { _method: 'delete', password: 'Wr0ng*Password' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: t.wrongPassword, errors: { password: [t.wrongPassword] } });
    expect(await exists(u.id)).toBe(1);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(200);
  });

  it('checks the password with the strength rule and minimum 8 (spec 3 section 5), changing nothing', async () => {
    const u = await buildUser(app);
    const empty = await erase(u, { _method: 'delete', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toContain(m.required);
    const weak = await erase(u, { _method: 'delete', password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual(expect.arrayContaining([m.strongPassword, m.minLength(8)]));
    const method = await erase(u, { _method: 'put', password: STRONG_PASSWORD });
    expect(method.statusCode).toBe(422);
    expect(await exists(u.id)).toBe(1);
  });

  it('refuses an admin acting as the member (impersonation), changing nothing', async () => {
    const u = await buildUser(app);
    // The policy reads the actor's impersonator; the admin flow's token carries it.
    const { canEraseOwnAccount } = await import('./erasure.policy');
    expect(canEraseOwnAccount({ userId: u.id, roles: [], isVerified: true, tokenId: 1, impersonatorId: 9 })).toBe(false);
    expect(await exists(u.id)).toBe(1);
  });

  it('erases the account: the answer, sign-in fails, the session is gone, the ledger has its id', async () => {
    const u = await buildUser(app);
    const res = await erase(u, { _method: 'delete', password: STRONG_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: t.deleted });
    expect(await exists(u.id)).toBe(0);
    expect((await request(app, u.token).get('/users/profile')).statusCode).toBe(401);
    const login = await app.app.inject({
      method: 'POST',
      url: `${API}/oauth/token`,
      payload: { grant_type: 'password', email: u.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.statusCode).toBeLessThan(500);
    const ledger = await selectRows<{ kind: string; ids: unknown }>(
      app.db,
      sql`select kind, ids from erasure_ledger where user_id = ${u.id}`,
    );
    expect(ledger).toEqual([{ kind: 'account', ids: {} }]);
  });

  it('two requests at once (a double tap) erase once: one answers 200, the other a 4xx, one ledger line, never a 500', async () => {
    const u = await buildUser(app);
    const both = await Promise.all([
      erase(u, { _method: 'delete', password: STRONG_PASSWORD }),
      erase(u, { _method: 'delete', password: STRONG_PASSWORD }),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBeGreaterThanOrEqual(400);
    expect(codes[1]).toBeLessThan(500);
    expect(await exists(u.id)).toBe(0);
    const ledger = await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from erasure_ledger where user_id = ${u.id}`);
    expect(ledger[0]!.n).toBe(1);
  });

  it('accepts a plain post without _method', async () => {
    const u = await buildUser(app);
    expect((await erase(u, { password: STRONG_PASSWORD })).statusCode).toBe(200);
    expect(await exists(u.id)).toBe(0);
  });

  it("ends partnerships (the partner's list no longer shows them) and keeps their messages as 'Deleted member'", async () => {
    const [u, partner] = [await buildUser(app), await buildUser(app)];
    const rel = await buildPartnership(app, u, partner);
    const groupId = (await buildGroup(app, partner, 'Partners')).id;
    await buildMembership(app, groupId, partner, u);
    expect((await request(app, u.token).post(`/groups/${groupId}/messages`, { message: 'See you Tuesday' })).statusCode).toBe(201);
    expect(
      (await request(app, u.token).post(`/accountability-partners/${rel.id}/messages`, { message: 'Thanks, brother' })).statusCode,
    ).toBe(201);

    expect((await erase(u, { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);

    const partners = (await request(app, partner.token).get('/accountability-partners')).json();
    expect(JSON.stringify(partners)).not.toContain(u.email);
    expect(JSON.stringify(partners)).not.toContain(u.username);
    const chat = (await request(app, partner.token).get(`/groups/${groupId}/messages`)).json();
    const old = chat.items.find((i: { message: string }) => i.message === 'See you Tuesday');
    expect(old).toMatchObject({ from_user: null, user: { id: 0, display_name: t.deletedMember, profile_icon: null } });
    expect(JSON.stringify(chat)).not.toContain(u.username);
    // The direct conversation stays in the database for the partner, with no link to the person.
    const convs = await selectRows<{ user_a: number | null; user_b: number | null; key: string }>(
      app.db,
      sql`select c.user_a, c.user_b, c.key from conversations c join messages m on m.conversation_id = c.id where m.message = 'Thanks, brother'`,
    );
    expect(convs).toHaveLength(1);
    expect([convs[0]!.user_a, convs[0]!.user_b]).toContain(null);
    expect(convs[0]!.key).not.toContain(String(u.id));
  });

  it("shows an erased author's forum thread as 'Deleted member' (id 0, no handle) in the thread, the topic's list and search", async () => {
    const topic = await buildTopic(app, 'general', 'Erased threads');
    const author = await buildCommunityMember(app, { veteran: true, name: 'Thread Writer' });
    const reader = await buildCommunityMember(app, { veteran: true });
    const thread = await buildThread(app, author, topic.id, 'Leaving soon threadgone');
    expect(thread.author).toMatchObject({ id: author.id, name: 'Thread Writer' });

    expect((await erase(author, { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);

    const gone = { id: 0, name: t.deletedMember, profile_icon: null, roles: [], is_looking_for_partner: false };
    const detail = await request(app, reader.token).get(`/community/threads/${thread.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: thread.id, author: gone, author_handle: null, is_mine: false });
    const list = (await request(app, reader.token).get(`/community/topics/${topic.id}/threads`)).json();
    expect(list.items.find((i: { id: number }) => i.id === thread.id)).toMatchObject({ author: gone, author_handle: null });
    const search = (await request(app, reader.token).get('/community/search?q=threadgone')).json();
    expect(search.items).toEqual([expect.objectContaining({ type: 'thread', thread_id: thread.id, author: gone, author_handle: null })]);
    for (const body of [detail.body, JSON.stringify(list), JSON.stringify(search)]) expect(body).not.toContain('Thread Writer');
  });

  it("deletes the others' notifications about the person (their texts name them) and keeps the others' other notifications", async () => {
    const [a, b, c] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const rename = async (u: TestUser, display_name: string) =>
      expect(
        (
          await request(app, u.token).put('/users/profile', {
            first_name: 'Sam',
            last_name: 'Rivers',
            display_name,
            gender: 'Male',
            is_married: false,
            is_student: false,
            is_leader: false,
          })
        ).statusCode,
      ).toBe(200);
    await rename(b, 'Bea Bright');
    await rename(c, 'Cal Cole');
    const ask = (from: TestUser) =>
      request(app, from.token).post('/accountability-partners', { action_type: 'user', request_type: 'mutual', user_id: a.id });
    expect((await ask(b)).statusCode).toBe(201);
    expect((await ask(c)).statusCode).toBe(201);
    const plain = await buildNotification(app, a, { title: 'Daily check-in', message: 'Time to check in.' });
    const bell = async () => (await request(app, a.token).get('/notifications')).json().items as { id: number; message: string }[];
    const before = await bell();
    expect(before).toHaveLength(3);
    const aboutB = before.filter((n) => n.message.includes('Bea Bright'));
    expect(aboutB).toHaveLength(1);

    expect((await erase(b, { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);

    const after = await bell();
    expect(after.map((n) => n.id).sort()).toEqual(
      before
        .filter((n) => n.id !== aboutB[0]!.id)
        .map((n) => n.id)
        .sort(),
    );
    expect(after.map((n) => n.id)).toContain(plain.id);
    expect(after.some((n) => n.message.includes('Cal Cole'))).toBe(true);
    expect(JSON.stringify(after)).not.toContain('Bea Bright');
    expect((await request(app, a.token).get('/notifications/unread-count')).json()).toEqual({ count: 2 });
    expect(await count(sql`select count(*)::int as n from notifications where about_user_id = ${b.id}`)).toBe(0);
  });

  it("passes a sole owner's group to a co-leader, closes one without, and tells the members", async () => {
    const [owner, coLeader, member, other] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    const kept = (await buildGroup(app, owner, 'Kept')).id;
    await buildMembership(app, kept, owner, coLeader, { role: 'group-leader' });
    await buildMembership(app, kept, owner, member);
    const closed = (await buildGroup(app, owner, 'Closed')).id;
    await buildMembership(app, closed, owner, other);

    expect((await erase(owner, { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);

    const groups = await selectRows<{ id: number; owner_id: number }>(
      app.db,
      sql`select id, owner_id from groups where id in (${kept}, ${closed})`,
    );
    expect(groups).toEqual([{ id: kept, owner_id: coLeader.id }]);
    const role = await selectRows<{ role_type: string }>(
      app.db,
      sql`select role_type from group_members where group_id = ${kept} and user_id = ${coLeader.id}`,
    );
    expect(role).toEqual([{ role_type: 'owner' }]);
    const told = async (u: TestUser) =>
      (await request(app, u.token).get('/notifications')).json().items.map((n: { title: string }) => n.title);
    expect(await told(coLeader)).toContain(t.notices.groupPassedTitle);
    expect(await told(member)).toContain(t.notices.groupLeaderChangedTitle);
    expect(await told(other)).toContain(t.notices.groupClosedTitle);
  });

  it('keeps a flagged reply and flags about the person as evidence for 90 days, then the daily job removes it', async () => {
    const [u, flagger] = [await buildUser(app), await buildUser(app)];
    for (const x of [u, flagger])
      expect(
        (
          await request(app, x.token).post('/community/agreement', {
            display_name: `M ${x.id}`,
            age: 30,
            accept: true,
            aboveEighteen: true,
          })
        ).statusCode,
      ).toBe(200);
    const topic = await buildTopic(app, 'general', `Evidence ${u.id}`);
    const thread = await buildThread(app, flagger, topic.id);
    const reply = await buildReply(app, u, thread.id, 'Words to report');
    expect((await request(app, flagger.token).post(`/community/replies/${reply.id}/flag`, { reason: 'Abusive' })).statusCode).toBeLessThan(
      300,
    );
    expect((await request(app, flagger.token).post(`/community/users/${u.id}/flag`, { reason: 'Harassing me' })).statusCode).toBeLessThan(
      300,
    );

    expect((await erase(u, { _method: 'delete', password: STRONG_PASSWORD })).statusCode).toBe(200);
    const kept = await selectRows<{ id: number; subject: string; snapshot: { text: string | null; reasons: string[] }; days: number }>(
      app.db,
      sql`select id, subject, snapshot, round(extract(epoch from expires_at - created_at) / 86400)::int as days from erasure_evidence
           where reply_id = ${reply.id} or snapshot->'reasons' ? 'Harassing me' order by id`,
    );
    expect(kept.map((k) => [k.subject, k.snapshot.reasons, k.days])).toEqual([
      ['reply', ['Abusive'], 90],
      ['user', ['Harassing me'], 90],
    ]);
    expect(kept[0]!.snapshot.text).toContain('Words to report');
    expect(JSON.stringify(kept)).not.toContain(u.email);

    // The reply's evidence reaches its 90 days; the daily job removes it and leaves the other.
    await selectRows(app.db, sql`update erasure_evidence set expires_at = now() - interval '1 minute' where id = ${kept[0]!.id}`);
    await app.ctx.jobs.runDue(new Date(Date.now() + 2 * 86_400_000));
    const left = await selectRows<{ id: number }>(
      app.db,
      sql`select id from erasure_evidence where id in (${kept[0]!.id}, ${kept[1]!.id})`,
    );
    expect(left).toEqual([{ id: kept[1]!.id }]);
  });
});
