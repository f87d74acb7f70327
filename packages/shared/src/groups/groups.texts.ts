import type { AttentionReason, GroupRole, MeetingDay, NoteType } from './groups.constants';

/**
 * Texts of the small-groups area and the leaders' portal: spec 2 sections 2.3, 2.4, 5 and 8, and
 * Holdfast's where the spec has none (marked). The spec's words are kept as given, typos included
 * ('A members has been removed…'), since they are requirements.
 */
export const groupsTexts = {
  // Section 2.3 / 2.4: screens.
  smallGroupsTitle: 'Small Groups',
  createSmallGroup: 'Create Small Group',
  yourGroups: 'Your Groups',
  pendingRequests: 'Pending Requests',
  appliedPremiumGroups: 'Applied Premium Groups',
  rejectedRequests: 'Rejected Requests',
  groupChat: 'Group Chat',
  groupCrashReports: 'Group Crash Reports',
  leaveGroup: 'Leave group',
  resendSubscription: 'Resend Subscription',
  pendingChip: 'Pending',
  leadersPortal: "Leaders' Portal",
  addNewGroup: 'Add New Group',
  instructions: 'Instructions',
  smallGroupSection: 'Small Group',
  premiumGroupSection: 'Premium Group',
  editGroup: 'Edit Group',
  memberProgress: 'Member Progress',
  groupProgress: 'Group Progress',
  groupCrashReport: 'Group Crash Report',
  completePremiumGroup: 'Complete Premium Group',
  addMember: 'Add Member',
  tabCourseProgress: 'Course Progress',
  tabGroupCrashReport: 'Group Crash Report',
  tabCheckInHistory: 'Check In History',
  // Holdfast's: the triage view.
  needsAttention: 'Needs attention',
  needsAttentionEmpty: 'Nobody in your groups needs attention right now.',
  sendReminder: 'Send Reminder',
  promote: 'Promote to Co-leader',
  demote: 'Demote to Member',
  removeMember: 'Remove',
  resendInvitation: 'Resend Invitation',
  shareData: 'Share my data with the group',
  notes: 'Notes',
  addNote: 'Add Note',
  noNotes: 'No notes yet',
  noGroups: 'No groups yet',
  noMembers: 'No members yet',

  // Section 5: validation.
  groupNameMismatch: 'Group name does not match',
  lastAdmin: 'Please add another Group admin before leaving the group.',

  // Section 8: failures (toasts).
  loadGroupsFailure: 'Error loading groups',
  loadGroupFailure: 'Error loading group',
  fetchGroupFailure: 'Unable to fetch group',
  memberInfoFailure: 'Unable to fetch member detail info',
  createFailure: 'Unable to create new group',
  renameFailure: 'Unable to change group name',
  deleteFailure: 'Unable to delete the group',
  updateFailure: 'Unable to update group',
  somethingWentWrong: 'Something went wrong',
  unableToLogin: 'Unable to login',
  checkInsFailure: 'Unable to fetch member checkins for dates',
  triggersFailure: 'Unable to fetch triggers for members',
  saveNotesFailure: 'Unable to save notes',
  sendInvitationFailure: 'Unable to send invitation',
  removeMemberFailure: 'Unable to remove member',
  leaveFailure: 'Unable to leave group',
  sharingFailure: 'Unable to update sharing status',
  roleFailure: 'Unable to update role of user',
  reminderFailure: 'Unable to send reminder',
  statusFailure: 'Unable to update status',

  // Section 8: success (toasts; the API answers them as {message}).
  renamed: 'Group name changed successfully',
  invitationToGroupSent: 'Invitation to join group sent.',
  deleted: 'Group deleted successfully',
  updated: 'Group updated successfully',
  created: 'New group created successfully',
  invitationSent: 'Invitation sent successfully',
  memberRemoved: 'Member removed successfully.',
  left: 'Group left successfully',
  sharingUpdated: 'Sharing status of leader updated',
  roleUpdated: 'User role updated successfully',
  reminderSent: 'Reminder sent successfully',
  statusUpdated: 'Status updated successfully',
  // Holdfast's: the spec names no success text for a note.
  noteSaved: 'Note saved successfully',

  // Section 8: internal errors (404 answers).
  groupNotFound: 'Group not found',
  memberNotFound: 'Member not in group',

  // Refusals (403/409/422), Holdfast's words.
  onlyAdmins: 'Only the group leader or a co-leader can do this.',
  onlyOwner: 'Only the group leader can delete the group.',
  onlyLeadersPremium: 'Only leaders can create premium groups.',
  notOnOwner: 'The group leader cannot be promoted, demoted or removed.',
  notOnYourself: 'You cannot do this on your own membership.',
  onlyOwnSharing: 'Only the member can change whether their data is shared.',
  sharingNeedsAccepted: 'Data can be shared once the invitation is accepted.',
  reminderNeedsSharing: 'Reminders can be sent only to accepted members who share their data.',
  resendNeedsNotAccepted: 'This member has already accepted the invitation.',
  alreadyMember: 'This person is already in the group.',
  notYourInvitation: 'This invitation is not yours.',
  alreadyAccepted: 'This invitation has already been accepted.',
  alreadyThatRole: 'This member already has that role.',
  cannotInviteYourself: 'You are already in this group.',
  /** Inviting someone who blocked the inviter, or whom the inviter blocked (Holdfast's text: it names no block). */
  cannotInvite: 'This person cannot be invited at this time.',
  premiumSettingsOnlyPremium: 'Only premium groups have premium group settings.',
  premiumSettingsRequired: 'Premium group settings are required for a premium group.',
  progressBeforeStart: 'Group progress is available once the premium group has started.',
  tooManyInvitations: 'You have sent many invitations in a short time. Please wait a while and try again.',
  resendTooSoon: 'This invitation was resent a short while ago. Please wait before sending it again.',
  reminderTooSoon: 'A reminder was sent to this member a short while ago. Please wait before sending another.',
  notLeader: 'You do not lead any group.',

  // Confirmation dialogs (spec 8 names them; the words are Holdfast's).
  confirmAccept: 'Accept this invitation and join the group?',
  confirmReject: 'Reject this invitation?',
  confirmRemove: 'Remove this member from the group?',
  confirmLeave: 'Leave this group?',
  confirmShare:
    "Change whether your check-ins and crash reports are shared with the group? While you share, the group's leaders see them and receive your SOS, and every member sees a card in the group chat each time you check in or file a crash report (with its feelings, notes and answers). When you stop, those cards no longer show your name or details.",
  confirmPromote: 'Make this member a co-leader?',
  confirmDemote: 'Make this co-leader a member?',
  confirmDelete: 'Type the group name to delete it. This cannot be undone.',
} as const;

/** Section 8: realtime warnings (toasts raised by the socket events; see groups.events.ts). */
export const groupsRealtimeTexts = {
  groupRemoved: 'A group has been removed from system',
  groupUpdated: 'A group information has been updated',
  memberInvited: (name: string) => `New member invited to group ${name}`,
  youWereInvited: (name: string) => `You have been invited in a new group ${name}`,
  memberUpdated: (name: string) => `A Member status in group ${name} has been updated`,
  youWereRemoved: (name: string) => `You have been removed from group ${name}`,
  memberRemoved: (name: string) => `A members has been removed from group ${name}`,
} as const;

/** Spec 3: how each role is shown. */
export const groupRoleLabels: Record<GroupRole, string> = {
  owner: 'Leader',
  'group-leader': 'Co-leader',
  member: 'Member',
};

export const noteTypeLabels: Record<NoteType, string> = {
  note: 'Note',
  meeting_notes: 'Meeting Notes',
  meeting_scheduled: 'Meeting Scheduled',
  status_changed: 'Status Changed',
  member_status_changed: 'Member Status Changed',
};

export const meetingDayLabels: Record<MeetingDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Why a member is in 'Needs attention' (Holdfast's words). */
export const attentionReasonLabels: Record<AttentionReason, string> = {
  sos: 'Asked for help (SOS) and nobody has answered yet',
  crash_report: 'Crash report in the last 48 hours',
  faster_warning: 'FASTER scale is sliding toward relapse',
  no_check_in: 'No check-in for 3 days or more',
};

/** The reminder a leader sends (notification and mail; neutral words, others may see a screen). */
export const groupReminderTexts = {
  title: 'A reminder from your group',
  message: (groupName: string) => `Your group leader in ${groupName} is thinking of you. Take a moment to check in today.`,
  mailSubject: 'A reminder from your group',
} as const;

/** Notification titles and messages (bell and push). */
export const groupNotificationTexts = {
  invitedTitle: 'Group invitation',
  invited: (name: string) => `You have been invited in a new group ${name}`,
  removedTitle: 'Group membership',
  removed: (name: string) => `You have been removed from group ${name}`,
  answeredTitle: 'Group invitation answered',
  answered: (who: string, name: string, status: 'accepted' | 'rejected') => `${who} ${status} the invitation to ${name}`,
  invitationMailSubject: (name: string) => `You are invited to join ${name}`,
} as const;
