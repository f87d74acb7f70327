import { isGroupAdmin } from '@holdfast/shared/groups';
import type { AppContext } from '../../platform/context';
import { avatarSigner } from '../../platform/resources/avatar-links';
import { factsOf, presentGroup, presentMember } from './groups.presenter';
import * as groups from './groups.repository';
import { acceptedMembersSince } from './links.repository';
import * as members from './members.repository';

/**
 * The area's realtime events (spec 2 section 7.5): each person concerned gets the group or member
 * row as they see it; the actor never gets their own change back.
 */
export function createGroupEvents(ctx: AppContext) {
  return {
    /** `group.updated` (or `.created`) to each of these people, with the group as each sees it. */
    async publishGroup(userIds: readonly number[], groupId: number, event: 'group.created' | 'group.updated') {
      for (const userId of userIds) {
        const view = await groups.findGroupView(ctx.db, userId, groupId);
        if (view && view.my_id !== null) ctx.realtime.publishToUser(userId, event, { item: presentGroup(view, userId) });
      }
    },

    /** A member event to the group's accepted admins and (for updates) the member, never the actor. */
    async publishMember(
      groupId: number,
      groupName: string,
      event: 'group-member.created' | 'group-member.updated',
      memberId: number,
      actorId: number,
      alsoTo: number | null = null,
    ) {
      const rows = await members.listMembers(ctx.db, groupId);
      const row = rows.find((r) => Number(r.id) === memberId);
      if (!row) return;
      for (const viewer of rows) {
        const viewerId = viewer.user_id === null ? null : Number(viewer.user_id);
        if (viewerId === null || viewerId === actorId) continue;
        if (!isGroupAdmin(factsOf(viewer)) && viewerId !== alsoTo) continue;
        ctx.realtime.publishToUser(viewerId, event, {
          item: presentMember(row, factsOf(viewer), viewerId, avatarSigner(ctx, viewerId)),
          group_id: groupId,
          group_name: groupName,
        });
      }
    },

    async publishMemberRemoved(groupId: number, groupName: string, memberId: number, actorId: number) {
      for (const viewer of await members.listMembers(ctx.db, groupId)) {
        const viewerId = viewer.user_id === null ? null : Number(viewer.user_id);
        if (viewerId === null || viewerId === actorId || !isGroupAdmin(factsOf(viewer))) continue;
        ctx.realtime.publishToUser(viewerId, 'group-member.removed', { id: memberId, group_id: groupId, group_name: groupName });
      }
    },

    /** The group chat's cards may read differently now (sharing changed, a member left or was removed): every accepted member reloads them. */
    async publishCardsChanged(groupId: number) {
      for (const m of await acceptedMembersSince(ctx.db, groupId))
        ctx.realtime.publishToUser(Number(m.user_id), 'group.sharing-changed', { group_id: groupId });
    },
  };
}
