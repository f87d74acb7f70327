import { displayNameOf } from '@holdfast/shared/accountability';
import { groupsTexts as t, isGroupAdmin, type GroupDetail } from '@holdfast/shared/groups';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { NotFoundError } from '../../platform/http/errors';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { findPersonNames } from '../accounts';
import { myFacts, presentGroup, presentMember } from './groups.presenter';
import * as groups from './groups.repository';
import * as members from './members.repository';

/**
 * What the caller may see of a group, for the area's services: a group or member row they are not
 * in is 404 (a stranger learns nothing of it), and the detail shows the rows they may see.
 */
export function createGroupAccess(ctx: AppContext) {
  /** The group as the caller sees it; 404 unless they are in it (any status). */
  async function groupFor(actor: Actor, groupId: number) {
    const view = await groups.findGroupView(ctx.db, actor.userId, groupId);
    if (!view || view.my_id === null) throw new NotFoundError(t.groupNotFound);
    return view;
  }

  return {
    groupFor,

    /** A row of a group the caller is in; 404 ('Member not in group') otherwise. */
    async memberOf(groupId: number, memberId: number) {
      const m = await members.findMember(ctx.db, memberId);
      if (!m || Number(m.group_id) !== groupId) throw new NotFoundError(t.memberNotFound);
      return m;
    },

    /** A member row and its group as the caller sees it: 404 for an unknown row or a group the caller may not see. */
    async memberAndGroup(actor: Actor, memberId: number) {
      const row = await members.findMember(ctx.db, memberId);
      if (!row) throw new NotFoundError(t.memberNotFound);
      const view = await groupFor(actor, Number(row.group_id)).catch(() => {
        throw new NotFoundError(t.memberNotFound);
      });
      return { row, view };
    },

    /** The group and the rows the caller may see (admins: all; others: accepted and their own). */
    async detail(actor: Actor, groupId: number): Promise<GroupDetail> {
      const view = await groupFor(actor, groupId);
      const me = myFacts(view, actor.userId);
      const sign = avatarSigner(ctx, actor.userId);
      const admin = isGroupAdmin(me);
      const rows = (await members.listMembers(ctx.db, groupId)).filter(
        (m) => admin || m.request_status === 'accepted' || Number(m.user_id) === actor.userId,
      );
      return { ...presentGroup(view, actor.userId), members: rows.map((m) => presentMember(m, me, actor.userId, sign)) };
    },

    /** A person's display name, for a notice or a mail. */
    async nameOf(userId: number) {
      return displayNameOf((await findPersonNames(ctx.db, [userId]))[0] ?? {});
    },
  };
}
