import { groupsWebPaths } from './groups.paths';

/**
 * Notifications this area writes (bell + push): `meta.type` names and `meta.target`, the web path a
 * tap opens.
 */
export const groupNotificationTypes = {
  /** I was invited to a group (target: /small-groups). */
  invited: 'group.invited',
  /** I was removed from a group (target: /small-groups). */
  removed: 'group.removed',
  /** An invitee answered an invitation I sent (target: the group's member progress). */
  answered: 'group.answered',
  /** A leader reminds me to check in (target: /check-in). */
  reminder: 'group.reminder',
} as const;
export type GroupNotificationType = (typeof groupNotificationTypes)[keyof typeof groupNotificationTypes];

export const groupTargets = {
  smallGroups: groupsWebPaths.smallGroups,
  memberProgress: (groupId: number) => groupsWebPaths.memberProgress(groupId),
  checkIn: '/check-in',
} as const;

export interface GroupNotificationMeta {
  type: GroupNotificationType;
  target: string;
  group_id: number;
  member_id?: number;
}
