import type { CoachNote } from '@holdfast/shared/coaching';
import { isoInstant } from '../../platform/db/instant';
import type { CoachNoteRow } from './notes.repository';

export function presentNote(row: CoachNoteRow): CoachNote {
  return { id: Number(row.id), coach_user_id: Number(row.coach_user_id), note: row.note, created_at: isoInstant(row.created_at) };
}
