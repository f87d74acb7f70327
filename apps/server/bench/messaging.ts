import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/client';
import { seedPeople, seedToken } from './seed';

/** The chat list's load: one member's chats of each kind, 200 in all. */
const PARTNER_CHATS = 50;
const GROUPS = 10;
const GROUP_PEOPLE = 4;
const GROUP_MEMBER_CHATS = 40;
const COMMUNITY_CHATS = 100;
export const MEMBER_CHATS = PARTNER_CHATS + GROUPS + GROUP_MEMBER_CHATS + COMMUNITY_CHATS;
const MESSAGES_PER_CHAT = 20;

/**
 * One member with 200 chats: 50 accountability partners, 10 groups (owned by others, 4 more
 * members each) with their group chats, a group-member chat with each of those 40 members, and
 * 100 accepted community chats; 20 messages in each (half theirs), the newest few of each unread.
 * Answers the member's token.
 */
async function seedMessaging(db: Database['db']) {
  const started = Date.now();
  const others = PARTNER_CHATS + GROUPS + GROUP_MEMBER_CHATS + COMMUNITY_CHATS;
  const me = await seedPeople(db, 'msg', others, 'Chat', '1 year');
  // msg1..msg50: partners.
  await db.execute(sql`
    insert into accountability_partners (requester_id, recipient_id, action_type, request_type, status, accepted_at)
    select ${me}, u.id, 'user', 'mutual', 'accepted', now() from users u
    where u.email like 'msg%' and substring(u.email from 'msg([0-9]+)@')::int between 1 and ${PARTNER_CHATS}`);
  // msg51..msg60 own a group each; msg61..msg100 are its other members (4 a group); I am in all.
  const firstOwner = PARTNER_CHATS + 1;
  const firstMember = firstOwner + GROUPS;
  await db.execute(sql`
    insert into groups (name, group_type, owner_id)
    select 'Chat group ' || (n.i - ${firstOwner} + 1), 'standard', u.id from users u
    join lateral (select substring(u.email from 'msg([0-9]+)@')::int as i) n on true
    where u.email like 'msg%' and n.i between ${firstOwner} and ${firstMember - 1}`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, role_type, request_status, is_sharing_data, accepted_at)
    select g.id, g.owner_id, 'owner', 'accepted', false, now() - interval '1 year' from groups g where g.name like 'Chat group %'
    union all
    select g.id, ${me}, 'member', 'accepted', true, now() - interval '1 year' from groups g where g.name like 'Chat group %'
    union all
    select g.id, u.id, 'member', 'accepted', true, now() - interval '1 year' from users u
    join lateral (select substring(u.email from 'msg([0-9]+)@')::int as i) n on true
    join groups g on g.name = 'Chat group ' || ((n.i - ${firstMember}) / ${GROUP_PEOPLE} + 1)
    where u.email like 'msg%' and n.i between ${firstMember} and ${firstMember + GROUP_MEMBER_CHATS - 1}`);
  // The conversations: partner, group, group-member (me with each of the 40 members), community.
  await db.execute(sql`
    insert into conversations (kind, key, group_id, user_a, user_b)
    select 'partner', 'partner:' || least(ap.requester_id, ap.recipient_id) || ':' || greatest(ap.requester_id, ap.recipient_id), null,
           least(ap.requester_id, ap.recipient_id), greatest(ap.requester_id, ap.recipient_id)
    from accountability_partners ap where ap.requester_id = ${me}
    union all
    select 'group', 'group:' || g.id, g.id, null, null from groups g where g.name like 'Chat group %'
    union all
    select 'group-member', 'group-member:' || gm.group_id || ':' || least(gm.user_id, ${me}) || ':' || greatest(gm.user_id, ${me}), gm.group_id,
           least(gm.user_id, ${me}), greatest(gm.user_id, ${me})
    from group_members gm join groups g on g.id = gm.group_id and g.name like 'Chat group %' where gm.role_type = 'member' and gm.user_id <> ${me}
    union all
    select 'community', 'community:' || least(u.id, ${me}) || ':' || greatest(u.id, ${me}), null, least(u.id, ${me}), greatest(u.id, ${me})
    from users u where u.email like 'msg%' and substring(u.email from 'msg([0-9]+)@')::int > ${firstMember + GROUP_MEMBER_CHATS - 1}`);
  await db.execute(sql`
    insert into messaging_requests (conversation_id, from_user_id, to_user_id, user_type, request_status)
    select c.id, case when c.user_a = ${me} then c.user_b else c.user_a end, ${me}, 'community', 'accepted'
    from conversations c where c.kind = 'community' and ${me} in (c.user_a, c.user_b)`);
  // The member passes the community's gate: the chat list shows community chats only then.
  await db.execute(sql`
    insert into community_agreements (user_id, display_name, age, is_married, needs_accountability, is_anonymous)
    values (${me}, 'Chat member', 40, false, false, false) on conflict do nothing`);
  // 20 messages a chat, alternating me and them (a group's owner for group chats).
  await db.execute(sql`
    insert into messages (conversation_id, from_user_id, message, created_at)
    select c.id,
           case when k % 2 = 0 then ${me} else coalesce(case when c.user_a = ${me} then c.user_b else c.user_a end, g.owner_id) end,
           'Message ' || k || ': one day at a time, and today was a good one.',
           now() - interval '1 minute' * (c.id * ${MESSAGES_PER_CHAT} - k)
    from conversations c left join groups g on g.id = c.group_id and c.kind = 'group'
    cross join generate_series(1, ${MESSAGES_PER_CHAT}) as k
    where ${me} in (c.user_a, c.user_b) or g.name like 'Chat group %'
    order by c.id, k`);
  await db.execute(sql`
    update conversations c set last_message_id = m.id, last_message_at = m.created_at
    from (select distinct on (conversation_id) conversation_id, id, created_at from messages order by conversation_id, id desc) m
    where m.conversation_id = c.id`);
  // Read up to the fifth-newest message of every other chat.
  await db.execute(sql`
    insert into conversation_members (conversation_id, user_id, last_read_message_id)
    select c.id, ${me}, c.last_message_id - 5 from conversations c left join groups g on g.id = c.group_id
    where (${me} in (c.user_a, c.user_b) or g.name like 'Chat group %') and c.id % 2 = 0`);
  await db.execute(sql`analyze`);
  const [chats] = await selectRows<{ n: number }>(
    db,
    sql`select count(distinct conversation_id)::int as n from messages where from_user_id = ${me}`,
  );
  console.log(
    `seeded a member with ${chats!.n} chats (${MESSAGES_PER_CHAT} messages each) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return seedToken(db, me, 'chats');
}

type Measure = (name: string, url: string, connections: number, token: string) => Promise<void>;

/** The chat list (GET messages-info) of a member with 200 chats, at 1 and 10 connections, beside its own SQL. */
export async function benchMessaging(db: Database['db'], measure: Measure, wanted: (name: string) => boolean = () => true) {
  const name = (conn: number) => `GET messages-info, a member with ${MEMBER_CHATS} chats (${conn} conn)`;
  if (!wanted(name(1)) && !wanted(name(10))) return;
  const token = await seedMessaging(db);
  await measure(name(1), '/messages-info', 1, token);
  await measure(name(10), '/messages-info', 10, token);
}
