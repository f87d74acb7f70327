import { ERROR_CODES } from '@holdfast/shared/common';
import {
  groupsTexts as t,
  isGroupAdmin,
  memberActions,
  type GroupRole,
  type GroupType,
  type MemberRequestStatus,
  type PremiumGroupStatus,
} from '@holdfast/shared/groups';
import { actorHasRole, isVerifiedMember, refuse, type Actor, type Decision } from '../../platform/auth/actor';

/**
 * Small groups are for verified members. A group's rows are read only by people in it (anyone else
 * gets 404 before any policy is asked); what one member may do to another's row is the shared rule
 * `memberActions` (spec 2 section 6), so the actions the API answers and the ones it allows agree.
 */

/** A membership as the policies need it (the caller's or a target row). */
export interface MemberFacts {
  id?: number;
  userId: number | null;
  role: GroupRole;
  requestStatus: MemberRequestStatus;
  isSharingData: boolean;
}

export const canUseGroups = (actor: Actor): Decision => isVerifiedMember(actor);

/** Premium groups only for a user whose profile says leader (spec 6). */
export const canCreateGroup = (actor: Actor, input: { groupType: GroupType; isLeader: boolean }): Decision =>
  isVerifiedMember(actor) && (input.groupType === 'standard' || input.isLeader || refuse(t.onlyLeadersPremium, ERROR_CODES.notLeader));

/** Owner or co-leader, accepted: rename, settings, add members, resend, remind, member data, notes. */
export const canManageGroup = (actor: Actor, me: MemberFacts | null): Decision =>
  (isVerifiedMember(actor) && isGroupAdmin(me)) || refuse(t.onlyAdmins, ERROR_CODES.notGroupAdmin);

/**
 * Member data (progress, course progress, check-ins, crash calendar): the owner and co-leaders, and
 * for a premium group only once it has started (spec 2 sections 2.4, 4.5: before the start its
 * leaders are sent to premium group management).
 */
export const canReadMemberData = (
  actor: Actor,
  me: MemberFacts | null,
  group: { groupType: GroupType; premiumStatus: PremiumGroupStatus | null },
): Decision => {
  const admin = canManageGroup(actor, me);
  if (admin !== true) return admin;
  return (
    group.groupType !== 'premium_groups' ||
    group.premiumStatus === 'started' ||
    group.premiumStatus === 'completed' ||
    refuse(t.progressBeforeStart, ERROR_CODES.premiumNotStarted)
  );
};

/** Only the owner deletes the group. */
export const canDeleteGroup = (actor: Actor, me: MemberFacts | null): Decision =>
  (isVerifiedMember(actor) && me?.role === 'owner' && me.requestStatus === 'accepted') || refuse(t.onlyOwner, ERROR_CODES.notGroupOwner);

/** Notes: the group's owner and co-leaders, and app admins; never the member the note is about. */
export const canUseNotes = (actor: Actor, me: MemberFacts | null, row: MemberFacts): Decision => {
  if (!isVerifiedMember(actor)) return false;
  if (row.userId === actor.userId) return refuse(t.notOnYourself, ERROR_CODES.ownRow);
  if (isGroupAdmin(me) || actorHasRole(actor, 'ff_admin')) return true;
  return refuse(t.onlyAdmins, ERROR_CODES.notGroupAdmin);
};

/** The reason `memberActions` says no, as a refusal (the row's owner, one's own row, or not an admin). */
function rowRefusal(actor: Actor, me: MemberFacts | null, row: MemberFacts) {
  if (!isGroupAdmin(me)) return refuse(t.onlyAdmins, ERROR_CODES.notGroupAdmin);
  if (row.userId !== null && row.userId === actor.userId) return refuse(t.notOnYourself, ERROR_CODES.ownRow);
  if (row.role === 'owner') return refuse(t.notOnOwner, ERROR_CODES.ownerRow);
  return null;
}

/** Promote (member -> group-leader) or demote (group-leader -> member): accepted rows, not the owner's, not one's own. */
export const canChangeRole = (actor: Actor, me: MemberFacts | null, row: MemberFacts, to: 'group-leader' | 'member'): Decision => {
  if (!isVerifiedMember(actor)) return false;
  const a = memberActions(me, row);
  if (to === 'group-leader' ? a.promote : a.demote) return true;
  return (
    rowRefusal(actor, me, row) ??
    (row.requestStatus !== 'accepted'
      ? refuse(t.sharingNeedsAccepted, ERROR_CODES.notAccepted)
      : refuse(t.alreadyThatRole, ERROR_CODES.sameRole))
  );
};

export const canRemoveMember = (actor: Actor, me: MemberFacts | null, row: MemberFacts): Decision =>
  isVerifiedMember(actor) && (memberActions(me, row).remove || (rowRefusal(actor, me, row) ?? false));

/** Sharing is the data owner's own consent: only on one's own row, once accepted. */
export const canToggleSharing = (actor: Actor, row: MemberFacts): Decision => {
  if (!isVerifiedMember(actor)) return false;
  if (row.userId !== actor.userId) return refuse(t.onlyOwnSharing, ERROR_CODES.notOwnSharing);
  return row.requestStatus === 'accepted' || refuse(t.sharingNeedsAccepted, ERROR_CODES.notAccepted);
};

/** Reminders only for accepted members who share data, by an admin, not to oneself. */
export const canSendReminder = (actor: Actor, me: MemberFacts | null, row: MemberFacts): Decision => {
  if (!isVerifiedMember(actor)) return false;
  if (memberActions(me, row).send_reminder) return true;
  if (!isGroupAdmin(me)) return refuse(t.onlyAdmins, ERROR_CODES.notGroupAdmin);
  if (row.userId === actor.userId) return refuse(t.notOnYourself, ERROR_CODES.ownRow);
  return refuse(t.reminderNeedsSharing, ERROR_CODES.notSharing);
};

/** Resend only for members who have not accepted, by an admin. */
export const canResendInvitation = (actor: Actor, me: MemberFacts | null, row: MemberFacts): Decision =>
  isVerifiedMember(actor) &&
  (memberActions(me, row).resend_invitation ||
    (!isGroupAdmin(me) ? refuse(t.onlyAdmins, ERROR_CODES.notGroupAdmin) : refuse(t.resendNeedsNotAccepted, ERROR_CODES.alreadyAccepted)));

/** The invitee answers their own invitation (pending or rejected; an accepted one is final). */
export const canAnswerInvitation = (actor: Actor, row: MemberFacts): Decision => {
  if (!isVerifiedMember(actor)) return false;
  if (row.userId !== actor.userId) return refuse(t.notYourInvitation, ERROR_CODES.notRecipient);
  return row.requestStatus !== 'accepted' || refuse(t.alreadyAccepted, ERROR_CODES.alreadyAccepted);
};
