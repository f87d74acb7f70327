import type { GroupDetail, GroupMember, MemberActions, MemberProgress } from '@holdfast/shared/groups';
import { person } from './accountability';

/** Contract-shaped answers of the groups API for component tests. */
export const NO_ACTIONS: MemberActions = {
  promote: false,
  demote: false,
  remove: false,
  toggle_sharing: false,
  send_reminder: false,
  resend_invitation: false,
  view_notes: false,
  leave: false,
};

export function member(overrides: Partial<GroupMember> = {}): GroupMember {
  return {
    id: 31,
    group_id: 7,
    user_id: 2,
    user: person(),
    role_type: 'member',
    role_label: 'Member',
    request_status: 'accepted',
    is_sharing_data: true,
    premium_group_status: null,
    premium_group_application_id: null,
    is_me: false,
    actions: NO_ACTIONS,
    invited_at: '2026-03-01T10:00:00.000Z',
    accepted_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function groupDetail(overrides: Partial<GroupDetail> = {}): GroupDetail {
  return {
    id: 7,
    name: 'Tuesday Men',
    group_type: 'standard',
    owner_id: 1,
    total_seats: null,
    premium_group_settings: null,
    premium_group_status: null,
    subscription_settings: null,
    member_count: 2,
    pending_count: 0,
    my_membership: {
      id: 30,
      role_type: 'owner',
      request_status: 'accepted',
      is_sharing_data: false,
      premium_group_status: null,
      premium_group_application_id: null,
    },
    is_admin: true,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    members: [],
    ...overrides,
  };
}

export function memberProgress(overrides: Partial<MemberProgress> = {}): MemberProgress {
  return {
    member_id: 31,
    user_id: 2,
    user: person(),
    role_type: 'member',
    last_checkin: null,
    checkin_streak: 3,
    crash_reports_30d: 1,
    courses: [],
    overall_percent: 40,
    ...overrides,
  };
}
