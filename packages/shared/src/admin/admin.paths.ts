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
  /** POST, in the impersonation session itself ({message, user_id}): ends it (audited, in the member's access log). */
  impersonationEnd: 'admin/impersonation/end',
  /** GET (ListAuditLogQuery -> AuditLogPage). */
  auditLog: 'admin/audit-log',
  /** GET (AuditLogCsvQuery -> text/csv). */
  auditLogCsv: 'admin/audit-log.csv',
  /** POST (SendCampaignInput -> 202 CampaignQueued): a notice and push to every member following the production-campaign topic. */
  pushCampaigns: 'admin/push-campaigns',
} as const;

/**
 * The console's pages (web, under /admin; each part adds its own). The areas' older admin pages
 * (coaches, premium applications and leave charges) keep their paths and are linked from its menu.
 */
export const adminWebPaths = {
  home: '/admin',
  coaches: '/admin/coaches',
  premiumApplications: '/admin/premium-applications',
  premiumLeaveCharges: '/admin/premium-leave-charges',
  impersonate: (userId: number) => `/admin/impersonate/${userId}`,
  auditLog: '/admin/audit-log',
  campaigns: '/admin/campaigns',
} as const;
