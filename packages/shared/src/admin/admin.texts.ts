/** Texts of the admin tools' answers. */
export const adminTexts = {
  unknownUser: 'Unknown user.',
  cannotImpersonate: 'This user cannot be impersonated.',
  cannotSuspend: 'This user cannot be suspended.',
  suspended: 'User suspended successfully.',
  unsuspended: 'User unsuspended.',
  rolesUpdated: 'Roles updated.',
  cannotChangeRoles: "This user's roles cannot be changed here.",
} as const;

/** The console's frame (web). */
export const adminConsoleTexts = {
  title: 'Admin Console',
  menuLabel: 'Console sections',
  onlyStaff: 'This page is for the Holdfast team.',
  onlyStaffDetail: 'Your account does not have a role that opens the admin console.',
  home: 'Overview',
  coaches: 'Coaches',
  premiumApplications: 'Premium applications',
  premiumLeaveCharges: 'Premium leave charges',
} as const;
