import { groupsTexts as t, isGroupAdmin, type CreateNoteInput, type GroupNotePage, type ListNotesQuery } from '@holdfast/shared/groups';
import { actorHasRole, assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { canUseGroups, canUseNotes } from './groups.policy';
import { factsOf, myFacts, presentNote } from './groups.presenter';
import { findGroupView } from './groups.repository';
import { findMember } from './members.repository';
import * as repo from './notes.repository';

/**
 * Notes on a member (spec 2 sections 3, 6): the group's owner and co-leaders, and app admins
 * (ff_admin; their notes carry admin_id and show as 'Admin'). Never the member the notes are about:
 * their own row's notes are refused to them whatever their role.
 */
export function createNotesService(ctx: AppContext) {
  async function target(actor: Actor, groupId: number, memberId: number) {
    const view = await findGroupView(ctx.db, actor.userId, groupId);
    const appAdmin = actorHasRole(actor, 'ff_admin');
    if (!view || (view.my_id === null && !appAdmin)) throw new NotFoundError(t.groupNotFound);
    const row = await findMember(ctx.db, memberId);
    if (!row || Number(row.group_id) !== groupId) throw new NotFoundError(t.memberNotFound);
    assertCan(canUseNotes(actor, myFacts(view, actor.userId), factsOf(row)));
    // An app admin's note shows as 'Admin' unless they lead this group themselves.
    return { row, asAdmin: appAdmin && !isGroupAdmin(myFacts(view, actor.userId)) };
  }

  return {
    /** GET groups/{groupId}/members/{memberId}/notes: paged 15, by created_at (desc by default). */
    async list(actor: Actor, groupId: number, memberId: number, q: ListNotesQuery): Promise<GroupNotePage> {
      assertCan(canUseGroups(actor));
      await target(actor, groupId, memberId);
      const offset = (q.page - 1) * q.perPage;
      const rows = await repo.listNotes(ctx.db, memberId, { dir: q.orderDir, limit: q.perPage, offset });
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await repo.countNotes(ctx.db, memberId) : 0;
      const sign = avatarSigner(ctx, actor.userId);
      return {
        items: rows.map((n) => presentNote(n, sign)),
        page: q.page,
        perPage: q.perPage,
        offset,
        totalItems: total,
        totalPages: Math.ceil(total / q.perPage),
      };
    },

    /** POST groups/{groupId}/members/{memberId}/notes: note, meeting_notes or meeting_scheduled. */
    async create(actor: Actor, groupId: number, memberId: number, input: CreateNoteInput) {
      assertCan(canUseGroups(actor));
      const { asAdmin } = await target(actor, groupId, memberId);
      const id = await repo.insertNote(ctx.db, {
        groupId,
        memberId,
        authorId: actor.userId,
        adminId: asAdmin ? actor.userId : null,
        title: input.title,
        noteType: input.note_type,
        content: input.content,
        meetingDate: input.meeting_date,
      });
      return presentNote((await repo.findNote(ctx.db, id))!, avatarSigner(ctx, actor.userId));
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
