import { adminConsoleTexts as t, adminWebPaths, auditLogTexts } from '@holdfast/shared/admin';
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
  { label: t.coaches, to: adminWebPaths.coaches, audience: 'ff_admin' },
  { label: t.premiumApplications, to: adminWebPaths.premiumApplications, audience: 'ff_admin' },
  { label: t.premiumLeaveCharges, to: adminWebPaths.premiumLeaveCharges, audience: 'ff_admin' },
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
