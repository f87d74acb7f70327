import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyPageSchema, seesHiddenReplies, type ReplyPage } from '@holdfast/shared/community';
import { selectRows } from '../../platform/db/client';
import { toPage } from '../../platform/http/paging';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { buildCommunityMember, buildThread, buildTopic } from '../../test/community-factories';
import type { TestUser } from '../../test/factories';
import { createTestApp, request, type TestApp } from '../../test/harness';
import { peopleOfReplies, presentReply } from './community.presenter';
import { findPeople } from './community.repository';
import { firstNestedReplies, listReplies } from './replies.repository';

/**
 * GET community/threads/{id}/replies is written by PostgreSQL in one statement (replyPageJson), its
 * avatars signed by the server in the text. The rows and the presenter (listReplies,
 * firstNestedReplies, findPeople, presentReply: what the route did before, and what a single reply
 * still uses) are its reference: for the awkward cases (hidden replies for a member and for an
 * admin, blocks both ways, a muted author, my flags, reactions, anonymous and avatar-less people,
 * names with spaces or blank, roles, replies to nested replies, more than 5 nested, instants with
 * microseconds, text that looks like an avatar marker, pages past the end, nested pages) both must
 * give the same answer, in order.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.app.close());
afterEach(() => vi.restoreAllMocks());

const NOW = Date.parse('2026-11-28T12:00:00Z');

async function reference(
  viewer: TestUser & { roles: string[] },
  threadId: number,
  q: { page: number; perPage: number; parentId: number | null },
): Promise<ReplyPage> {
  const sees = seesHiddenReplies(viewer.roles);
  const { items, total } = await listReplies(app.db, viewer.id, sees, {
    threadId,
    parentId: q.parentId,
    limit: q.perPage,
    offset: (q.page - 1) * q.perPage,
  });
  const tops = items.filter((r) => r.primary_reply_id === null).map((r) => Number(r.id));
  const nested = q.parentId === null ? await firstNestedReplies(app.db, viewer.id, sees, tops, 5) : [];
  const people = await findPeople(app.db, peopleOfReplies([...items, ...nested]));
  const c = { people, sign: avatarSigner(app.ctx, viewer.id), viewerId: viewer.id };
  return toPage(
    items.map((r) =>
      presentReply(
        r,
        nested.filter((n) => Number(n.primary_reply_id) === Number(r.id)),
        c,
      ),
    ),
    total,
    q.page,
    q.perPage,
  );
}

async function insertReply(v: {
  thread: number;
  user: number;
  primary?: number | null;
  to?: number | null;
  text: string;
  hidden?: boolean;
  struggling?: boolean;
  anonymous?: boolean;
  at: string;
}) {
  const [row] = await selectRows<{ id: number }>(
    app.db,
    sql`insert into community_replies (thread_id, user_id, primary_reply_id, replied_to_id, reply_text, is_hidden, is_struggling, is_anonymous, created_at)
        values (${v.thread}, ${v.user}, ${v.primary ?? null}, ${v.to ?? null}, ${v.text}, ${v.hidden ?? false}, ${v.struggling ?? false}, ${v.anonymous ?? false}, ${v.at}::timestamptz)
        returning id`,
  );
  return row!.id;
}

describe('the replies page built by the database', () => {
  it('equals the rows and the presenter for every viewer, page and kind of reply', async () => {
    const topic = await buildTopic(app);
    const starter = await buildCommunityMember(app, { veteran: true, name: 'Starter' });
    const thread = await buildThread(app, starter, topic.id);
    const empty = await buildThread(app, starter, topic.id, 'Nobody answered yet');
    const member = { ...(await buildCommunityMember(app, { name: 'Viewer' })), roles: [] as string[] };
    const admin = { ...(await buildCommunityMember(app, { roles: ['community_admin'], name: 'Moderator' })), roles: ['community_admin'] };
    const withAvatar = await buildCommunityMember(app, { roles: ['upgrade_admin', 'certified_leader'], name: 'Has Avatar' });
    const anonymous = await buildCommunityMember(app, { name: 'Hidden Name' });
    const spaced = await buildCommunityMember(app, { name: 'Spaced' });
    const blank = await buildCommunityMember(app, { name: 'Blank' });
    const blocked = await buildCommunityMember(app, { name: 'Blocked By Viewer' });
    const blocker = await buildCommunityMember(app, { name: 'Blocks Viewer' });
    const muted = await buildCommunityMember(app, { name: 'Muted' });
    // Wrote some replies anonymously, then turned anonymity off: those stay 'Anonymous member'.
    const formerly = { ...(await buildCommunityMember(app, { name: 'Formerly Hidden' })), roles: [] as string[] };
    await app.db.execute(sql`update profiles set profile_icon = ${`avatars/${formerly.id}.png`} where user_id = ${formerly.id}`);
    await app.db.execute(sql`update profiles set profile_icon = ${`avatars/${withAvatar.id}.png`} where user_id = ${withAvatar.id}`);
    await app.db.execute(sql`update profiles set profile_icon = ${`avatars/${anonymous.id}.png`} where user_id = ${anonymous.id}`);
    await app.db.execute(
      sql`update community_agreements set is_anonymous = true, needs_accountability = true where user_id = ${anonymous.id}`,
    );
    await app.db.execute(sql`update community_agreements set display_name = ${'  Spaced  Out \t'} where user_id = ${spaced.id}`);
    await app.db.execute(sql`update community_agreements set display_name = '  ' where user_id = ${blank.id}`);
    await app.db.execute(sql`update profiles set display_name = ${' Profile Name '} where user_id = ${blank.id}`);
    await app.db.execute(
      sql`insert into message_blocks (blocker_id, blocked_id) values (${member.id}, ${blocked.id}), (${blocker.id}, ${member.id})`,
    );
    await app.db.execute(sql`insert into community_mutes (muter_id, muted_id) values (${member.id}, ${muted.id})`);

    const authors = [starter, withAvatar, anonymous, spaced, blank, blocked, blocker, muted, member, formerly];
    const texts = [
      '<p>Plain</p>',
      '<p>"Quoted" \\ back\u00a0slash ✓\nline</p>',
      '{"$avatar":"avatars/secret.png"}',
      '<p><strong>Bold</strong> and <a href="https://x.org" rel="nofollow noopener">a link</a></p>',
    ];
    const tops: number[] = [];
    for (let i = 0; i < 20; i++) {
      const at = `2026-11-${String(1 + (i % 27)).padStart(2, '0')} 10:${String(i).padStart(2, '0')}:00.${String(123456 + i * 7919).slice(0, 6)}+00`;
      const user = authors[i % authors.length]!;
      tops.push(
        await insertReply({
          thread: thread.id,
          user: user.id,
          text: texts[i % texts.length]!,
          hidden: i % 7 === 3,
          struggling: i % 5 === 1,
          anonymous: user === formerly && i < 10,
          at,
        }),
      );
    }
    // The first top-level reply: 7 nested (one hidden, one by the blocked author, one answering a nested reply).
    const nested: number[] = [];
    for (let i = 0; i < 7; i++) {
      nested.push(
        await insertReply({
          thread: thread.id,
          user: authors[(i + 1) % authors.length]!.id,
          primary: tops[0]!,
          to: i === 6 ? nested[0]! : tops[0]!,
          text: texts[(i + 1) % texts.length]!,
          hidden: i === 2,
          at: `2026-11-27 09:00:0${i}.5+00`,
        }),
      );
    }
    await insertReply({
      thread: thread.id,
      user: muted.id,
      primary: tops[1]!,
      to: tops[1]!,
      text: '<p>Under the second</p>',
      at: '2026-11-27 11:00:00+00',
    });
    // Answers to anonymous replies (the answered one's author stays unnamed), one of them anonymous itself.
    await insertReply({
      thread: thread.id,
      user: starter.id,
      primary: tops[2]!,
      to: tops[2]!,
      text: '<p>To the anonymous</p>',
      at: '2026-11-27 11:01:00+00',
    });
    await insertReply({
      thread: thread.id,
      user: formerly.id,
      primary: tops[9]!,
      to: tops[9]!,
      text: '<p>Anonymous to my own</p>',
      anonymous: true,
      at: '2026-11-27 11:02:00+00',
    });
    for (const [i, reply] of [tops[0]!, tops[0]!, tops[2]!, nested[0]!, tops[4]!].entries()) {
      const user = [member, admin, withAvatar, member, spaced][i]!;
      await app.db.execute(
        sql`insert into community_reactions (reply_id, user_id, thread_id, reaction_type) values (${reply}, ${user.id}, ${thread.id}, ${i % 2 ? 'Loved' : 'Liked'}) on conflict do nothing`,
      );
    }
    await app.db.execute(
      sql`insert into community_flags (reply_id, user_id, reason) values (${tops[4]!}, ${member.id}, 'Spam'), (${nested[1]!}, ${member.id}, 'Unkind')`,
    );

    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const cases: [TestUser & { roles: string[] }, number, { page: number; perPage: number; parentId: number | null }][] = [
      [member, thread.id, { page: 1, perPage: 15, parentId: null }],
      [member, thread.id, { page: 2, perPage: 15, parentId: null }],
      [member, thread.id, { page: 9, perPage: 15, parentId: null }],
      [admin, thread.id, { page: 1, perPage: 15, parentId: null }],
      [admin, thread.id, { page: 2, perPage: 4, parentId: null }],
      [member, thread.id, { page: 1, perPage: 5, parentId: tops[0]! }],
      [admin, thread.id, { page: 2, perPage: 5, parentId: tops[0]! }],
      [member, empty.id, { page: 1, perPage: 15, parentId: null }],
      // The anonymous author reads their own replies: their id and is_mine, still no name.
      [formerly, thread.id, { page: 1, perPage: 15, parentId: null }],
      [formerly, thread.id, { page: 2, perPage: 15, parentId: null }],
    ];
    let avatars = 0;
    for (const [viewer, threadId, q] of cases) {
      const query = `page=${q.page}&perPage=${q.perPage}${q.parentId === null ? '' : `&parent_reply_id=${q.parentId}`}`;
      const res = await request(app, viewer.token).get(`/community/threads/${threadId}/replies?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = replyPageSchema.parse(res.json());
      expect(res.json(), `${viewer === admin ? 'admin' : viewer === formerly ? 'formerly anonymous' : 'member'} ${query}`).toEqual(
        await reference(viewer, threadId, q),
      );
      avatars += (res.body.match(/\/files\/avatars\//g) ?? []).length;
      expect(res.body).not.toContain('{"$avatar"');
      expect(answer.items.length).toBeLessThanOrEqual(q.perPage);
    }
    // The cases cover what they claim: signed avatars, the marker-like text left as text, hidden
    // replies for the admin only, blocked people absent for the member, a muted author, flags.
    expect(avatars).toBeGreaterThan(0);
    const memberPage = (await request(app, member.token).get(`/community/threads/${thread.id}/replies?perPage=50`)).json() as ReplyPage;
    const adminPage = (await request(app, admin.token).get(`/community/threads/${thread.id}/replies?perPage=50`)).json() as ReplyPage;
    expect(memberPage.items.some((r) => r.reply_text === '{"$avatar":"avatars/secret.png"}')).toBe(true);
    expect(memberPage.items.some((r) => r.is_hidden)).toBe(false);
    expect(adminPage.items.some((r) => r.is_hidden)).toBe(true);
    expect(memberPage.items.some((r) => r.user_id === blocked.id || r.user_id === blocker.id)).toBe(false);
    expect(adminPage.items.some((r) => r.user_id === blocked.id)).toBe(true);
    expect(memberPage.items.some((r) => r.is_author_muted)).toBe(true);
    expect(memberPage.items.some((r) => r.is_flagged_by_current_user)).toBe(true);
    // Anonymous replies (an anonymous member's, and the ones written anonymously before turning it off) carry no id, avatar, roles or name.
    const everyReply = memberPage.items.flatMap((r) => [r, ...r.flatten_replies]);
    expect(everyReply.some((r) => r.user_id === anonymous.id || r.user.id === anonymous.id)).toBe(false);
    const unnamed = everyReply.filter((r) => r.user.name === 'Anonymous member');
    expect(unnamed.length).toBeGreaterThanOrEqual(3);
    for (const r of unnamed)
      expect(r).toMatchObject({
        user_id: 0,
        user: { id: 0, profile_icon: null, roles: [], is_looking_for_partner: false },
        is_mine: false,
      });
    expect(new Set(unnamed.map((r) => r.author_handle)).size).toBe(unnamed.length);
    expect(memberPage.items.filter((r) => r.user_id === formerly.id).length).toBeGreaterThan(0); // its later replies name them
    expect(memberPage.items.find((r) => r.id === tops[2]!)!.flatten_replies[0]!.replied_to).toEqual({
      id: tops[2],
      user_id: 0,
      name: 'Anonymous member',
    });
    const own = (await request(app, formerly.token).get(`/community/threads/${thread.id}/replies?perPage=50`)).json() as ReplyPage;
    expect(own.items.filter((r) => r.is_mine).every((r) => r.user_id === formerly.id)).toBe(true);
    expect(own.items.some((r) => r.is_mine && r.user.name === 'Anonymous member')).toBe(true);
    expect(memberPage.items.find((r) => r.user_id === spaced.id)?.user.name).toBe('Spaced  Out');
    expect(memberPage.items.find((r) => r.user_id === blank.id)?.user.name).toBe('Profile Name');
    expect(memberPage.items.find((r) => r.user_id === withAvatar.id)?.user).toMatchObject({
      roles: ['certified_leader', 'upgrade_admin'],
      profile_icon: expect.stringContaining(`/files/avatars/${withAvatar.id}.png?uid=${member.id}&`),
    });
    const head = memberPage.items.find((r) => r.id === tops[0]!)!;
    // Its 7 nested: one hidden, two by the people blocked either way, so 4 shown (the last answering the first).
    expect(head.flatten_replies.map((n) => n.id)).toEqual([nested[0], nested[1], nested[3], nested[6]]);
    expect(head.flatten_replies[3]!.replied_to).toEqual({ id: nested[0], user_id: withAvatar.id, name: 'Has Avatar' });
    expect(head.total_replies).toBe(6); // the count leaves out hidden replies only
  });
});

describe("a thread's counters and activity (the trigger of migrations 0018 and 0019)", () => {
  it('follow every insert, hide, show, move and delete, cascades included', async () => {
    const topic = await buildTopic(app);
    const starter = await buildCommunityMember(app, { name: 'Counted' });
    const leaving = await buildCommunityMember(app, { name: 'Leaves' });
    const thread = await buildThread(app, starter, topic.id, 'Counted thread');
    const other = await buildThread(app, starter, topic.id, 'Another thread');
    /** The kept counters against count(*); answers the true counts. */
    const truth = async (threadId: number) => {
      const [row] = await selectRows<{
        all: number;
        visible: number;
        hidden: number;
        total_replies: number;
        top_replies: number;
        hidden_top_replies: number;
      }>(
        app.db,
        sql`select th.total_replies, th.top_replies, th.hidden_top_replies,
                   (select count(*)::int from community_replies r where r.thread_id = th.id and not r.is_hidden) as all,
                   (select count(*)::int from community_replies r where r.thread_id = th.id and r.primary_reply_id is null and not r.is_hidden) as visible,
                   (select count(*)::int from community_replies r where r.thread_id = th.id and r.primary_reply_id is null and r.is_hidden) as hidden
            from community_threads th where th.id = ${threadId}`,
      );
      const { all, visible, hidden } = row!;
      expect({ all: row!.total_replies, visible: row!.top_replies, hidden: row!.hidden_top_replies }).toEqual({ all, visible, hidden });
      return { all, visible, hidden };
    };
    const activity = async (threadId: number) => {
      const [row] = await selectRows<{ at: string }>(
        app.db,
        sql`select to_char(activity_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as at from community_threads where id = ${threadId}`,
      );
      return row!.at;
    };
    // Threads made before the replies' (backdated) times, so each reply moves the activity.
    await app.db.execute(
      sql`update community_threads set activity_at = '2026-11-01 09:00+00', created_at = '2026-11-01 09:00+00' where id in (${thread.id}, ${other.id})`,
    );
    const a = await insertReply({ thread: thread.id, user: starter.id, text: '<p>a</p>', at: '2026-11-28 10:00:00+00' });
    const b = await insertReply({ thread: thread.id, user: leaving.id, text: '<p>b</p>', at: '2026-11-28 10:05:00+00' });
    await insertReply({ thread: thread.id, user: leaving.id, text: '<p>hidden</p>', hidden: true, at: '2026-11-28 11:00:00+00' });
    expect(await activity(thread.id)).toBe('2026-11-28 10:05'); // a hidden reply is no activity
    await insertReply({ thread: thread.id, user: starter.id, primary: a, to: a, text: '<p>nested</p>', at: '2026-11-28 10:10:00+00' });
    await insertReply({
      thread: thread.id,
      user: leaving.id,
      primary: a,
      to: a,
      text: '<p>nested, hidden</p>',
      hidden: true,
      at: '2026-11-28 10:20:00+00',
    });
    await insertReply({ thread: thread.id, user: starter.id, text: '<p>older</p>', at: '2026-11-27 08:00:00+00' });
    expect(await activity(thread.id)).toBe('2026-11-28 10:10'); // the newest visible reply, nested ones too; never back
    expect(await truth(thread.id)).toEqual({ all: 4, visible: 3, hidden: 1 });
    await app.db.execute(sql`update community_replies set is_hidden = true where id = ${a}`);
    expect(await truth(thread.id)).toEqual({ all: 3, visible: 2, hidden: 2 });
    await app.db.execute(sql`update community_replies set is_hidden = false where id = ${a}`);
    await app.db.execute(sql`update community_replies set is_hidden = false where id = ${a}`); // unchanged: no drift
    await app.db.execute(sql`update community_replies set reply_text = '<p>edited</p>' where id = ${a}`); // not a counted column
    expect(await truth(thread.id)).toEqual({ all: 4, visible: 3, hidden: 1 });
    await app.db.execute(sql`update community_replies set thread_id = ${other.id} where id = ${b}`);
    expect(await truth(thread.id)).toEqual({ all: 3, visible: 2, hidden: 1 });
    expect(await truth(other.id)).toEqual({ all: 1, visible: 1, hidden: 0 });
    // Deleting a top-level reply takes its nested ones (cascade); an erased account's replies stay
    // (as 'Deleted member', user_id set null), and so do the counts.
    await app.db.execute(sql`delete from community_replies where id = ${a}`);
    expect(await truth(thread.id)).toEqual({ all: 1, visible: 1, hidden: 1 });
    await app.db.execute(sql`delete from users where id = ${leaving.id}`);
    expect(await truth(thread.id)).toEqual({ all: 1, visible: 1, hidden: 1 });
    expect(await truth(other.id)).toEqual({ all: 1, visible: 1, hidden: 0 });
    const [orphans] = await selectRows<{ n: number }>(app.db, sql`select count(*)::int as n from community_replies where user_id is null`);
    expect(orphans!.n).toBeGreaterThan(0);
    // A thread deleted with its replies leaves nothing to count and no error.
    await insertReply({ thread: other.id, user: starter.id, text: '<p>last</p>', at: '2026-11-28 12:00:00+00' });
    await app.db.execute(sql`delete from community_threads where id = ${other.id}`);
  });
});
