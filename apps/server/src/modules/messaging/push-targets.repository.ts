import { sql } from 'drizzle-orm';
import type { ConversationKind } from '@holdfast/shared/messaging';
import type { LinkSql } from '../../platform/consent/consent';
import { selectRows, type Db } from '../../platform/db/client';
import type { CoachChatLinkSql } from '../coaching';
import { blockedEitherWaySql } from './blocks.repository';

/**
 * Who hears of a stored message by push, in one statement (the links' guards as their owners' SQL:
 * ctx.consent.linkSql(), and coaching's coach link).
 */

export interface PushTargetRow {
  user_id: number;
  /** The conversation: repeated pushes of one chat collapse on it ('chat-<id>'). */
  conversation_id: number;
  kind: ConversationKind;
  group_id: number | null;
  from_user_id: number;
  partner_id: number | null;
  sender_member_id: number | null;
  /** A coach chat's link (the coach's id and the client row), and whether the recipient is the coach. */
  coach_id: number | null;
  coach_user_id: number | null;
  to_coach: boolean | null;
}

/**
 * Who should hear of a stored message now (everyone the kind's guard still lets in, but the
 * sender), with what each needs to name the chat (partner id, the sender's membership id).
 */
export function pushTargets(db: Db, { partner, group }: LinkSql, coach: CoachChatLinkSql, messageId: number) {
  return selectRows<PushTargetRow>(
    db,
    sql`with m as (
          select m.id, m.from_user_id, c.id as conversation_id, c.kind, c.group_id, c.user_a, c.user_b, c.coach_user_id
          from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId} and m.from_user_id is not null
        ), pair as (
          select m.*, case when m.user_a = m.from_user_id then m.user_b else m.user_a end as other_id from m where m.kind <> 'group'
        )
        select pair.other_id as user_id, pair.conversation_id, pair.kind, pair.group_id, pair.from_user_id,
          ${partner.acceptedId(sql`pair.user_a`, sql`pair.user_b`)} as partner_id,
          ${group.acceptedMemberId(sql`pair.group_id`, sql`pair.from_user_id`)} as sender_member_id,
          ${coach.coachId('cl')} as coach_id, pair.coach_user_id, ${coach.coachAccountId('cl')} = pair.other_id as to_coach
        from pair ${coach.joinOpen('cl', sql`pair.coach_user_id`, sql`pair.user_a`, sql`pair.user_b`, { left: true })}
        where (pair.kind <> 'community' or exists (select 1 from messaging_requests r where r.conversation_id = pair.conversation_id and r.request_status = 'accepted'))
          and (pair.kind <> 'coach' or ${coach.coachId('cl')} is not null)
          and not ${blockedEitherWaySql(sql`pair.user_a`, sql`pair.user_b`)}
        union all
        select ${group.userId('gm')}, m.conversation_id, m.kind, m.group_id, m.from_user_id, null, null, null, null, null
        from m ${group.joinAccepted('gm', sql`m.group_id`)}
        where m.kind = 'group' and ${group.userId('gm')} <> m.from_user_id`,
  );
}
