import type { CoachNote, CreateCoachNoteInput } from '@holdfast/shared/coaching';
import type { Page, PageQuery } from '@holdfast/shared/common';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { canUseCoachCentre } from './coaching.policy';
import type { CoachingDeps } from './deps';
import { presentNote } from './notes.presenter';
import * as repo from './notes.repository';

/**
 * A coach's private notes about one accepted client (spec 3 section 7: GET/POST
 * coach/users/{id}/notes, paged 15). Only the coach who writes them reads them here; they go with
 * either account (the client row cascades), and the client reads them in their own data export
 * (coachNotesAbout).
 */
export function createCoachNotesService(ctx: AppContext, deps: CoachingDeps) {
  async function clientRow(actor: Actor, coachUserId: number) {
    const coach = await deps.gate.coach(actor);
    return deps.gate.clientOf(coach, coachUserId, { accepted: true });
  }

  return {
    /** GET coach/users/{id}/notes?page=: newest first. */
    async list(actor: Actor, coachUserId: number, q: PageQuery): Promise<Page<CoachNote>> {
      assertCan(canUseCoachCentre(actor));
      const link = await clientRow(actor, coachUserId);
      const offset = (q.page - 1) * q.perPage;
      const rows = await repo.listNotes(ctx.db, link.id, { limit: q.perPage, offset });
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await repo.countNotes(ctx.db, link.id) : 0;
      return {
        items: rows.map(presentNote),
        page: q.page,
        perPage: q.perPage,
        offset,
        totalItems: total,
        totalPages: Math.ceil(total / q.perPage),
      };
    },

    /** POST coach/users/{id}/notes. */
    async create(actor: Actor, coachUserId: number, input: CreateCoachNoteInput): Promise<CoachNote> {
      assertCan(canUseCoachCentre(actor));
      const link = await clientRow(actor, coachUserId);
      return presentNote(await repo.insertNote(ctx.db, link.id, input.note));
    },
  };
}
export type CoachNotesService = ReturnType<typeof createCoachNotesService>;

/** The notes coaches wrote about `userId`, for the client's own data export (the note form says so: t.noteExportNotice). */
export async function coachNotesAbout(db: Db, userId: number) {
  const rows = await repo.listNotesAbout(db, userId);
  return rows.map((r) => ({ ...presentNote(r), coach_id: Number(r.coach_id) }));
}
