import type { GroupScope, MemberRequestStatus } from '@holdfast/shared/groups';

/** Every query key of the groups feature; invalidate `groupsKeys.all` to refresh them all. */
export const groupsKeys = {
  all: ['groups'] as const,
  list: (scope: GroupScope, requestStatus: MemberRequestStatus | null) => [...groupsKeys.all, 'list', scope, requestStatus] as const,
  group: (id: number) => [...groupsKeys.all, 'group', id] as const,
  leader: () => [...groupsKeys.all, 'leader'] as const,
  needsAttention: () => [...groupsKeys.all, 'needs-attention'] as const,
  progress: (id: number) => [...groupsKeys.all, 'progress', id] as const,
  courseInfo: (id: number) => [...groupsKeys.all, 'course-info', id] as const,
  checkIns: (id: number, start: string, end: string) => [...groupsKeys.all, 'check-ins', id, start, end] as const,
  triggers: (id: number, start: string, end: string) => [...groupsKeys.all, 'triggers', id, start, end] as const,
  notes: (groupId: number, memberId: number) => [...groupsKeys.all, 'notes', groupId, memberId] as const,
};
