import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** Applications made as a guest with the person's address (no user_id to cascade from). */
export async function deleteGuestApplicationsOf(db: Db, email: string) {
  await selectRows(db, sql`delete from premium_applications where user_id is null and lower(guest_email) = ${email.toLowerCase()}`);
}
