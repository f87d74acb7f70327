import { sql, type SQL } from 'drizzle-orm';
import type { CoachRequestStatus } from '@holdfast/shared/coaching';
import type { ConsentedIds } from '../../platform/consent/consent';
import { preparedRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personNames } from '../accounts';
import { openSos } from '../accountability';
import { crashReportFacts, latestCheckIn, recentFasterStages } from '../check-ins';
import { courseProgressSql } from '../courses';
import { habitDaysSql } from './habits.repository';

/** Ids as one array parameter ('{1,2,3}'::int[]): one statement text whatever the count. */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

/** One client row of a coach with the facts the client list shows and ranks (null where the kind is not read). */
export interface CaseloadRow extends PersonNameColumns {
  id: number;
  coach_id: number;
  user_id: number | null;
  email: string;
  request_status: CoachRequestStatus;
  invited_at: Date | string;
  /** The account id when the coach may read this client (accepted, granted by consent), else null. */
  linked_id: number | null;
  sos_at: Date | string | null;
  crash_at: Date | string | null;
  last_crash_id: number | null;
  last_crash_trigger_id: number | null;
  last_crash_on: Date | string | null;
  last_checkin_on: Date | string | null;
  last_checkin_date: string | null;
  last_offset: number | null;
  stages: string | null;
  /** The client's courses: course_id, name, total_items, completed_items, in their order. */
  courses: { course_id: number; name: string; total_items: number; completed_items: number }[] | string;
  /** The habit submissions of the score's window, as habitDaysSql writes them. */
  habit_days: string | null;
}

/**
 * The coach's client list in one prepared statement: every client row of the coach
 * (coach_users_coach_idx), and for each client the consent read granted (the `linked`, `checkins`,
 * `faster` and `crashes` owners, ids out of ctx.consent.read) the facts of that kind: each kind's
 * id column is null for a client who does not share it, so the other areas' fragments probe
 * nothing for them. Names only of granted clients (a pending invitee shows as the address). The
 * facts are the triage view's (an open SOS, a crash report in 48 hours, the latest check-in, the
 * recent FASTER days), the latest crash report, the courses' progress (courses' rows) and the
 * habit submissions of the score's window. Nothing grows with a client's years of history.
 */
const caseload = (() => {
  const of = (owners: string): SQL =>
    sql`case when cu.request_status = 'accepted' and cu.user_id = any(${sql.placeholder(owners)}::int[]) then cu.user_id end`;
  return preparedRows<CaseloadRow>(
    'coaching_caseload',
    sql`with cu as (
          select cu.id, cu.coach_id, cu.user_id, cu.email, cu.request_status, cu.invited_at,
                 ${of('linked')} as linked_id, ${of('checkins')} as ck_id, ${of('faster')} as fa_id, ${of('crashes')} as cr_id
          from coach_users cu where cu.coach_id = ${sql.placeholder('coach')}::int
        )
        select cu.id, cu.coach_id, cu.user_id, cu.email, cu.request_status, cu.invited_at, cu.linked_id,
               ${personNames.columns('p')},
               ${openSos.at('sos')} as sos_at, ${crashReportFacts.at('c48')} as crash_at, ${crashReportFacts.latest('lt')},
               ${latestCheckIn.when('lc')}, ${recentFasterStages.stages('st')},
               (select coalesce(json_agg(json_build_object('course_id', cp.course_id, 'name', cp.name, 'total_items', cp.total_items,
                         'completed_items', cp.completed_items) order by cp.position, cp.user_course_id), '[]')
                from (${courseProgressSql({ userId: sql`cu.linked_id` })}) cp) as courses,
               ${habitDaysSql(sql`cu.linked_id`)} as habit_days
        from cu
        ${personNames.join('p', sql`cu.linked_id`)}
        ${openSos.join('sos', sql`cu.ck_id`)}
        ${crashReportFacts.joinLast48Hours('c48', sql`cu.cr_id`)}
        ${crashReportFacts.joinLatest('lt', sql`cu.cr_id`)}
        ${latestCheckIn.join('lc', sql`cu.ck_id`)}
        ${recentFasterStages.join('st', sql`cu.fa_id`)}
        order by cu.id`,
  );
})();

export function listCaseload(
  db: Db,
  coachId: number,
  owners: { linked: readonly number[]; checkIns: ConsentedIds; faster: ConsentedIds; crashes: ConsentedIds },
) {
  return caseload(db, {
    coach: coachId,
    linked: idArray(owners.linked),
    checkins: idArray(owners.checkIns),
    faster: idArray(owners.faster),
    crashes: idArray(owners.crashes),
  });
}

const latestCrashIds = preparedRows<{ user_id: number; last_crash_id: number | null }>(
  'coaching_latest_crash_ids',
  sql`select o.user_id, ${crashReportFacts.latest('lt')}
      from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)
      ${crashReportFacts.joinLatest('lt', sql`o.user_id`)}`,
);

/** The id of each owner's latest crash report (owners whose crash reports the read may see; none: no id). */
export async function findLatestCrashIds(db: Db, owners: ConsentedIds): Promise<Map<number, number>> {
  if (!owners.length) return new Map();
  const rows = await latestCrashIds(db, { owners: idArray(owners) });
  return new Map(rows.filter((r) => r.last_crash_id !== null).map((r) => [Number(r.user_id), Number(r.last_crash_id)]));
}
