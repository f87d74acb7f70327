/** Where the admin calls live, named once for the server's routes (relative to API_PREFIX). */
export const adminApiPaths = {
  /** POST (ImpersonationTokenInput -> ImpersonationToken). */
  impersonationTokens: 'admin/impersonation-tokens',
  /** POST ({message}). */
  suspend: (userId: number) => `admin/users/${userId}/suspend`,
  /** POST ({message}). */
  unsuspend: (userId: number) => `admin/users/${userId}/unsuspend`,
  /** PUT (UserRolesInput -> UserRoles). */
  roles: (userId: number) => `admin/users/${userId}/roles`,
} as const;
