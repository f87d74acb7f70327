import { ADMIN_ROLES, type GroupRole, type MemberRequestStatus } from './groups.constants';
import type { MemberActions } from './groups.contract';

/** A membership as the rules need it. */
export interface MembershipFacts {
  userId: number | null;
  role: GroupRole;
  requestStatus: MemberRequestStatus;
  isSharingData: boolean;
}

/** An accepted owner or co-leader (spec 6: admin-or-owned). */
export function isGroupAdmin(m: Pick<MembershipFacts, 'role' | 'requestStatus'> | null | undefined): boolean {
  return !!m && m.requestStatus === 'accepted' && (ADMIN_ROLES as readonly string[]).includes(m.role);
}

/**
 * What `viewer` may do on `row` (spec 2 section 6): the owner's row has no promote, demote or remove;
 * nobody acts on their own row (but leaves from it and sets their own sharing); reminders only for
 * accepted members who share data; resend only for members who have not accepted; sharing is the
 * row owner's own choice, once accepted (consent; see docs/areas/groups.md).
 */
export function memberActions(viewer: MembershipFacts | null, row: MembershipFacts): MemberActions {
  const own = viewer !== null && viewer.userId !== null && viewer.userId === row.userId;
  const admin = isGroupAdmin(viewer) && !own;
  const accepted = row.requestStatus === 'accepted';
  return {
    promote: admin && accepted && row.role === 'member',
    demote: admin && accepted && row.role === 'group-leader',
    remove: admin && row.role !== 'owner',
    toggle_sharing: own && accepted,
    send_reminder: admin && accepted && row.isSharingData && row.userId !== null,
    resend_invitation: admin && !accepted,
    view_notes: admin,
    leave: own,
  };
}

/**
 * Spec 5: leaving is blocked ('Please add another Group admin before leaving the group.') when the
 * leaver is the only accepted owner or co-leader.
 */
export function isLastAdmin(leaverUserId: number, rows: readonly MembershipFacts[]): boolean {
  const leaver = rows.find((r) => r.userId === leaverUserId);
  if (!isGroupAdmin(leaver)) return false;
  return !rows.some((r) => r.userId !== leaverUserId && isGroupAdmin(r));
}
