import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyPart, OptionalPart } from '@/components/optional-part';
import { Link, Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { isCoachPage } from '@holdfast/shared/coaching';
import { buildBottomTabs, buildSideMenu, hasRole, isCommunityAllowed, isSideMenuEnabled } from '@holdfast/shared/shell';
import { Brand } from '@/components/brand';
import { PageSkeleton } from '@/components/page-skeleton';
import { useCommunityMenuThreads } from '@/lib/api/community-menu-threads';
import { useUnreadMessagesTotal } from '@/lib/api/get-messages-info';
import { useListSystemTriggers } from '@/lib/api/list-system-triggers';
import { isKeyboardUp, subscribeKeyboard } from '@/lib/platform';
import { connectRealtime } from '@/lib/realtime';
import { useAfterFirstLoad } from '@/lib/use-after-first-load';
import { useToken } from '@/lib/use-token';
import { AvatarButton, NotificationButton } from './header-placeholders';
import { BottomTabs } from './bottom-tabs';
import { ImpersonationBanner } from './impersonation-banner';
import { QUICK_EXIT_NARROW_PX, QuickExit } from './quick-exit';
import { AppLockWatcher } from '@/features/accounts/components/app-lock-watcher';
import { SideMenu } from './side-menu';
import { useShellContext } from './use-shell-context';
import { useFocusHeadingOnNavigate } from '../use-focus-heading';

// The header's menus (Popover, Menu, Tooltip: floating-ui and focus traps) and the trigger menu's
// Modal load after the page, not before it: the page renders with a look-alike button in their
// place, their code is asked for once that was painted (OptionalPart afterPaint), and they are
// usually in before anyone can reach them (/dashboard's first load).
const NotificationBell = lazyPart(() =>
  import('@/features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const AvatarMenu = lazyPart(() => import('./avatar-menu').then((m) => ({ default: m.AvatarMenu })));
// The areas' realtime watchers (toasts and cache refreshes on pushed events) render nothing: they
// and the socket start once the page has loaded what it shows (useAfterFirstLoad), not while it draws.
const AccountabilityWatcher = lazyPart(() =>
  import('@/features/accountability/components/accountability-watcher').then((m) => ({ default: m.AccountabilityWatcher })),
);
const CoachClientWatcher = lazyPart(() =>
  import('@/features/coaching/components/client-watcher').then((m) => ({ default: m.CoachClientWatcher })),
);
const GroupsWatcher = lazyPart(() => import('@/features/groups/components/groups-watcher').then((m) => ({ default: m.GroupsWatcher })));
const MessagingWatcher = lazyPart(() =>
  import('@/features/messaging/components/messaging-watcher').then((m) => ({ default: m.MessagingWatcher })),
);
// A coach's billing: the failed-payment banner, the dialogs of the coach's pages, the live status.
const CoachBillingWatcher = lazyPart(() =>
  import('@/features/coaching/components/coach-billing-watcher').then((m) => ({ default: m.CoachBillingWatcher })),
);
const ProfileWatcher = lazyPart(() => import('./profile-watcher').then((m) => ({ default: m.ProfileWatcher })));
const PushWatcher = lazyPart(() => import('@/features/push/components/push-watcher').then((m) => ({ default: m.PushWatcher })));
const TriggerMenuModal = lazyPart(() =>
  import('@/features/system-triggers/components/trigger-menu-modal').then((m) => ({ default: m.TriggerMenuModal })),
);

const HEADER_HEIGHT = 60;
/** Room for quick exit at the header's right: the word, or its icon on a narrow phone. */
const QUICK_EXIT_ROOM = 96;
const QUICK_EXIT_ROOM_NARROW = 40;
const TABS_HEIGHT = 64;

/** The signed-in frame: header, side menu, bottom tabs on phones (spec 1 "Application shell"). */
export function AppLayout() {
  const { pathname } = useLocation();
  const token = useToken();
  const { ctx, user, rawUser, links } = useShellContext();
  // In the app shell's chunk, not the entry: the /login first load is at its budget.
  useFocusHeadingOnNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);
  // Read at once, not in an effect: otherwise a phone renders the whole shell twice on every load.
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, undefined, { getInitialValueInEffect: false }) ?? false;
  // The tab bar hides while the keyboard is up (iOS, lib/platform.ts; never on the web).
  const keyboardUp = useSyncExternalStore(subscribeKeyboard, isKeyboardUp, () => false);
  const showTabs = isMobile && !keyboardUp;
  const isNarrow = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const menuOpen = isNarrow ? opened : desktopOpened;
  const isVeryNarrow = useMediaQuery(`(max-width: ${QUICK_EXIT_NARROW_PX}px)`, undefined, { getInitialValueInEffect: false }) ?? false;
  const menuEnabled = isSideMenuEnabled(pathname, user);
  // Dynamic entries /system-triggers/{id}/{action}; a multi-menu trigger opens 'What do you want to do?'.
  const triggers = useListSystemTriggers({ enabled: menuEnabled });
  // The community section's configured threads: the forum answers only after the agreement.
  const menuThreads = useCommunityMenuThreads(menuEnabled && isCommunityAllowed(ctx) && !!rawUser?.profile?.community_agreement_accepted);
  // The 'Message' entry's and 'Messages' tab's unread total (spec 1 "Application shell").
  const unreadMessages = useUnreadMessagesTotal(menuEnabled);
  const [menuTriggerId, setMenuTriggerId] = useState<number | null>(null);
  const menuTrigger = triggers.data?.find((tr) => tr.id === menuTriggerId) ?? null;
  // Mounted from the first time it opens on (so its closing transition still plays).
  const [triggerMenuUsed, setTriggerMenuUsed] = useState(false);
  if (menuTrigger && !triggerMenuUsed) setTriggerMenuUsed(true);

  const loaded = useAfterFirstLoad();
  useEffect(() => {
    if (token && loaded) connectRealtime(token).catch(() => undefined);
  }, [token, loaded]);

  useEffect(close, [pathname, close]);

  // The same watchers with or without the side menu (once the page has loaded what it shows).
  const watchers = loaded && (
    <OptionalPart>
      <AccountabilityWatcher />
      <CoachClientWatcher />
      <GroupsWatcher />
      <MessagingWatcher />
      <ProfileWatcher />
      <PushWatcher />
    </OptionalPart>
  );
  // Only a coach, or anyone on a coach page (an invitee who just accepted has no role yet), loads it
  // (its chunk and GET coach); it alone turns a coach away from a closed centre. It renders a banner,
  // so it sits in the page's column.
  const coachBilling = loaded && (hasRole(user, 'coach') || isCoachPage(pathname)) && (
    <OptionalPart>
      <CoachBillingWatcher />
    </OptionalPart>
  );

  // Quick exit and the app lock's watcher are in the first load (small): both must work from the first paint.
  const privacy = (
    <>
      <QuickExit />
      <AppLockWatcher ready={loaded} />
    </>
  );

  if (!menuEnabled) {
    return (
      <>
        {privacy}
        {watchers}
        <ImpersonationBanner user={rawUser} />
        {coachBilling}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </>
    );
  }

  const sections = buildSideMenu({ ...ctx, links, triggers: triggers.data ?? [], communityThreads: menuThreads.data ?? [] });
  const tabs = buildBottomTabs(ctx);

  return (
    <>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(e) => {
          // Focus the page without adding #main-content to the address.
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to main content
      </a>
      {privacy}
      {watchers}
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !desktopOpened } }}
        footer={showTabs ? { height: TABS_HEIGHT } : undefined}
        padding={0}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={menuOpen}
                onClick={isNarrow ? toggle : toggleDesktop}
                size="sm"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
              />
              <Box component={Link} to="/dashboard" aria-label="Holdfast home" style={{ color: 'inherit', textDecoration: 'none' }}>
                <Brand />
              </Box>
            </Group>
            {/* Room on the right for quick exit, fixed there above every banner and modal (quick-exit.tsx). */}
            <Group gap="sm" wrap="nowrap" pr={isVeryNarrow ? QUICK_EXIT_ROOM_NARROW : QUICK_EXIT_ROOM}>
              <OptionalPart fallback={<NotificationButton />} afterPaint>
                <NotificationBell />
              </OptionalPart>
              <OptionalPart fallback={<AvatarButton user={rawUser} />} afterPaint>
                <AvatarMenu user={rawUser} shellUser={user} />
              </OptionalPart>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          {/* On a phone the menu is off-screen until opened: rendering its ~25 links meanwhile only delays the page. */}
          {(!isNarrow || opened) && (
            <SideMenu sections={sections} onNavigate={close} onTriggerMenu={setMenuTriggerId} unread={unreadMessages} />
          )}
        </AppShell.Navbar>
        {triggerMenuUsed && (
          <OptionalPart>
            <TriggerMenuModal trigger={menuTrigger} onClose={() => setMenuTriggerId(null)} />
          </OptionalPart>
        )}
        <AppShell.Main bg="gray.0" mih="100dvh" id="main-content" tabIndex={-1} data-focus-target>
          <ImpersonationBanner user={rawUser} />
          {coachBilling}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        {showTabs && (
          <AppShell.Footer>
            <BottomTabs tabs={tabs} unread={unreadMessages} />
          </AppShell.Footer>
        )}
      </AppShell>
    </>
  );
}
