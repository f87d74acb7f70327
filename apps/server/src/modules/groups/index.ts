import type { FastifyInstance } from 'fastify';
import { groupTargets } from '@holdfast/shared/groups';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { notificationsOf } from '../notifications';
import * as repo from './groups.repository';
import { registerGroupsRoutes } from './groups.routes';
import { groupLinkSql } from './link-sql.repository';
import { createGroupsService } from './groups.service';
import { createMemberDataService } from './member-data.service';
import { createNotesService } from './notes.service';

/** Everything an accepted member shares with the group's admins when is_sharing_data is on. */
const GROUP_SHARING = { check_ins: true, crash_reports: true, faster: true, streaks: true } as const;

/** What a sharing member's cards show fellow members in the group's chat: the check-in (FASTER included) or crash report, never streaks. */
const GROUP_CHAT_SHARING = { check_ins: true, crash_reports: true, faster: true, streaks: false } as const;

/**
 * Small groups and the leaders' portal. Registers the area's consent source ('group':
 * the accepted sharing members of the groups a viewer owns or co-leads) and what registering from
 * a group invitation does (the new account takes the pending row of its address).
 */
export function registerGroups(app: FastifyInstance, ctx: AppContext) {
  ctx.consent.addSource(
    'group',
    async (db, viewerId, ownerId) =>
      (await repo.sharingMembersFor(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'group' as const,
        contextId: Number(g.group_id),
        sharing: { ...GROUP_SHARING },
      })),
    (db, ownerId) => repo.adminsSeeing(db, ownerId),
  );
  ctx.consent.addLink(
    'group',
    async (db, viewerId, otherId) => {
      const shared = await repo.findSharedGroup(db, viewerId, otherId);
      return { sharedGroup: shared ? { groupId: Number(shared.group_id), otherMemberId: Number(shared.other_member_id) } : null };
    },
    groupLinkSql,
  );
  // The group chat's cards (scoped: only reads that name 'group_chat', never an SOS or another page).
  ctx.consent.addSource(
    'group_chat',
    async (db, viewerId, ownerId) =>
      (await repo.chatSharingMembersFor(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'group_chat' as const,
        contextId: Number(g.group_id),
        sharing: { ...GROUP_CHAT_SHARING },
      })),
    (db, ownerId) => repo.chatViewersSeeing(db, ownerId),
    { scoped: true },
  );
  ctx.invitations.handle('group', async (tx, { invitation, userId }) => {
    if (invitation.contextId !== null) await repo.attachInvitee(tx, invitation.contextId, invitation.email, userId);
    return { url: groupTargets.smallGroups, isExternal: false };
  });
  registerGroupsRoutes(app, {
    groups: createGroupsService(ctx, { notifications: notificationsOf(ctx) }),
    data: createMemberDataService(ctx),
    notes: createNotesService(ctx),
  });
}

/** Emitted in the leaving or removal transaction, before the row goes: 'groups.member-leaving' (groups.events.ts). */
export type { MemberLeaving } from './groups.events';

/**
 * For premium groups: each step of an applicant's pipeline writes a status-change note
 * (spec 4.5: previous and new state) through the notes of this area.
 */
export const groupNotes = {
  insertStatusNote: (
    db: Db,
    v: {
      groupId: number;
      memberId: number;
      authorId: number | null;
      adminId: number | null;
      title: string;
      previousState: string | null;
      newState: string;
    },
  ) => repo.insertNote(db, { ...v, noteType: 'status_changed', content: null, meetingDate: null }),
};

/**
 * For premium groups, whose applicants are rows of group_members: a person's row by account or
 * address (placing an applicant refuses a second row), the premium groups' and applicants' rows,
 * and the fragments that name a group or an applicant's row in the premium area's own statements.
 */
export { findRowForInvitee } from './groups.repository';
export { applicantRows, applicantSql, premiumGroupRows, type ApplicantMemberRow, type PremiumGroupRow } from './premium.repository';
export { groupNames } from './link-sql.repository';

/**
 * For messaging's check-in and crash-report cards: which groups' chats get a member's card, and who
 * of a group hears of a new one (with when each joined: a card is read only by members who were in
 * the group when it was posted). Whether each reader sees its details is the 'group_chat' consent source's answer.
 */
/** Membership rows for the chats that belong to them (messaging's group and group-member chats; passed in by app.ts). */
export const memberLinks = { membership: repo.findMembershipRow, member: repo.findMemberRow, acceptedMembers: repo.listAcceptedMembers };
export type { MembershipRow } from './groups.repository';

export const groupCards = {
  groupsOf: (db: Db, userId: number) => repo.cardGroupsOf(db, userId),
  audienceOf: (db: Db, groupId: number) => repo.acceptedMembersSince(db, groupId),
};
