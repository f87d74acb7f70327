import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** What the admin console reads of coaching for a person's page (exported one by one from index.ts). */

export interface PersonCoachLinkRow {
  kind: 'coach' | 'client';
  request_status: string;
  /** The coach's account (a client row), for the console to name them. */
  coach_user_id: number | null;
  accepted_clients: number | null;
  subscription_status: string | null;
}

/** The person as a coach (with their accepted clients) and as a client of each coach, newest first. */
export function listCoachLinksOf(db: Db, userId: number): Promise<PersonCoachLinkRow[]> {
  return selectRows<PersonCoachLinkRow>(
    db,
    sql`select * from (
          select 'coach' as kind, c.request_status, c.user_id as coach_user_id,
                 (select count(*)::int from coach_users cu where cu.coach_id = c.id and cu.request_status = 'accepted') as accepted_clients,
                 c.subscription_status, c.created_at as at
          from coaches c where c.user_id = ${userId}
          union all
          select 'client', cu.request_status, c.user_id, null, null, cu.invited_at
          from coach_users cu join coaches c on c.id = cu.coach_id where cu.user_id = ${userId}
        ) links order by at desc`,
  );
}
