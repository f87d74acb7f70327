import {
  adminConsoleTexts as t,
  adminCoursesTexts,
  adminCoursesWebPaths,
  adminPeopleTexts,
  adminPeopleWebPaths,
  adminWebPaths,
  configsConsoleTexts as ct,
  configsWebPaths,
  adminQueueWebPaths,
  queueTexts,
  auditLogTexts,
  campaignsTexts,
} from '@holdfast/shared/admin';
import { resourcesTexts, resourcesWebPaths } from '@holdfast/shared/resources';
import { hasRole, type ShellUser } from '@holdfast/shared/shell';

/** Who a console section is for: the ministry's admins, or the support volunteers as well. */
export type ConsoleAudience = 'ff_admin' | 'staff';

export interface ConsoleSection {
  label: string;
  to: string;
  audience: ConsoleAudience;
  /** Only this path, not the pages under it, marks the entry active. */
  end?: boolean;
}

/**
 * The console's menu, in the order the team works through it. Each part of the console adds its
 * entry here; `support` sees only the entries whose audience is 'staff' (account state, never content).
 */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { label: t.home, to: adminWebPaths.home, audience: 'staff', end: true },
  { label: adminPeopleTexts.people, to: adminPeopleWebPaths.people, audience: 'staff' },
  { label: ct.configs, to: configsWebPaths.configs, audience: 'ff_admin' },
  { label: ct.alerts, to: configsWebPaths.alerts, audience: 'ff_admin' },
  { label: ct.forms, to: configsWebPaths.forms, audience: 'ff_admin' },
  { label: ct.reference, to: configsWebPaths.reference, audience: 'ff_admin' },
  { label: ct.communityContent, to: configsWebPaths.communityContent, audience: 'ff_admin' },
  { label: queueTexts.title, to: adminQueueWebPaths.queue, audience: 'ff_admin' },
  { label: resourcesTexts.adminTitle, to: resourcesWebPaths.admin, audience: 'ff_admin' },
  { label: t.coaches, to: adminWebPaths.coaches, audience: 'ff_admin' },
  { label: adminCoursesTexts.title, to: adminCoursesWebPaths.courses, audience: 'ff_admin' },
  { label: t.premiumApplications, to: adminWebPaths.premiumApplications, audience: 'ff_admin' },
  { label: t.premiumLeaveCharges, to: adminWebPaths.premiumLeaveCharges, audience: 'ff_admin' },
  { label: campaignsTexts.title, to: adminWebPaths.campaigns, audience: 'ff_admin' },
  { label: auditLogTexts.title, to: adminWebPaths.auditLog, audience: 'ff_admin' },
];

export const isConsoleAdmin = (user: ShellUser | null) => hasRole(user, 'ff_admin');
export const isConsoleStaff = (user: ShellUser | null) => isConsoleAdmin(user) || hasRole(user, 'support');

/** The sections a user may open. */
export function consoleSectionsFor(user: ShellUser | null): ConsoleSection[] {
  if (isConsoleAdmin(user)) return CONSOLE_SECTIONS;
  if (isConsoleStaff(user)) return CONSOLE_SECTIONS.filter((s) => s.audience === 'staff');
  return [];
}
