import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../platform/db/client';

/** Partner requests to the person's address that no account took yet (recipient_id null). */
export async function deleteRequestsToAddress(db: Db, email: string) {
  await selectRows(
    db,
    sql`delete from accountability_partners where recipient_id is null and lower(recipient_email) = ${email.toLowerCase()}`,
  );
}
