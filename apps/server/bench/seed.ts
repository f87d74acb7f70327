import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../src/platform/db/client';
import { hashToken } from '../src/modules/accounts';

type Db = Database['db'];

/**
 * Members `<prefix>0@example.com` .. `<prefix><last>@example.com` (usernames `<prefix>i`), made
 * `age` ago (a PostgreSQL interval), each with a profile named `<firstName> Member`. The password
 * hash is fixed: nobody logs in with a password here (tokens are inserted directly). Answers the id
 * of member 0 (the one the load is measured for).
 */
export async function seedPeople(db: Db, prefix: string, last: number, firstName: string, age: string) {
  await db.execute(sql`
    insert into users (email, username, password_hash, verified_on, created_at)
    select ${prefix}::text || i || '@example.com', ${prefix}::text || i, 'x', now(), now() - ${age}::interval from generate_series(0, ${last}) as i`);
  await db.execute(
    sql`insert into profiles (user_id, first_name, last_name, gender) select id, ${firstName}::text, 'Member', 'Male' from users where email like ${`${prefix}%`}`,
  );
  const [first] = await selectRows<{ id: number }>(db, sql`select id from users where email = ${`${prefix}0@example.com`}`);
  return first!.id;
}

/** A condition on the member `u` and the day `d` (a timestamp), for the gaps of a triage state. */
const always = sql`true`;

/**
 * The `<prefix>` members' records (all but `skipId`) for the last `days` days up to yesterday: a
 * check-in every day at 21:00 (a relapse or danger day by the member and day of the year), with two
 * emotions and, every other check-in, a FASTER answer; and a crash report every ten days at 23:00
 * with every question of the first active trigger's form answered. `checkInsWhen` and
 * `crashReportsWhen` leave out some (member, day) pairs.
 */
export async function seedDailyRecords(
  db: Db,
  prefix: string,
  skipId: number,
  options: { days: number; notes: string; checkInsWhen?: SQL; crashReportsWhen?: SQL },
) {
  const like = `${prefix}%`;
  await db.execute(sql`
    insert into checkins (user_id, checkin_on, checkin_date, "offset", feeling_zone, feeling_notes)
    select u.id, d + time '21:00', d, 0,
           case when (u.id + extract(doy from d)::int) % 45 = 0 then 'relapse' when (u.id + extract(doy from d)::int) % 7 = 0 then 'danger' else 'recovery' end,
           ${options.notes}::text
    from users u cross join generate_series((current_date - ${options.days}::int)::timestamp, current_date - 1, interval '1 day') as g(d)
    where u.email like ${like} and u.id <> ${skipId} and ${options.checkInsWhen ?? always}`);
  await db.execute(sql`
    insert into checkin_emotions (checkin_id, emotion_id, position, user_id, checkin_date)
    select c.id, 1 + (c.id % 15), 0, c.user_id, c.checkin_date from checkins c join users u on u.id = c.user_id and u.email like ${like}
    union all select c.id, 1 + ((c.id + 7) % 15), 1, c.user_id, c.checkin_date from checkins c join users u on u.id = c.user_id and u.email like ${like}`);
  await db.execute(sql`
    insert into checkin_faster_answers (checkin_id, fast_emotion_id, priority, user_id, checkin_date)
    select c.id, (1 + c.id % 7) * 100 + 1 + c.id % 6, 2, c.user_id, c.checkin_date from checkins c join users u on u.id = c.user_id and u.email like ${like} where c.id % 2 = 0`);
  await db.execute(sql`
    insert into trigger_answers (user_id, system_trigger_id, reported_on, reported_date, "offset", answers)
    select u.id, st.id, d + time '23:00', d, 0,
           (select jsonb_agg(jsonb_build_object('question_id', q.id, 'answer', 'Seeded answer')) from form_questions q where q.form_id = st.form_id)
    from users u cross join (select id, form_id from system_triggers where is_active order by position, id limit 1) st
    cross join generate_series((current_date - ${options.days}::int)::timestamp, current_date - 1, interval '10 days') as g(d)
    where u.email like ${like} and u.id <> ${skipId} and ${options.crashReportsWhen ?? always}`);
}

/** How many check-ins the `<prefix>` members have (for the seeding's log line). */
export async function countCheckIns(db: Db, prefix: string) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from checkins c join users u on u.id = c.user_id and u.email like ${`${prefix}%`}`,
  );
  return row!.n;
}

/** A bearer token for `userId`, valid for a day; `label` names whose it is in the token's text. */
export async function seedToken(db: Db, userId: number, label: string) {
  const token = `bench-${label}-${Math.random().toString(36).slice(2)}`;
  await db.execute(
    sql`insert into access_tokens (user_id, token_hash, expires_at) values (${userId}, ${hashToken(token)}, now() + interval '1 day')`,
  );
  return token;
}
