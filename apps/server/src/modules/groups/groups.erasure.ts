import { erasureTexts } from '@holdfast/shared/erasure';
import type { AppContext } from '../../platform/context';
import type { ErasureDeclaration } from '../../platform/db/person-tables';
import { deleteGroup } from './groups.repository';
import * as repo from './erasure.repository';

const t = erasureTexts.notices;

export const erasureDeclaration: ErasureDeclaration = {
  groups: {
    how: 'deleted',
    note: 'A group the person owns passes to its longest-standing accepted co-leader; with none it is closed (deleted). Its people are told.',
  },
  group_members: {
    how: 'cascade',
    note: 'Their memberships go with the account; invitations to their address that no account took are deleted; invited_by is set null.',
  },
  group_notes: {
    how: 'anonymised',
    columns: ['author_id', 'admin_id'],
    note: 'Notes about the person go with their membership (cascade); notes they wrote as a leader about others stay for the group without their name.',
  },
};

/** What an erasure does to groups: a sole owner's group passes to a co-leader or is closed, and its people are told. */
export function registerGroupsErasure(ctx: AppContext) {
  ctx.events.on('accounts.erasing', async (tx, e) => {
    for (const group of await repo.ownedGroupsWithHeirs(tx, e.userId)) {
      const people = (group.people ?? []).map(Number);
      if (group.heir_member_id !== null && group.heir_user_id !== null) {
        const heir = Number(group.heir_user_id);
        await repo.passGroupTo(tx, group.id, { memberId: Number(group.heir_member_id), userId: heir });
        const target = `/small-groups/${group.id}/info`;
        e.tell({
          userId: heir,
          notification: {
            title: t.groupPassedTitle,
            message: t.groupPassed(group.name),
            meta: { type: 'groups.owner-erased', target, group_id: group.id },
          },
        });
        for (const userId of people)
          if (userId !== heir)
            e.tell({
              userId,
              notification: {
                title: t.groupLeaderChangedTitle,
                message: t.groupLeaderChanged(group.name),
                meta: { type: 'groups.owner-erased', target, group_id: group.id },
              },
            });
        continue;
      }
      await ctx.invitations.revoke(tx, 'group', group.id);
      await deleteGroup(tx, group.id);
      for (const userId of people)
        e.tell({
          userId,
          notification: {
            title: t.groupClosedTitle,
            message: t.groupClosed(group.name),
            meta: { type: 'groups.closed', target: '/small-groups' },
          },
        });
    }
    await repo.deleteInvitedRowsOf(tx, e.email);
  });
}
