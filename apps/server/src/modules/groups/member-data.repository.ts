import { sql } from 'drizzle-orm';
import type { Consented } from '../../platform/consent/consent';
import { preparedRows, type Db } from '../../platform/db/client';
import { checkInStreakSql, crashReportFacts, latestCheckIn, type LatestCheckInColumns } from '../check-ins';
import { courseProgressSql, type CourseProgressRow } from '../courses';

/** Ids as one array parameter ('{1,2,3}'::int[]). */
const idArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`;

export interface ProgressFactsRow extends LatestCheckInColumns {
  user_id: number;
  checkin_streak: number;
  crash_reports: number;
  /** The owner's courses, as the courses area's courseProgressOf rows (instants as JSON text), in their order. */
  courses: CourseProgressRow[];
}

/**
 * Member progress in one prepared statement, per owner: the latest check-in (with its FASTER
 * answers and first emotion), the check-in streak in the owner's own calendar (the check-ins area's
 * streak, counted over at most 366 days of the (user_id, checkin_date) index), crash reports since
 * `from`, and the owner's courses with their progress (the courses area's rows: one statement for
 * the page instead of two). The other areas' parts are their SQL fragments.
 */
const progressFacts = preparedRows<ProgressFactsRow>(
  'groups_progress_facts',
  sql`select o.user_id, ${latestCheckIn.columns('c')},
             coalesce(st.streak, 0)::int as checkin_streak,
             ${crashReportFacts.countSince(sql`o.user_id`, sql.placeholder('from'))} as crash_reports,
             (select coalesce(json_agg(row_to_json(cp) order by cp.position, cp.user_course_id), '[]') from (${courseProgressSql({ userId: sql`o.user_id` })}) cp) as courses
      from unnest(${sql.placeholder('owners')}::int[]) as o(user_id)
      ${latestCheckIn.join('c', sql`o.user_id`, { emotion: true })}
      left join lateral ${checkInStreakSql(sql`o.user_id`, latestCheckIn.today('c'), { within: 366, newest: sql`c.checkin_date` })} st on true`,
);

/**
 * The progress facts since `from` of each of `ownerIds` whose check-ins the read may see (`granted`,
 * from ctx.consent.read), FASTER answers only where they are shared.
 */
export async function listProgressFacts(db: Db, ownerIds: readonly number[], granted: Consented, from: string) {
  const owners = ownerIds.filter((id) => granted.allows(id, 'check_ins'));
  if (!owners.length) return [];
  const rows = await progressFacts(db, { owners: idArray(owners), from });
  return rows.map((row) => (granted.allows(Number(row.user_id), 'faster') ? row : { ...row, faster: null }));
}
