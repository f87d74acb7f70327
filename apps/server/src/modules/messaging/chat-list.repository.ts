import { sql } from 'drizzle-orm';
import type { ConversationKind, MessageType } from '@holdfast/shared/messaging';
import type { LinkSql } from '../../platform/consent/consent';
import { preparedRows, type Db } from '../../platform/db/client';
import { personNames } from '../accounts';
import type { CoachChatLinkSql } from '../coaching';
import { blockedEitherWaySql } from './blocks.repository';

/**
 * The chat list ("messages info") in one statement. Which partner, group and coach chats are open
 * comes from the links' owners as SQL (`links`: ctx.consent.linkSql(), accountability's and groups'
 * fragments; `coach`: coaching's, its answer 'coaching.chat-links'); the people's names from the
 * accounts area.
 */

export interface UnreadRow {
  id: number;
  kind: ConversationKind;
  group_id: number | null;
  other_id: number | null;
  partner_id: number | null;
  member_id: number | null;
  /** A coach chat's coach (`coaches.id`) and client row (`coach_users.id`), and whether the viewer is the coach. */
  coach_id: number | null;
  coach_user_id: number | null;
  as_coach: boolean | null;
  last_message_at: Date | string | null;
  unread_count: number;
  group_name: string | null;
  /** The other person's name columns (one-to-one chats). */
  other_username: string | null;
  other_display_name: string | null;
  other_first_name: string | null;
  other_last_name: string | null;
  other_profile_icon: string | null;
  /** The newest message (null while the chat is empty), its text cut to the preview length. */
  last_id: number | null;
  last_preview: string | null;
  last_type: MessageType | null;
  last_at: Date | string | null;
  last_from: number | null;
  last_username: string | null;
  last_display_name: string | null;
  last_first_name: string | null;
  last_last_name: string | null;
  last_profile_icon: string | null;
}

function unreadStatement({ partner, group }: LinkSql, coach: CoachChatLinkSql) {
  const u = sql`${sql.placeholder('viewer')}::int`;
  return preparedRows<UnreadRow>(
    'messaging_list_unread',
    sql`with pair as (
          select c.*, case when c.user_a = ${u} then c.user_b else c.user_a end as other_id
          from conversations c where (c.user_a = ${u} or c.user_b = ${u})
        ), mine as (
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz as since, ${partner.id('ap')} as partner_id, null::int as member_id,
            null::int as coach_id, null::int as coach_user_id, null::boolean as as_coach
          from pair c ${partner.joinAccepted('ap', sql`c.user_a`, sql`c.user_b`)}
          where c.kind = 'partner'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, null::int, ${group.acceptedAt('gm')}, null::int, null::int, null::int, null::int, null::boolean
          from conversations c ${group.joinAccepted('gm', sql`c.group_id`, u)}
          where c.kind = 'group'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz, null::int, ${group.id('them')}, null::int, null::int, null::boolean
          from pair c ${group.joinAccepted('me', sql`c.group_id`, u)} ${group.joinAccepted('them', sql`c.group_id`, sql`c.other_id`)}
          where c.kind = 'group-member'
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz, null::int, null::int, null::int, null::int, null::boolean
          from pair c join messaging_requests r on r.conversation_id = c.id
          where c.kind = 'community' and (r.request_status = 'accepted' or (r.request_status = 'pending' and r.from_user_id = ${u} and not r.to_user_hidden))
          union all
          select c.id, c.kind, c.group_id, c.last_message_id, c.last_message_at, c.other_id, null::timestamptz, null::int, null::int,
            ${coach.coachId('cl')}, c.coach_user_id, ${coach.coachAccountId('cl')} = ${u}
          from pair c ${coach.joinOpen('cl', sql`c.coach_user_id`, sql`c.user_a`, sql`c.user_b`)}
          where c.kind = 'coach'
        )
        select mine.id, mine.kind, mine.group_id, mine.other_id, mine.partner_id, mine.member_id, mine.coach_id, mine.coach_user_id, mine.as_coach,
          mine.last_message_at,
          (select count(*) from messages m where m.conversation_id = mine.id and m.id > coalesce(cm.last_read_message_id, 0)
             and m.from_user_id is distinct from ${u} and (mine.since is null or m.created_at >= mine.since))::int as unread_count,
          ${group.name('g')} as group_name, ${personNames.columns('o', { as: 'other_' })},
          lm.id as last_id, left(lm.message, ${sql.placeholder('preview')}::int) as last_preview, lm.message_type as last_type, lm.created_at as last_at,
          lm.from_user_id as last_from, ${personNames.columns('l', { as: 'last_' })}
        from mine left join conversation_members cm on cm.conversation_id = mine.id and cm.user_id = ${u}
          ${group.joinGroup('g', sql`mine.group_id`)}
          ${personNames.join('o', sql`mine.other_id`)}
          left join messages lm on lm.id = mine.last_message_id
          ${personNames.join('l', sql`lm.from_user_id`)}
        where not coalesce(cm.archived, false)
          and (mine.other_id is null or not ${blockedEitherWaySql(u, sql`mine.other_id`)})
        order by mine.last_message_at desc nulls last, mine.id desc`,
  );
}

/**
 * Prepared once per connection: the list is read on every visit and after every live message
 * (planning it was half its cost). Built on first use, when the links' owners have added their
 * SQL; their fragments are the same objects for every app of the process, so it is built once.
 */
let unread: (LinkSql & { coach: CoachChatLinkSql; run: ReturnType<typeof unreadStatement> }) | null = null;

/**
 * Every conversation the viewer may open now (by each kind's guard, live), not archived by them and
 * not with someone blocked either way, with how many messages from others they have not read, who
 * or which group it is with, and its newest message (cut to `previewLength`): the chat list in one
 * statement. A group's messages count from when the viewer joined it. A pending request asked
 * through an anonymous post is no chat of its requester's (the requests list shows it, unnamed).
 */
export function listUnread(db: Db, links: LinkSql, coach: CoachChatLinkSql, viewerId: number, previewLength: number) {
  if (unread?.partner !== links.partner || unread.group !== links.group || unread.coach !== coach)
    unread = { partner: links.partner, group: links.group, coach, run: unreadStatement(links, coach) };
  return unread.run(db, { viewer: viewerId, preview: previewLength });
}
