/**
 * Query keys that more than one feature reads or invalidates, kept in one place so that a mutation in
 * one area refreshes what another shows. Keys used inside a single feature stay beside its call.
 */
export const queryKeys = {
  dashboard: ['dashboard'],
  checkIns: ['checkins'],
  triggerAnswers: ['trigger-answers'],
  systemTriggers: ['system-triggers'],
  notifications: ['notifications'],
  users: ['users'],
  courses: ['courses'],
  userCourses: ['user-courses'],
  /** The privacy settings: the shell's tab title follows discreet mode, the privacy centre changes it. */
  privacySettings: ['privacy', 'settings'],
} as const;
