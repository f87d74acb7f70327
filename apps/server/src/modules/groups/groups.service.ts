import {
  groupsTexts as t,
  type CreateGroupInput,
  type GroupDetail,
  type GroupPage,
  type LeaderStatus,
  type ListGroupsQuery,
  type UpdateGroupInput,
} from '@holdfast/shared/groups';
import { assertCan, type Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { ValidationError } from '../../platform/http/errors';
import { findAccountWithLeaderFlag } from '../accounts';
import { createGroupAccess } from './group-access';
import { createGroupEvents } from './group-events';
import { canCreateGroup, canDeleteGroup, canManageGroup, canUseGroups } from './groups.policy';
import { myFacts, presentGroup } from './groups.presenter';
import * as repo from './groups.repository';
import * as members from './members.repository';

/**
 * Small groups: the groups themselves (list, create, rename or change settings, delete) and the
 * leader status. Every call opens with its policy; a group the caller is not in is 404. Changes
 * reach everyone concerned as realtime events (spec 2 section 7.5). Membership rows are
 * members.service's and member-invitations.service's.
 */
export function createGroupsService(ctx: AppContext) {
  const { groupFor, detail } = createGroupAccess(ctx);
  const { publishGroup } = createGroupEvents(ctx);

  const othersOf = (rows: readonly members.MemberView[], actorId: number) =>
    rows.flatMap((r) => (r.user_id === null || Number(r.user_id) === actorId ? [] : [Number(r.user_id)]));

  return {
    /** GET groups: mine (any status), or the ones I own or co-lead (scope=admin-or-owned); paged 20. */
    async list(actor: Actor, q: ListGroupsQuery): Promise<GroupPage> {
      assertCan(canUseGroups(actor));
      const offset = (q.page - 1) * q.perPage;
      const rows = await repo.listGroupsOf(ctx.db, actor.userId, {
        scope: q.scope,
        requestStatus: q.request_status,
        groupType: q.group_type,
        limit: q.perPage,
        offset,
      });
      const total = rows[0] ? Number(rows[0].total) : offset > 0 ? await countGroups(actor, q) : 0;
      return {
        items: rows.map((r) => presentGroup(r, actor.userId)),
        page: q.page,
        perPage: q.perPage,
        offset,
        totalItems: total,
        totalPages: Math.ceil(total / q.perPage),
      };
    },

    /** GET groups/{id}: the group and the rows I may see (admins: all; others: accepted and my own). */
    async get(actor: Actor, groupId: number): Promise<GroupDetail> {
      assertCan(canUseGroups(actor));
      return detail(actor, groupId);
    },

    /** POST groups: a standard group for anyone; premium only for a profile leader. The creator is its owner (accepted). */
    async create(actor: Actor, input: CreateGroupInput): Promise<GroupDetail> {
      assertCan(canUseGroups(actor));
      const user = await findAccountWithLeaderFlag(ctx.db, actor.userId);
      assertCan(canCreateGroup(actor, { groupType: input.group_type, isLeader: !!user?.is_leader }));
      const groupId = await ctx.db.transaction(async (tx) => {
        const group = await repo.insertGroup(tx, {
          name: input.name,
          groupType: input.group_type,
          ownerId: actor.userId,
          settings: input.premium_group_settings,
        });
        await members.insertMember(tx, {
          groupId: Number(group.id),
          userId: actor.userId,
          inviteEmail: null,
          role: 'owner',
          status: 'accepted',
          invitedBy: null,
        });
        return Number(group.id);
      });
      return detail(actor, groupId);
    },

    /** PUT groups/{id}: rename, or (premium groups) change settings; owner or co-leader. */
    async update(actor: Actor, groupId: number, input: UpdateGroupInput): Promise<{ message: string; item: GroupDetail }> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      assertCan(canManageGroup(actor, myFacts(view, actor.userId)));
      if (input.premium_group_settings && view.group_type !== 'premium_groups')
        throw ValidationError.field('premium_group_settings', t.premiumSettingsOnlyPremium);
      const settings =
        input.premium_group_settings && view.premium_group_settings
          ? { ...view.premium_group_settings, ...stripUndefined(input.premium_group_settings) }
          : undefined;
      await repo.updateGroup(ctx.db, groupId, { name: input.name, settings });
      await publishGroup(othersOf(await members.listMembers(ctx.db, groupId), actor.userId), groupId, 'group.updated');
      return {
        message: input.name !== undefined && !input.premium_group_settings ? t.renamed : t.updated,
        item: await detail(actor, groupId),
      };
    },

    /** DELETE groups/{id}: the owner only; every member is told; unused invitation links stop working. */
    async remove(actor: Actor, groupId: number): Promise<void> {
      assertCan(canUseGroups(actor));
      const view = await groupFor(actor, groupId);
      assertCan(canDeleteGroup(actor, myFacts(view, actor.userId)));
      const people = await ctx.db.transaction(async (tx) => {
        await ctx.invitations.revoke(tx, 'group', groupId);
        return repo.deleteGroup(tx, groupId);
      });
      for (const userId of people)
        if (userId !== actor.userId)
          ctx.realtime.publishToUser(userId, 'group.removed', { id: groupId, name: view.name, reason: 'deleted' });
    },

    /** GET leader: the profile's leader flag and the groups I own or co-lead. */
    async leader(actor: Actor): Promise<LeaderStatus> {
      assertCan(canUseGroups(actor));
      const [user, groups] = await Promise.all([findAccountWithLeaderFlag(ctx.db, actor.userId), repo.leaderGroups(ctx.db, actor.userId)]);
      return {
        is_leader: !!user?.is_leader,
        leads_groups: groups.length > 0,
        groups: groups.map((g) => ({ id: Number(g.id), name: g.name, group_type: g.group_type, role_type: g.role_type })),
      };
    },
  };

  async function countGroups(actor: Actor, q: ListGroupsQuery) {
    const rows = await repo.listGroupsOf(ctx.db, actor.userId, {
      scope: q.scope,
      requestStatus: q.request_status,
      groupType: q.group_type,
      limit: 1,
      offset: 0,
    });
    return rows[0] ? Number(rows[0].total) : 0;
  }
}
export type GroupsService = ReturnType<typeof createGroupsService>;

function stripUndefined<T extends object>(v: T): Partial<T> {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) as Partial<T>;
}
