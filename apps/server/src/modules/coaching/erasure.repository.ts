import { sql } from 'drizzle-orm';
import { selectRow, selectRows, type Db } from '../../platform/db/client';

/** The person as a coach: the coach row's billing customer, their resources' files and their clients' accounts. */
export async function coachSideOf(db: Db, userId: number) {
  const coach = await selectRow<{ id: number; customer_id: string | null }>(
    db,
    sql`select id, customer_id from coaches where user_id = ${userId}`,
  );
  if (!coach) return null;
  const [files, clients] = await Promise.all([
    selectRows<{ file_key: string }>(db, sql`select file_key from coach_resources where coach_id = ${coach.id} and file_key is not null`),
    selectRows<{ user_id: number }>(
      db,
      sql`select user_id from coach_users where coach_id = ${coach.id} and user_id is not null and request_status in ('accepted', 'pending')`,
    ),
  ]);
  return { customerId: coach.customer_id, fileKeys: files.map((f) => f.file_key), clientIds: clients.map((c) => Number(c.user_id)) };
}

/** The person as a client: the accounts of the coaches they were linked to (accepted). */
export async function coachesOfClient(db: Db, userId: number) {
  const rows = await selectRows<{ user_id: number }>(
    db,
    sql`select c.user_id from coach_users cu join coaches c on c.id = cu.coach_id
         where cu.user_id = ${userId} and cu.request_status = 'accepted' and c.user_id is not null`,
  );
  return rows.map((r) => Number(r.user_id));
}

/** Invitations to the person's address no account took yet: as a client, and as a coach. */
export async function deleteInvitedRowsOf(db: Db, email: string) {
  await selectRows(db, sql`delete from coach_users where user_id is null and lower(email) = ${email.toLowerCase()}`);
  await selectRows(db, sql`delete from coaches where user_id is null and lower(email) = ${email.toLowerCase()}`);
}
