import { displayNameOf, type PersonSummary } from '@holdfast/shared/accountability';
import { initials } from '@holdfast/shared/common';
import {
  groupRoleLabels,
  isGroupAdmin,
  memberActions,
  MEMBER_PREMIUM_STATUSES,
  PREMIUM_GROUP_STATUSES,
  type Group,
  type GroupMember,
  type GroupNote,
  type MemberPremiumStatus,
  type MembershipFacts,
  type PremiumGroupStatus,
} from '@holdfast/shared/groups';
import type { GroupView } from './groups.repository';
import type { MemberView } from './members.repository';
import type { NoteView } from './notes.repository';
import { isoInstant, isoInstantOrNull } from '../../platform/db/instant';

/** Makes a viewer's signed avatar link from a stored file key. */
export type SignAvatar = (key: string) => string;

const premiumGroupStatus = (v: string | null) =>
  (PREMIUM_GROUP_STATUSES as readonly string[]).includes(v ?? '') ? (v as PremiumGroupStatus) : null;
const memberPremiumStatus = (v: string | null) =>
  (MEMBER_PREMIUM_STATUSES as readonly string[]).includes(v ?? '') ? (v as MemberPremiumStatus) : null;

/** The caller's own membership facts from a group view (null when not in the group). */
export function myFacts(v: GroupView, viewerId: number): MembershipFacts | null {
  if (v.my_id === null || v.my_role === null || v.my_status === null) return null;
  return { userId: viewerId, role: v.my_role, requestStatus: v.my_status, isSharingData: !!v.my_sharing };
}

export function factsOf(m: MemberView): MembershipFacts {
  return {
    userId: m.user_id === null ? null : Number(m.user_id),
    role: m.role_type,
    requestStatus: m.request_status,
    isSharingData: !!m.is_sharing_data,
  };
}

export function presentGroup(v: GroupView, viewerId: number): Group {
  const me = myFacts(v, viewerId);
  const admin = isGroupAdmin(me);
  const settings = v.premium_group_settings;
  return {
    id: Number(v.id),
    name: v.name,
    group_type: v.group_type,
    owner_id: Number(v.owner_id),
    total_seats: v.total_seats === null ? null : Number(v.total_seats),
    premium_group_settings: settings,
    premium_group_status: premiumGroupStatus(v.premium_group_status),
    subscription_settings: settings
      ? {
          premium_group_config: {
            day: settings.day,
            projected_start_date: settings.projected_start_date,
            meeting_time: settings.meeting_time,
          },
        }
      : null,
    member_count: Number(v.member_count),
    pending_count: admin ? Number(v.pending_count) : 0,
    my_membership:
      v.my_id === null || !me
        ? null
        : {
            id: Number(v.my_id),
            role_type: me.role,
            request_status: me.requestStatus,
            is_sharing_data: me.isSharingData,
            premium_group_status: memberPremiumStatus(v.my_premium_status),
            premium_group_application_id: v.my_application_id === null ? null : Number(v.my_application_id),
          },
    is_admin: admin,
    created_at: isoInstant(v.created_at),
    updated_at: isoInstant(v.updated_at),
  };
}

export function presentPerson(
  m: Pick<MemberView, 'user_id' | 'username' | 'display_name' | 'first_name' | 'last_name' | 'profile_icon'>,
  sign: SignAvatar,
  email: string | null,
): PersonSummary {
  if (m.user_id === null)
    return { id: null, username: null, display_name: email ?? '', initials: initials({ display_name: email }), profile_icon: null, email };
  return {
    id: Number(m.user_id),
    username: m.username,
    display_name: displayNameOf({ ...m, username: m.username ?? '', email }),
    initials: initials({ ...m, display_name: m.display_name ?? m.username }),
    profile_icon: m.profile_icon ? sign(m.profile_icon) : null,
    email,
  };
}

/**
 * A row as `viewer` sees it: the address only for the group's admins and the person; the actions
 * the viewer may take on it (spec 2 section 6).
 */
export function presentMember(m: MemberView, viewer: MembershipFacts | null, viewerId: number, sign: SignAvatar): GroupMember {
  const row = factsOf(m);
  const isMe = row.userId === viewerId;
  const email = isGroupAdmin(viewer) || isMe ? m.email : null;
  return {
    id: Number(m.id),
    group_id: Number(m.group_id),
    user_id: row.userId,
    user: presentPerson(m, sign, email),
    role_type: m.role_type,
    role_label: groupRoleLabels[m.role_type],
    request_status: m.request_status,
    is_sharing_data: !!m.is_sharing_data,
    premium_group_status: memberPremiumStatus(m.premium_group_status),
    premium_group_application_id: m.premium_group_application_id === null ? null : Number(m.premium_group_application_id),
    is_me: isMe,
    actions: memberActions(viewer, row),
    invited_at: isoInstant(m.invited_at),
    accepted_at: isoInstantOrNull(m.accepted_at),
  };
}

export function presentNote(n: NoteView, sign: SignAvatar): GroupNote {
  return {
    id: Number(n.id),
    group_id: Number(n.group_id),
    member_id: Number(n.member_id),
    title: n.title,
    note_type: n.note_type,
    notes: {
      content: n.content,
      meeting_date: isoInstantOrNull(n.meeting_date),
      previous_state: n.previous_state,
      new_state: n.new_state,
    },
    admin_id: n.admin_id === null ? null : Number(n.admin_id),
    created_by: n.admin_id === null ? 'Leader' : 'Admin',
    author: n.author_id === null ? null : presentPerson({ ...n, user_id: n.author_id }, sign, null),
    created_at: isoInstant(n.created_at),
  };
}
