import { sql } from 'drizzle-orm';
import type { NoteType } from '@holdfast/shared/groups';
import { selectRow, selectRows, type Db } from '../../platform/db/client';
import type { PersonNameColumns } from '../../platform/db/person-columns';
import { personNames } from '../accounts';

/** Notes on a member (group_notes), each with its author's name columns. */

export interface NoteView extends PersonNameColumns {
  id: number;
  group_id: number;
  member_id: number;
  title: string;
  note_type: NoteType;
  content: string | null;
  meeting_date: Date | string | null;
  previous_state: string | null;
  new_state: string | null;
  admin_id: number | null;
  author_id: number | null;
  created_at: Date | string;
  total: number;
}

export function listNotes(db: Db, memberId: number, q: { dir: 'asc' | 'desc'; limit: number; offset: number }) {
  const dir = sql.raw(q.dir === 'asc' ? 'asc' : 'desc');
  return selectRows<NoteView>(
    db,
    sql`select n.id, n.group_id, n.member_id, n.title, n.note_type, n.content, n.meeting_date, n.previous_state, n.new_state, n.admin_id, n.author_id, n.created_at,
               ${personNames.columns('a')}, count(*) over ()::int as total
        from group_notes n ${personNames.join('a', sql`n.author_id`)}
        where n.member_id = ${memberId}
        order by n.created_at ${dir}, n.id ${dir}
        limit ${q.limit} offset ${q.offset}`,
  );
}

export async function countNotes(db: Db, memberId: number) {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from group_notes where member_id = ${memberId}`);
  return Number(row?.n ?? 0);
}

export async function insertNote(
  db: Db,
  v: {
    groupId: number;
    memberId: number;
    authorId: number | null;
    adminId: number | null;
    title: string;
    noteType: NoteType;
    content: string | null;
    meetingDate: string | null;
    previousState?: string | null;
    newState?: string | null;
  },
) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into group_notes (group_id, member_id, author_id, admin_id, title, note_type, content, meeting_date, previous_state, new_state)
        values (${v.groupId}, ${v.memberId}, ${v.authorId}, ${v.adminId}, ${v.title}, ${v.noteType}, ${v.content}, ${v.meetingDate}::timestamptz,
                ${v.previousState ?? null}, ${v.newState ?? null})
        returning id`,
  );
  return Number(row!.id);
}

export async function findNote(db: Db, noteId: number) {
  return selectRow<NoteView>(
    db,
    sql`select n.id, n.group_id, n.member_id, n.title, n.note_type, n.content, n.meeting_date, n.previous_state, n.new_state, n.admin_id, n.author_id, n.created_at,
               ${personNames.columns('a')}, 1 as total
        from group_notes n ${personNames.join('a', sql`n.author_id`)}
        where n.id = ${noteId}`,
  );
}
