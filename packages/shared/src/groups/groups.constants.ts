/**
 * Names and numbers the small-groups area fixes (spec 2 sections 3, 4.4, 6, 9). Where the
 * spec is silent the value is Holdfast's, and docs/areas/groups.md says so.
 */

/** Spec 3 "Group": group_type. */
export const GROUP_TYPES = ['standard', 'premium_groups'] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** Spec 3 "Group member": role_type. owner = Leader, group-leader = Co-leader, member = Member. */
export const GROUP_ROLES = ['owner', 'group-leader', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Roles that manage a group (spec 6: "Admin-or-owned groups are those where the user is owner or co-leader"). */
export const ADMIN_ROLES = ['owner', 'group-leader'] as const satisfies readonly GroupRole[];

/** Roles an invitation or a promote/demote may give (spec 3 "Member invite: email, role (group leader or member)"). */
export const ASSIGNABLE_ROLES = ['group-leader', 'member'] as const satisfies readonly GroupRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Spec 4.4: an invitation's request_status. */
export const MEMBER_REQUEST_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type MemberRequestStatus = (typeof MEMBER_REQUEST_STATUSES)[number];

/** What the invitee may answer (PATCH members/{id}/request-status). */
export const MEMBER_ANSWERS = ['accepted', 'rejected'] as const;
export type MemberAnswer = (typeof MEMBER_ANSWERS)[number];

/** Spec 3 "Group": premium_group_status (premium groups only; null for standard groups). */
export const PREMIUM_GROUP_STATUSES = ['pending', 'launch-pending', 'started', 'completed'] as const;
export type PremiumGroupStatus = (typeof PREMIUM_GROUP_STATUSES)[number];

/** Spec 3 "Premium application status" on a member (premium groups; null otherwise). */
export const MEMBER_PREMIUM_STATUSES = [
  'applied',
  'in-review',
  'accepted',
  'pre-payment-completed',
  'subscription-created',
  'rejected',
] as const;
export type MemberPremiumStatus = (typeof MEMBER_PREMIUM_STATUSES)[number];

/**
 * Spec 3 "Group note" types, stored in this (lower-case underscore) spelling. The API also accepts
 * the PascalCase spelling (`MeetingNotes`) and answers the stored one.
 */
export const NOTE_TYPES = ['note', 'meeting_notes', 'meeting_scheduled', 'status_changed', 'member_status_changed'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
/** The types a person writes (the status-change types are written by the server). */
export const WRITABLE_NOTE_TYPES = ['note', 'meeting_notes', 'meeting_scheduled'] as const satisfies readonly NoteType[];
export type WritableNoteType = (typeof WRITABLE_NOTE_TYPES)[number];
/** The PascalCase spelling of each type. */
export const NOTE_TYPE_PASCAL: Record<NoteType, string> = {
  note: 'Note',
  meeting_notes: 'MeetingNotes',
  meeting_scheduled: 'MeetingScheduled',
  status_changed: 'StatusChanged',
  member_status_changed: 'MemberStatusChanged',
};

/** Premium group settings (spec 9): meeting day from the days of the week, genders male and female. */
export const MEETING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type MeetingDay = (typeof MEETING_DAYS)[number];
export const GROUP_GENDERS = ['male', 'female'] as const;
export type GroupGender = (typeof GROUP_GENDERS)[number];
/** Time picker in 30-minute steps, default 12:00 (spec 9); sent as 24-hour 'HH:MM'. */
export const MEETING_TIME_STEP_MINUTES = 30;
export const DEFAULT_MEETING_TIME = '12:00';

/** Page sizes (spec 9): groups 20, members and notes 15. */
export const GROUPS_PAGE_SIZE = 20;
export const GROUP_MEMBERS_PAGE_SIZE = 15;
export const NOTES_PAGE_SIZE = 15;

/** Spec 5 and 9: note title 2 to 255; group name at least 2 (the 255 cap is Holdfast's). */
export const NOTE_TITLE_MIN = 2;
export const NOTE_TITLE_MAX = 255;
export const NOTE_CONTENT_MAX = 10_000;
export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 255;

/** Spec 9: premium groups hold 4 to 6 participants; 4 pre-paid members start one. */
export const PREMIUM_MIN_MEMBERS = 4;
export const PREMIUM_MAX_MEMBERS = 6;

/** Member data calls (check-ins, crash calendar) answer at most this many days at once. */
export const GROUP_CALENDAR_MAX_DAYS = 93;

/**
 * The leaders' triage view ('Needs attention'), most urgent first: an SOS nobody acknowledged,
 * a crash report in the last 48 hours, the dashboard's FASTER warning, no check-in for 3 days or more.
 */
export const ATTENTION_REASONS = ['sos', 'crash_report', 'faster_warning', 'no_check_in'] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];
export const ATTENTION_CRASH_HOURS = 48;
export const ATTENTION_NO_CHECK_IN_DAYS = 3;
