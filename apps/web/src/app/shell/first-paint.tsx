import { AppShell, Burger, Container } from '@mantine/core';
import { DASHBOARD_CONTAINER, DashboardSkeleton } from '@/features/dashboard/components/dashboard-skeleton';
import { AvatarButton, NotificationButton } from './header-placeholders';
import { HEADER_HEIGHT, NAVBAR_WIDTH, ShellHeaderBar } from './app-layout';

/**
 * Build time only (src/app/prerender.tsx): /dashboard's first paint, in its HTML. The server cannot
 * know who asks (the token is in localStorage), so it holds nothing of the member: the signed-in
 * frame (the header of app-layout.tsx with its look-alike buttons, the side menu's column on wide
 * screens) and the dashboard's loading skeleton, as the app draws them while the member's data
 * loads. Inert; main.tsx keeps it on screen until the app has drawn the same page, then removes it.
 */
export function DashboardFirstPaint() {
  return (
    <div inert style={{ display: 'contents' }}>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: true, desktop: false } }}
        padding={0}
      >
        <AppShell.Header>
          <ShellHeaderBar burger={<Burger opened={false} size="sm" aria-label="Open menu" aria-expanded={false} />}>
            <NotificationButton />
            <AvatarButton user={undefined} />
          </ShellHeaderBar>
        </AppShell.Header>
        <AppShell.Navbar />
        <AppShell.Main bg="gray.0" mih="100dvh">
          <Container {...DASHBOARD_CONTAINER}>
            <DashboardSkeleton />
          </Container>
        </AppShell.Main>
      </AppShell>
    </div>
  );
}
