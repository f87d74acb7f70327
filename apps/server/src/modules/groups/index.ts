import type { FastifyInstance } from 'fastify';
import { groupTargets } from '@holdfast/shared/groups';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { notificationsOf } from '../notifications';
import * as sources from './consent.repository';
import { registerGroupsRoutes } from './groups.routes';
import { createGroupsService } from './groups.service';
import { groupLinkSql } from './link-sql.repository';
import * as links from './links.repository';
import { createMemberDataService } from './member-data.service';
import { createMemberInvitationsService } from './member-invitations.service';
import { attachInvitee } from './members.repository';
import { createMembersService } from './members.service';
import { insertNote } from './notes.repository';
import { createNotesService } from './notes.service';
import type { ChatCardsAnswer, MemberLinksAnswer } from './groups.answers';
import { registerGroupsErasure } from './groups.erasure';

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
  registerGroupsErasure(ctx);
  ctx.answers.give('groups.member-links', memberLinks);
  ctx.answers.give('groups.chat-cards', groupCards);
  const deps = { notifications: notificationsOf(ctx) };
  ctx.consent.addSource(
    'group',
    async (db, viewerId, ownerId) =>
      (await sources.sharingMembersFor(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'group' as const,
        contextId: Number(g.group_id),
        sharing: { ...GROUP_SHARING },
      })),
    (db, ownerId) => sources.adminsSeeing(db, ownerId),
  );
  ctx.consent.addLink(
    'group',
    async (db, viewerId, otherId) => {
      const shared = await links.findSharedGroup(db, viewerId, otherId);
      return { sharedGroup: shared ? { groupId: Number(shared.group_id), otherMemberId: Number(shared.other_member_id) } : null };
    },
    groupLinkSql,
  );
  // The group chat's cards (scoped: only reads that name 'group_chat', never an SOS or another page).
  ctx.consent.addSource(
    'group_chat',
    async (db, viewerId, ownerId) =>
      (await sources.chatSharingMembersFor(db, viewerId, ownerId)).map((g) => ({
        ownerId: Number(g.owner_id),
        via: 'group_chat' as const,
        contextId: Number(g.group_id),
        sharing: { ...GROUP_CHAT_SHARING },
      })),
    (db, ownerId) => sources.chatViewersSeeing(db, ownerId),
    { scoped: true },
  );
  ctx.invitations.handle('group', async (tx, { invitation, userId }) => {
    if (invitation.contextId !== null) await attachInvitee(tx, invitation.contextId, invitation.email, userId);
    return { url: groupTargets.smallGroups, isExternal: false };
  });
  registerGroupsRoutes(app, {
    groups: createGroupsService(ctx),
    members: createMembersService(ctx, deps),
    invitations: createMemberInvitationsService(ctx, deps),
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
  ) => insertNote(db, { ...v, noteType: 'status_changed', content: null, meetingDate: null }),
};

/**
 * For premium groups, whose applicants are rows of group_members: the reads of a row by key over its
 * own columns, and a person's row by account or address (placing an applicant refuses a second row).
 */
export { findRowForInvitee } from './members.repository';
export { applicantRows, applicantSql, premiumGroupRows, type ApplicantMemberRow, type PremiumGroupRow } from './premium.repository';
export { groupNames } from './link-sql.repository';
export { groupsExport } from './groups.export';

/**
 * For messaging's check-in and crash-report cards: which groups' chats get a member's card, and who
 * of a group hears of a new one (with when each joined: a card is read only by members who were in
 * the group when it was posted). Whether each reader sees its details is the 'group_chat' consent source's answer.
 */
/** Membership rows for the chats that belong to them (messaging's group and group-member chats: the answer 'groups.member-links'). */
const memberLinks: MemberLinksAnswer = {
  membership: links.findMembershipRow,
  member: links.findMemberRow,
  acceptedMembers: links.listAcceptedMembers,
};
export type { MembershipRow } from './links.repository';

const groupCards: ChatCardsAnswer = {
  groupsOf: (db: Db, userId: number) => links.cardGroupsOf(db, userId),
  audienceOf: (db: Db, groupId: number) => links.acceptedMembersSince(db, groupId),
};

/** The leaders' triage rule (why a member needs attention), for coaching's caseload ranked by need. */
export { localTodayAt, reasonsOf } from './member-data.service';

/**
 * The privacy centre's preview of what a group's leaders see of me there: my own item of member
 * progress, made by the leaders' own code (member-data's `progressOf`) for consent's grant.
 */
export const groupLeaderPreviewOf = (ctx: AppContext) => createMemberDataService(ctx).previewForLeader;
/** The admin console's person page: the person's groups, and groups' names. */
export { findGroupNames, listGroupsOfPerson } from './admin-people.repository';
