import { sql } from 'drizzle-orm';
import type { GroupRole } from '@holdfast/shared/groups';
import { preparedRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personNames } from '../accounts';
import { openSos } from '../accountability';
import { crashReportFacts, latestCheckIn, recentFasterStages } from '../check-ins';
import { leaderSeesSharingMembersSql } from './consent.repository';

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
  /** The last four days with FASTER entries in the last 9 days, as the check-ins area's recentFasterStages text (read by fasterDays). */
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
             ${personNames.columns('m')},
             ${openSos.at('sos')} as sos_at, ${crashReportFacts.at('cr')} as crash_at,
             ${latestCheckIn.when('lc')},
             ${recentFasterStages.stages('st')}
      from ms
      join groups g on g.id = ms.group_id
      ${personNames.join('m', sql`ms.user_id`, { required: true })}
      ${openSos.join('sos', sql`ms.user_id`)}
      ${crashReportFacts.joinLast48Hours('cr', sql`ms.user_id`)}
      ${latestCheckIn.join('lc', sql`ms.user_id`)}
      ${recentFasterStages.join('st', sql`ms.user_id`)}
      order by ms.group_id, ms.member_id`,
);

export function listAttentionFacts(db: Db, leaderId: number) {
  return needsAttention(db, { leader: leaderId });
}
