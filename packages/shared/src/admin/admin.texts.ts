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
