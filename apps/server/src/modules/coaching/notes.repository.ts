import { sql } from 'drizzle-orm';
import { preparedRows, selectRows, type Db } from '../../platform/db/client';
import { coachNotes } from './coaching.table';

export interface CoachNoteRow {
  id: number;
  coach_user_id: number;
  note: string;
  created_at: Date | string;
}

const notePage = preparedRows<CoachNoteRow & { total: number }>(
  'coaching_note_page',
  sql`select n.id, n.coach_user_id, n.note, n.created_at, count(*) over () as total
      from coach_notes n where n.coach_user_id = ${sql.placeholder('client')}::int
      order by n.id desc limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int`,
);

/** A page of the notes about one client row, newest first, each with the count of them all (coach_notes_client_idx). */
export function listNotes(db: Db, coachUserId: number, page: { limit: number; offset: number }) {
  return notePage(db, { client: coachUserId, limit: page.limit, offset: page.offset });
}

export async function countNotes(db: Db, coachUserId: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from coach_notes where coach_user_id = ${coachUserId}`);
  return Number(row?.n ?? 0);
}

export async function insertNote(db: Db, coachUserId: number, note: string): Promise<CoachNoteRow> {
  const [row] = await db.insert(coachNotes).values({ coachUserId, note }).returning();
  return { id: row!.id, coach_user_id: row!.coachUserId, note: row!.note, created_at: row!.createdAt };
}

/** Every note any coach wrote about `userId` (their client rows), oldest first: the client's own data export reads them. */
export function listNotesAbout(db: Db, userId: number) {
  return selectRows<CoachNoteRow & { coach_id: number }>(
    db,
    sql`select n.id, n.coach_user_id, cu.coach_id, n.note, n.created_at
        from coach_users cu join coach_notes n on n.coach_user_id = cu.id
        where cu.user_id = ${userId} order by n.id`,
  );
}
