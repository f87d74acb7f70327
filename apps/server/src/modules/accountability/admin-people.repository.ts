import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** What the admin console reads of accountability: counts only (exported one by one from index.ts). */

/** The person's accepted accountability partners, either side of the request. */
export async function countPartnersOf(db: Db, userId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from accountability_partners
        where status = 'accepted' and (requester_id = ${userId} or recipient_id = ${userId})`,
  );
  return Number(row?.n ?? 0);
}

/** SOS alerts nobody has acknowledged or closed yet (the dashboard). */
export async function countOpenSos(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from sos_alerts where status = 'open'`);
  return Number(row?.n ?? 0);
}
