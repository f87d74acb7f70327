/**
 * Where the small-groups calls and pages live, named once for the server's routes and the web's
 * api/ files. API paths are relative to API_PREFIX; the spec's own names (spec 2 section 7.3) first,
 * then Holdfast's where the spec shows none.
 */
export const groupsApiPaths = {
  /** GET ?scope=&page=&perPage=&request_status=&group_type= (GroupPage). POST (CreateGroupBody -> GroupWriteResponse). */
  groups: 'groups',
  /** GET (GroupDetail). PUT (UpdateGroupBody -> GroupWriteResponse). DELETE (owner only; {message}). */
  group: (id: number) => `groups/${id}`,
  /** POST (AddMemberBody -> MemberWriteResponse). */
  members: (groupId: number) => `groups/${groupId}/members`,
  /** PUT (UpdateMemberBody -> MemberWriteResponse). DELETE ({message}). */
  member: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}`,
  /** DELETE ?group_id= ({message}). */
  leaveGroup: 'members/leave-group',
  /** PATCH (UpdateRequestStatusInput -> RequestStatusResponse): the invitee answers. */
  requestStatus: (memberId: number) => `members/${memberId}/request-status`,
  /** POST ({message}): an admin sends the invitation again. */
  resendInvitation: (memberId: number) => `members/${memberId}/resend-invitation`,
  /** POST ({message}): an admin reminds an accepted sharing member to check in. */
  sendReminder: (memberId: number) => `members/${memberId}/send-reminder`,
  /** GET ?group_id= (MemberInfoList). */
  membersInfo: 'members/info',
  /** GET ?group_id=&startDate=&endDate= (GroupCheckIns). */
  membersCheckIns: 'members/checkins',
  /** GET ?group_id=&startDate=&endDate= (GroupTriggers): the group crash calendar. */
  membersTriggers: 'members/system-triggers',
  /** GET ?group_id= (MemberCourseInfoList). */
  membersCourseInfo: 'members/course-info',
  /** GET (GroupProgress): member progress. */
  progress: (groupId: number) => `groups/${groupId}/progress`,
  /** GET ?page=&perPage=&orderBy=&orderDir= (GroupNotePage). POST (CreateNoteBody -> NoteWriteResponse). */
  notes: (groupId: number, memberId: number) => `groups/${groupId}/members/${memberId}/notes`,
  /** GET (LeaderStatus). */
  leader: 'leader',
  /** GET (NeedsAttention): the leaders' triage view. */
  needsAttention: 'leader/needs-attention',
} as const;

/** The web pages of the area (spec 2 sections 2.3, 2.4). */
export const groupsWebPaths = {
  smallGroups: '/small-groups',
  groupInfo: (groupId: number) => `/small-groups/${groupId}/info`,
  groupCrashReports: (groupId: number) => `/small-groups/${groupId}/group-crash-reports`,
  addGroup: '/add-group',
  leadersPortal: '/leaders-portal',
  memberProgress: (groupId: number) => `/leaders-portal/${groupId}/member-progress`,
  groupProgress: (groupId: number) => `/leaders-portal/${groupId}/member-progress/group-progress`,
  groupCrashReport: (groupId: number) => `/leaders-portal/${groupId}/member-progress/group-crash-report`,
  premiumGroupManagement: (groupId: number) => `/leaders-portal/${groupId}/premium-group-management`,
  groupChat: (groupId: number) => `/messages/groups/${groupId}`,
} as const;
