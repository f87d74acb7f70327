import type { Role } from '../accounts';

/**
 * Pure rules of the application shell (spec 1 section 2 "Application shell" and "Route guards").
 * The web app renders what these return; tests pin them down without a browser.
 */

const ADMINISTRATOR_ROLE: Role = 'ff_admin';

export interface ShellUser {
  isVerified: boolean;
  hasProfile: boolean;
  isWpPasswordMapped: boolean;
  isSuspended: boolean;
  gender: string | null;
  roles: readonly string[];
}

export interface ShellContext {
  user: ShellUser | null;
  features: { multicourse: boolean; newUserCourseOnboarding: boolean };
  /** DASHBOARD_ONBOARDING_DONE meta; undefined while unknown. */
  isOnboardingDone: boolean;
  /** Result of the community members status call; only asked for women (spec 1). */
  communityMemberStatus?: boolean;
}

/** Where a route sits in the guard chain. */
export type RouteAccess =
  | 'public' // login, registration, forgot/reset password: logged-in users go to /dashboard
  | 'open' // reachable by anyone, no redirects (404, login-as-user, verify callbacks)
  | 'verification' // /email-verification: needs a token, leaves when verified
  | 'old-password' // /reset-old-password: needs a wp_password_mapped user
  | 'suspended' // /suspended-account: readable signed out; a member in good standing goes to /dashboard
  | 'onboarding' // profile creation: leaves when a profile exists
  | 'course-onboarding' // /new-on-boarding/course-info: leaves when onboarding is done
  | 'app'; // everything else: the whole chain

/**
 * The redirect a route needs, or null to render it. The chain runs in the spec's order:
 * auth, suspension, old WordPress password, e-mail verification, profile, guided onboarding.
 */
export function resolveGuard(access: RouteAccess, ctx: ShellContext): string | null {
  const u = ctx.user;
  if (access === 'open') return null;
  if (access === 'public') return u ? '/dashboard' : null;
  // A suspended login gets no token, so the notice (a contact address, nothing personal) is
  // readable without one.
  if (!u) return access === 'suspended' ? null : access === 'app' ? '/' : '/login';

  if (u.isSuspended) return access === 'suspended' ? null : '/suspended-account';
  if (access === 'suspended') return '/dashboard';

  if (u.isWpPasswordMapped) return access === 'old-password' ? null : '/reset-old-password';
  if (access === 'old-password') return '/dashboard';

  if (!u.isVerified) return access === 'verification' ? null : '/email-verification';
  if (access === 'verification') return '/dashboard';

  // The administrator (ADMIN_EMAIL) is not a member in recovery: member onboarding (profile
  // questions, the course guide) is skipped and the dashboard is where they land.
  const isAdministrator = u.roles.includes(ADMINISTRATOR_ROLE);
  if (!u.hasProfile && !isAdministrator) return access === 'onboarding' ? null : '/new-on-boarding';
  if (access === 'onboarding') return '/dashboard';

  const needsCourseOnboarding = ctx.features.newUserCourseOnboarding && !ctx.isOnboardingDone && !isAdministrator;
  if (access === 'course-onboarding') return needsCourseOnboarding ? null : '/dashboard';
  if (needsCourseOnboarding) return '/new-on-boarding/course-info';
  return null;
}

const MENU_HIDDEN_PREFIXES = ['/premium-groups/applications', '/on-boarding', '/new-on-boarding'];
const MENU_HIDDEN_EXACT = [
  '/success-message',
  '/login',
  '/registration',
  '/forgot-password',
  '/reset-password',
  '/email-verification',
  '/invited-user',
];

export function isSideMenuHidden(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (MENU_HIDDEN_EXACT.includes(path)) return true;
  return MENU_HIDDEN_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** The side menu is enabled only for an authenticated user with a profile and without the WordPress flag. */
export function isSideMenuEnabled(pathname: string, user: ShellUser | null): boolean {
  return !!user && user.hasProfile && !user.isWpPasswordMapped && !isSideMenuHidden(pathname);
}

export function isCommunityAllowed(ctx: ShellContext): boolean {
  if (!ctx.user) return false;
  if (ctx.user.gender === 'Female') return ctx.communityMemberStatus === true;
  return true;
}

export type MenuIcon =
  | 'home'
  | 'messages'
  | 'courses'
  | 'forums'
  | 'watched'
  | 'thread'
  | 'members'
  | 'coaching'
  | 'check-in'
  | 'weekly'
  | 'accountability'
  | 'groups'
  | 'leaders'
  | 'admin'
  | 'trigger'
  | 'crisis'
  | 'resources'
  | 'progress'
  | 'invite'
  | 'profile'
  | 'privacy'
  | 'donate'
  | 'help'
  | 'logout';

export interface MenuEntry {
  label: string;
  icon: MenuIcon;
  /** In-app path, or an absolute URL when `external`. */
  to: string;
  external?: boolean;
  badge?: 'unread-messages';
  /** A multi-menu system trigger opens the 'What do you want to do?' modal instead of navigating. */
  triggerId?: number;
}

export interface MenuSection {
  title: string | null;
  entries: MenuEntry[];
}

export interface MenuTrigger {
  id: number;
  name: string;
  action_name: string;
  is_multi_menu: boolean;
}

export interface MenuInput extends ShellContext {
  triggers?: readonly MenuTrigger[];
  communityThreads?: readonly { id: number; title: string }[];
  links: { donate: string; help_desk: string };
}

/**
 * The in-app path a signed-out deep link asked for (`/login?next=/progress`), or null: only a local
 * path, never another site ('//evil', 'https://...') and never an account page.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/^\/(login|logout|registration|forgot-password|reset-password)(\/|\?|$)/.test(next)) return null;
  return next;
}

/** Where 'I need help now' leads, from the dashboard, the side menu and the hard-day care alike. */
export const HELP_NOW_PATH = '/help-now';

export function systemTriggerPath(trigger: Pick<MenuTrigger, 'id' | 'action_name'>): string {
  return `/system-triggers/${trigger.id}/${encodeURIComponent(trigger.action_name.toLowerCase())}`;
}

export function hasRole(user: ShellUser | null, role: string): boolean {
  return !!user?.roles.includes(role);
}

export function buildSideMenu(input: MenuInput): MenuSection[] {
  const courses: MenuEntry = input.features.multicourse
    ? { label: 'Your Courses', icon: 'courses', to: '/courses' }
    : { label: 'Your Path', icon: 'courses', to: '/course' };
  const sections: MenuSection[] = [
    {
      title: null,
      entries: [
        { label: 'Home', icon: 'home', to: '/dashboard' },
        { label: 'Message', icon: 'messages', to: '/messages', badge: 'unread-messages' },
        courses,
      ],
    },
  ];

  if (isCommunityAllowed(input)) {
    sections.push({
      title: 'Community',
      entries: [
        { label: 'Forums', icon: 'forums', to: '/community' },
        { label: 'Watched Threads', icon: 'watched', to: '/community/watched-threads' },
        ...(input.communityThreads ?? []).map<MenuEntry>((t) => ({
          label: t.title,
          icon: 'thread',
          to: `/community/threads/${t.id}`,
        })),
        { label: 'Members', icon: 'members', to: '/community/members' },
      ],
    });
  }

  const tools: MenuEntry[] = [];
  if (hasRole(input.user, 'coach')) tools.push({ label: 'Coaching Center', icon: 'coaching', to: '/coaching-center' });
  if (hasRole(input.user, 'coach_client')) tools.push({ label: 'My Coach', icon: 'coaching', to: '/coaching-center/client' });
  tools.push(
    { label: 'Daily Check-In', icon: 'check-in', to: '/check-in' },
    { label: 'Weekly Check-In', icon: 'weekly', to: '/weekly-checkin' },
    { label: 'Accountability', icon: 'accountability', to: '/accountability' },
    { label: 'Small Groups', icon: 'groups', to: '/small-groups' },
    { label: 'Leaders Portal', icon: 'leaders', to: '/leaders-portal' },
  );
  tools.push({ label: 'I need help now', icon: 'crisis', to: HELP_NOW_PATH });
  // The console (issue 39) for the ministry's team: ff_admin, and support for account state only.
  if (hasRole(input.user, 'ff_admin') || hasRole(input.user, 'support'))
    tools.push({ label: 'Admin Console', icon: 'admin', to: '/admin' });
  for (const trigger of input.triggers ?? []) {
    tools.push({
      label: trigger.name,
      icon: 'trigger',
      to: systemTriggerPath(trigger),
      ...(trigger.is_multi_menu ? { triggerId: trigger.id } : {}),
    });
  }
  sections.push({ title: 'Tools', entries: tools });

  sections.push({
    title: 'General',
    entries: [
      { label: 'Resources', icon: 'resources', to: '/resources' },
      { label: 'Progress', icon: 'progress', to: '/progress' },
      { label: 'Invite Friends', icon: 'invite', to: '/invite-friends' },
      { label: 'Profile', icon: 'profile', to: '/profile' },
      { label: 'Privacy centre', icon: 'privacy', to: '/privacy' },
      { label: 'Donate', icon: 'donate', to: input.links.donate, external: true },
      { label: 'Help Desk', icon: 'help', to: input.links.help_desk, external: true },
      { label: 'Logout', icon: 'logout', to: '/logout' },
    ],
  });
  return sections;
}

export function buildBottomTabs(input: ShellContext): MenuEntry[] {
  const tabs: MenuEntry[] = [
    { label: 'Home', icon: 'home', to: '/dashboard' },
    { label: 'Messages', icon: 'messages', to: '/messages', badge: 'unread-messages' },
  ];
  if (isCommunityAllowed(input)) tabs.push({ label: 'Community', icon: 'forums', to: '/community' });
  tabs.push(
    input.features.multicourse
      ? { label: 'Courses', icon: 'courses', to: '/courses' }
      : { label: 'Your Path', icon: 'courses', to: '/course' },
  );
  return tabs;
}

export type Platform = 'web' | 'ios' | 'android';

/** Billing shows only to an accepted coach on web or Android (spec 1 "Header", spec 3). */
export function canSeeBilling(user: ShellUser | null, platform: Platform): boolean {
  return hasRole(user, 'coach') && platform !== 'ios';
}
