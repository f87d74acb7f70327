import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { preparedRows, type Db } from '../../platform/db/client';
import { profileFlags } from '../accounts';

/** One of a member's courses with items done over items, as another area shows it (a group's leaders). */
export interface CourseProgressRow {
  user_id: number;
  user_course_id: number;
  course_id: number;
  name: string;
  progress_status: string;
  assigned_on: Date | string | null;
  completed_on: Date | string | null;
  total_items: number;
  completed_items: number;
}

/**
 * The course-progress rows (CourseProgressRow, and `position`: the course's place in the member's
 * list) of the member whose id is `userId`, or of the members in the int[] `userIds`, as a select
 * for another area's statement (groups' member progress puts it in its one statement). Items of
 * lessons include child items; lessons of an audience the member is not in are left out, as the
 * member's own course page does.
 */
export function courseProgressSql(of: { userId: SQL } | { userIds: SQL | Placeholder }): SQL {
  const owners = 'userId' in of ? sql`uc.user_id = ${of.userId}` : sql`uc.user_id = any(${of.userIds}::int[])`;
  const seen = sql`(l.audience = 'everyone' or (l.audience = 'married' and ${profileFlags.married('p')}) or (l.audience = 'leader' and ${profileFlags.leader('p')}))`;
  return sql`select uc.user_id, uc.id as user_course_id, uc.course_id, c.name, uc.progress_status, uc.assigned_on, uc.completed_on,
             coalesce(t.total, 0)::int as total_items, coalesce(d.done, 0)::int as completed_items, uc."order" as position
      from user_courses uc
      join courses c on c.id = uc.course_id
      ${profileFlags.join('p', sql`uc.user_id`)}
      left join lateral (
        select count(*) as total from lessons l join lesson_items li on li.lesson_id = l.id
        where l.course_id = uc.course_id
          and ${seen}
      ) t on true
      left join lateral (
        select count(*) as done from lesson_item_progress lp
        join lesson_items li on li.id = lp.lesson_item_id join lessons l on l.id = li.lesson_id
        where lp.user_course_id = uc.id and lp.progress_status = 'completed'
          and ${seen}
      ) d on true
      where ${owners}`;
}

const courseProgress = preparedRows<CourseProgressRow>(
  'courses_member_progress',
  sql`${courseProgressSql({ userIds: sql.placeholder('owners') })} order by uc.user_id, uc."order", uc.id`,
);

/** Each member's courses with their progress, by member and in each member's order. */
export function courseProgressOf(db: Db, userIds: readonly number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return courseProgress(db, { owners: `{${userIds.map((n) => Math.trunc(n)).join(',')}}` });
}
