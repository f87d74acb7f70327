import { sql } from 'drizzle-orm';
import { categoryScore, type LocalDate } from '@holdfast/shared/check-ins';
import type { GroupRole } from '@holdfast/shared/groups';
import { preparedRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { leaderSeesSharingMembersSql } from './groups.repository';

/** One accepted sharing member of a group the leader administers, with the facts the triage view ranks. */
export interface AttentionRow extends PersonNameColumns {
  member_id: number;
  group_id: number;
  group_name: string;
  user_id: number;
  role_type: GroupRole;
  username: string;
  /** An open (unacknowledged) SOS's instant. */
  sos_at: Date | string | null;
  /** The newest crash report in the last 48 hours. */
  crash_at: Date | string | null;
  last_checkin_on: Date | string | null;
  last_checkin_date: string | null;
  last_offset: number | null;
  /**
   * The last four days with FASTER entries in the last 9 days, newest first, as `day:stage` joined
   * by commas ('2026-11-28:3,2026-11-26:2'): the furthest stage of each day. Text rather than a JSON
   * list: building 120 small JSON arrays was a sixth of the statement's time (2026-11-29).
   */
  stages: string | null;
}

/**
 * The triage view in one statement: the leader's admin rows (group_members_user_idx), the accepted
 * sharing members of those groups (group_members_group_idx; the 'group' consent rule's own SQL,
 * leaderSeesSharingMembersSql, so the view and consent cannot disagree), and per member four index probes:
 * the open SOS (sos_alerts_one_open_unique), crash reports since 48 hours (trigger_answers_user_date_idx),
 * the latest check-in (checkins_user_day_unique) and the recent FASTER days
 * (checkin_faster_answers_user_day_idx). Nothing here grows with a member's years of history.
 */
const needsAttention = preparedRows<AttentionRow>(
  'groups_needs_attention',
  sql`with ms as (
        select gm.id as member_id, gm.group_id, gm.user_id, gm.role_type
        from ${leaderSeesSharingMembersSql(sql`${sql.placeholder('leader')}::int`)}
      )
      select ms.member_id, ms.group_id, g.name as group_name, ms.user_id, ms.role_type,
             u.username, p.display_name, p.first_name, p.last_name, p.profile_icon,
             sos.created_at as sos_at, cr.reported_on as crash_at,
             lc.checkin_on as last_checkin_on, lc.checkin_date::text as last_checkin_date, lc."offset" as last_offset,
             st.stages
      from ms
      join groups g on g.id = ms.group_id
      join users u on u.id = ms.user_id
      left join profiles p on p.user_id = ms.user_id
      left join lateral (select s.created_at from sos_alerts s where s.user_id = ms.user_id and s.status = 'open' limit 1) sos on true
      left join lateral (
        select t.reported_on from trigger_answers t
        where t.user_id = ms.user_id and t.reported_date >= (now() at time zone 'utc')::date - 3 and t.reported_on >= now() - interval '48 hours'
        order by t.reported_on desc limit 1
      ) cr on true
      left join lateral (select c.checkin_on, c.checkin_date, c."offset" from checkins c where c.user_id = ms.user_id order by c.checkin_date desc limit 1) lc on true
      left join lateral (
        select string_agg(d.day || ':' || d.stage, ',' order by d.day desc) as stages from (
          select fa.checkin_date::text as day, max(fe.category_id) as stage
          from checkin_faster_answers fa join faster_emotions fe on fe.id = fa.fast_emotion_id
          where fa.user_id = ms.user_id and fa.checkin_date >= (now() at time zone 'utc')::date - 9
          group by fa.checkin_date order by fa.checkin_date desc limit 4
        ) d
      ) st on true
      order by ms.group_id, ms.member_id`,
);

export function listAttentionFacts(db: Db, leaderId: number) {
  return needsAttention(db, { leader: leaderId });
}

/** A row's `stages` text (`day:stage,day:stage`, as the statement above writes it) as the days the FASTER rule reads. */
export function fasterDays(stages: string | null): { date: LocalDate; score: number }[] {
  if (!stages) return [];
  return stages.split(',').map((entry) => {
    const at = entry.indexOf(':');
    return { date: entry.slice(0, at) as LocalDate, score: categoryScore(Number(entry.slice(at + 1))) ?? 0 };
  });
}
