import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/platform/db/client';
import { countCheckIns, seedDailyRecords, seedPeople, seedToken } from './seed';

/** The coach's accepted clients on the bench. */
export const COACH_CLIENTS = 50;

/**
 * The coaching centre's load: one coach (accepted, billing complete, subscription active) with 50
 * accepted clients, each with a year of daily check-ins (two emotions; FASTER answers every other
 * day), a crash report every ten days, the 30 Day Challenge with some items done, and 90 days of
 * habit tracker submissions; every 9th shares no crash reports or streaks; and 5 pending and 3
 * rejected invitations. A few clients are in each state the list ranks: an open SOS, a crash report
 * yesterday, no check-in for days, the habit tracker stopped ten days ago. Answers the coach's token.
 */
export async function seedCoaching(db: Database['db']) {
  const started = Date.now();
  const coachId = await seedPeople(db, 'cch', COACH_CLIENTS, 'Coached', '2 years');
  await db.execute(sql`insert into roles (name) values ('coach') on conflict do nothing`);
  await db.execute(sql`insert into user_roles (user_id, role_id) select ${coachId}, id from roles where name = 'coach'`);
  await db.execute(sql`
    insert into coaches (user_id, email, request_status, is_billing_setup_complete, subscription_status, accepted_at, billed_quantity)
    values (${coachId}, 'cch0@example.com', 'accepted', true, 'active', now() - interval '1 year', ${COACH_CLIENTS})`);
  await db.execute(sql`
    insert into coach_users (coach_id, user_id, email, request_status, crash_reports, streaks, invited_at, answered_at)
    select c.id, u.id, u.email, 'accepted', u.id % 9 <> 0, u.id % 9 <> 0, now() - interval '1 year', now() - interval '1 year'
    from users u cross join (select id from coaches where user_id = ${coachId}) c
    where u.email like 'cch%' and u.id <> ${coachId}`);
  await db.execute(sql`
    insert into coach_users (coach_id, email, request_status, invited_at)
    select c.id, 'cch-invitee' || i || '@example.com', case when i <= 5 then 'pending' else 'rejected' end, now() - interval '1 week'
    from generate_series(1, 8) as i cross join (select id from coaches where user_id = ${coachId}) c`);
  await seedDailyRecords(db, 'cch', coachId, {
    days: 365,
    notes: 'A year with the coach',
    checkInsWhen: sql`(u.id % 11 <> 0 or d < current_date - 5)`,
    crashReportsWhen: sql`(u.id % 7 <> 0 or d < current_date - 1)`,
  });
  await db.execute(sql`
    insert into trigger_answers (user_id, system_trigger_id, reported_on, reported_date, "offset", answers)
    select u.id, st.id, now() - interval '20 hours', (now() - interval '20 hours')::date, 0, '[]'::jsonb
    from users u cross join (select id from system_triggers where is_active order by position, id limit 1) st
    where u.email like 'cch%' and u.id <> ${coachId} and u.id % 7 = 0`);
  await db.execute(
    sql`insert into sos_alerts (user_id, level, status) select id, 'text', 'open' from users where email like 'cch%' and id <> ${coachId} and id % 13 = 0`,
  );
  await db.execute(sql`
    insert into user_courses (user_id, course_id, progress_status)
    select u.id, c.id, 'in-progress' from users u cross join (select id from courses order by id limit 1) c where u.email like 'cch%' and u.id <> ${coachId}`);
  await db.execute(sql`
    insert into lesson_item_progress (user_course_id, lesson_item_id, progress_status, completed_on)
    select uc.id, li.id, 'completed', now()
    from user_courses uc join users u on u.id = uc.user_id and u.email like 'cch%'
    join lessons l on l.course_id = uc.course_id join lesson_items li on li.lesson_id = l.id
    where (li.id + uc.user_id) % 3 <> 0`);
  // The habit tracker every day for 90 days up to yesterday; every 5th client stopped ten days ago.
  await db.execute(sql`
    insert into habit_submissions (user_id, form_id, submitted_on, value, total, total_questions)
    select u.id, coalesce((select (config->>'form_id')::int from system_configs where type = 'HabitMetricCalculation'), 0), d::date,
           (u.id + extract(doy from d)::int) % 16, 15, 5
    from users u cross join generate_series((current_date - 90)::timestamp, current_date - 1, interval '1 day') as g(d)
    where u.email like 'cch%' and u.id <> ${coachId} and (u.id % 5 <> 0 or d < current_date - 10)`);
  // Their kept scores, as the migration that added them computed those of older submissions.
  const migration = readFileSync(new URL('../drizzle/20261202155910_coaching_habit_states.sql', import.meta.url), 'utf8');
  await db.execute(sql.raw(migration.split('--> statement-breakpoint').find((part) => part.includes('DO $$'))!));
  await db.execute(sql`analyze`);
  const token = await seedToken(db, coachId, 'coach');
  const n = await countCheckIns(db, 'cch');
  console.log(`seeded a coach of ${COACH_CLIENTS} clients with ${n} check-ins in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return token;
}
