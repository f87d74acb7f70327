import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { buildBottomTabs, buildSideMenu, isSideMenuEnabled } from '@holdfast/shared/shell';
import { Brand } from '@/components/brand';
import { PageSkeleton } from '@/components/page-skeleton';
import { AccountabilityWatcher } from '@/features/accountability/components/accountability-watcher';
import { GroupsWatcher } from '@/features/groups/components/groups-watcher';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useListSystemTriggers } from '@/lib/api/list-system-triggers';
import { TriggerMenuModal } from '@/features/system-triggers/components/trigger-menu-modal';
import { connectRealtime } from '@/lib/realtime';
import { useToken } from '@/lib/use-token';
import { AvatarMenu } from './avatar-menu';
import { BottomTabs } from './bottom-tabs';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './side-menu';
import { useShellContext } from './use-shell-context';
import { useFocusHeadingOnNavigate } from '../use-focus-heading';

const HEADER_HEIGHT = 60;
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
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  const isNarrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const menuOpen = isNarrow ? opened : desktopOpened;
  const menuEnabled = isSideMenuEnabled(pathname, user);
  // Dynamic entries /system-triggers/{id}/{action}; a multi-menu trigger opens 'What do you want to do?'.
  const triggers = useListSystemTriggers({ enabled: menuEnabled });
  const [menuTriggerId, setMenuTriggerId] = useState<number | null>(null);
  const menuTrigger = triggers.data?.find((tr) => tr.id === menuTriggerId) ?? null;

  useEffect(() => {
    if (token) connectRealtime(token).catch(() => undefined);
  }, [token]);

  useEffect(close, [pathname, close]);

  if (!menuEnabled) {
    return (
      <ModalsProvider labels={{ confirm: 'Yes', cancel: 'Cancel' }}>
        <AccountabilityWatcher />
        <GroupsWatcher />
        <ImpersonationBanner user={rawUser} />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </ModalsProvider>
    );
  }

  const sections = buildSideMenu({ ...ctx, links, triggers: triggers.data ?? [] });
  const tabs = buildBottomTabs(ctx);

  return (
    <ModalsProvider labels={{ confirm: 'Yes', cancel: 'Cancel' }}>
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
      <AccountabilityWatcher />
      <GroupsWatcher />
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !desktopOpened } }}
        footer={isMobile ? { height: TABS_HEIGHT } : undefined}
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
            <Group gap="sm" wrap="nowrap">
              <NotificationBell />
              <AvatarMenu user={rawUser} shellUser={user} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <SideMenu sections={sections} onNavigate={close} onTriggerMenu={setMenuTriggerId} />
        </AppShell.Navbar>
        <TriggerMenuModal trigger={menuTrigger} onClose={() => setMenuTriggerId(null)} />
        <AppShell.Main bg="gray.0" mih="100dvh" id="main-content" tabIndex={-1} data-focus-target>
          <ImpersonationBanner user={rawUser} />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
        {isMobile && (
          <AppShell.Footer>
            <BottomTabs tabs={tabs} />
          </AppShell.Footer>
        )}
      </AppShell>
    </ModalsProvider>
  );
}
