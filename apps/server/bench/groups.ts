import { sql } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/client';
import { countCheckIns, seedDailyRecords, seedPeople, seedToken } from './seed';

/** Groups the bench leader owns, and accepted sharing members in each. */
export const LEADER_GROUPS = 10;
export const GROUP_MEMBERS = 12;

/**
 * The leaders' portal load: one leader who owns 10 groups of 12 accepted members each,
 * every member sharing data, with a year of daily check-ins (two emotions; FASTER answers every
 * other day), a crash report every ten days, and the seeded 30 Day Challenge with some items done.
 * A few members are in each triage state: an open SOS, a crash report yesterday, no check-in for
 * days. Answers the leader's bearer token and the first group's id.
 */
export async function seedGroups(db: Database['db']) {
  const started = Date.now();
  const total = LEADER_GROUPS * GROUP_MEMBERS;
  const leaderId = await seedPeople(db, 'grp', total, 'Group', '2 years');
  await db.execute(sql`
    insert into groups (name, group_type, owner_id) select 'Bench group ' || g, 'standard', ${leaderId} from generate_series(1, ${LEADER_GROUPS}) as g`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, role_type, request_status, is_sharing_data, accepted_at)
    select g.id, ${leaderId}, 'owner', 'accepted', false, now() from groups g where g.owner_id = ${leaderId}`);
  // Member i (1..120) joins group ((i - 1) / 12) + 1 in creation order.
  await db.execute(sql`
    insert into group_members (group_id, user_id, role_type, request_status, is_sharing_data, accepted_at)
    select g.id, u.id, 'member', 'accepted', true, now()
    from users u
    join lateral (select substring(u.email from 'grp([0-9]+)@')::int as i) n on true
    join (select id, row_number() over (order by id) as rn from groups where owner_id = ${leaderId}) g on g.rn = (n.i - 1) / ${GROUP_MEMBERS} + 1
    where u.email like 'grp%' and u.id <> ${leaderId}`);
  // A year of daily check-ins; every 11th member stopped checking in five days ago. A crash report
  // every ten days, and yesterday for every 7th member.
  await seedDailyRecords(db, 'grp', leaderId, {
    days: 365,
    notes: 'A year with the group',
    checkInsWhen: sql`(u.id % 11 <> 0 or d < current_date - 5)`,
    crashReportsWhen: sql`(u.id % 7 <> 0 or d < current_date - 1)`,
  });
  await db.execute(sql`
    insert into trigger_answers (user_id, system_trigger_id, reported_on, reported_date, "offset", answers)
    select u.id, st.id, now() - interval '20 hours', (now() - interval '20 hours')::date, 0, '[]'::jsonb
    from users u cross join (select id from system_triggers where is_active order by position, id limit 1) st
    where u.email like 'grp%' and u.id <> ${leaderId} and u.id % 7 = 0`);
  await db.execute(
    sql`insert into sos_alerts (user_id, level, status) select id, 'text', 'open' from users where email like 'grp%' and id <> ${leaderId} and id % 13 = 0`,
  );
  // The 30 Day Challenge for everyone, with a member-dependent number of items completed.
  await db.execute(sql`
    insert into user_courses (user_id, course_id, progress_status)
    select u.id, c.id, 'in-progress' from users u cross join (select id from courses order by id limit 1) c where u.email like 'grp%' and u.id <> ${leaderId}`);
  await db.execute(sql`
    insert into lesson_item_progress (user_course_id, lesson_item_id, progress_status, completed_on)
    select uc.id, li.id, 'completed', now()
    from user_courses uc join users u on u.id = uc.user_id and u.email like 'grp%'
    join lessons l on l.course_id = uc.course_id join lesson_items li on li.lesson_id = l.id
    where (li.id + uc.user_id) % 3 <> 0`);
  await db.execute(sql`analyze`);
  const token = await seedToken(db, leaderId, 'leader');
  const [first] = await selectRows<{ id: number }>(db, sql`select id from groups where owner_id = ${leaderId} order by id limit 1`);
  const n = await countCheckIns(db, 'grp');
  console.log(
    `seeded a leader of ${LEADER_GROUPS} groups x ${GROUP_MEMBERS} members with ${n} check-ins in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { leaderToken: token, groupId: Number(first!.id) };
}
