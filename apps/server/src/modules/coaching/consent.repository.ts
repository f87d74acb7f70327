import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '../../platform/db/client';

/**
 * The 'coach' consent rule as SQL, the one place it is written: an accepted coach whose
 * subscription opens the centre (active or trialing) sees what each accepted client's switches
 * allow. Read both ways: whose data a coach sees; which coach sees an owner's.
 */
const open = sql`c.request_status = 'accepted' and c.subscription_status in ('active', 'trialing')`;

const grants = preparedRows<{
  owner_id: number;
  coach_user_id: number;
  check_ins: boolean;
  crash_reports: boolean;
  faster: boolean;
  streaks: boolean;
}>(
  'coaching_consent_grants',
  sql`select cu.user_id as owner_id, cu.id as coach_user_id, cu.check_ins, cu.crash_reports, cu.faster, cu.streaks
      from coaches c join coach_users cu on cu.coach_id = c.id
      where c.user_id = ${sql.placeholder('viewer')}::int and ${open}
        and cu.request_status = 'accepted' and cu.user_id is not null
        and (${sql.placeholder('owner')}::int is null or cu.user_id = ${sql.placeholder('owner')}::int)`,
);

export function clientsGrantedTo(db: Db, viewerId: number, ownerId?: number) {
  return grants(db, { viewer: viewerId, owner: ownerId ?? null });
}

const viewers = preparedRows<{ user_id: number }>(
  'coaching_consent_viewers',
  sql`select c.user_id from coach_users cu join coaches c on c.id = cu.coach_id
      where cu.user_id = ${sql.placeholder('owner')}::int and cu.request_status = 'accepted' and ${open} and c.user_id is not null`,
);

export async function coachesSeeing(db: Db, ownerId: number): Promise<number[]> {
  return (await viewers(db, { owner: ownerId })).map((r) => Number(r.user_id));
}
