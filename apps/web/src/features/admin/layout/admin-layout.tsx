import { Alert, Box, Container, Grid, Group, NavLink, ScrollArea, Stack, Title, UnstyledButton } from '@mantine/core';
import { NavLink as RouterNavLink, Outlet, useLocation, matchPath } from 'react-router';
import { adminConsoleTexts as t } from '@holdfast/shared/admin';
import { ListSkeleton } from '@/components/query-states';
import { useProfile } from '@/lib/api/get-profile';
import { toShellUser } from '@/lib/shell-user';
import { consoleSectionsFor, isConsoleStaff, type ConsoleSection } from '../admin-nav';

const isActive = (pathname: string, s: ConsoleSection) => !!matchPath({ path: s.to, end: s.end ?? false }, pathname);

/**
 * /admin and every console page under it, inside the app shell (its header, quick exit and menus
 * stay): the console's menu beside the page on a desktop, a row of links above it on a phone. Only
 * the team (ff_admin, support) gets past it; the API refuses everyone else on its own as well.
 * Its own lazy chunk: nothing of the console loads for a member.
 */
export function AdminLayout() {
  const profile = useProfile();
  const { pathname } = useLocation();
  const user = toShellUser(profile.data);
  if (profile.isPending) {
    return (
      <Container size="lg" py="xl">
        <ListSkeleton label={t.title} rows={4} />
      </Container>
    );
  }
  if (!isConsoleStaff(user)) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" role="alert" title={t.onlyStaff}>
          {t.onlyStaffDetail}
        </Alert>
      </Container>
    );
  }
  const sections = consoleSectionsFor(user);
  return (
    <Container size="xl" px={{ base: 0, md: 'md' }} py={{ base: 0, md: 'md' }}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
          <Box component="nav" aria-label={t.menuLabel} px={{ base: 'md', md: 0 }} pt={{ base: 'sm', md: 0 }}>
            <Title order={2} fz="sm" c="dimmed" tt="uppercase" mb="xs" visibleFrom="md">
              {t.title}
            </Title>
            <Stack gap={2} visibleFrom="md">
              {sections.map((s) => (
                <NavLink key={s.to} component={RouterNavLink} to={s.to} end={s.end} label={s.label} active={isActive(pathname, s)} />
              ))}
            </Stack>
            <ScrollArea type="never" hiddenFrom="md">
              <Group gap="xs" wrap="nowrap" pb="xs">
                {sections.map((s) => (
                  <UnstyledButton
                    key={s.to}
                    component={RouterNavLink}
                    to={s.to}
                    end={s.end}
                    px="sm"
                    py={6}
                    fz="sm"
                    style={(theme) => ({
                      whiteSpace: 'nowrap',
                      borderRadius: theme.radius.xl,
                      border: `1px solid ${theme.colors.gray[4]}`,
                      ...(isActive(pathname, s)
                        ? // The brand's filled colour (harbor 8), whose white text passes contrast; teal 8 did not.
                          {
                            background: 'var(--mantine-primary-color-filled)',
                            color: theme.white,
                            borderColor: 'var(--mantine-primary-color-filled)',
                          }
                        : {}),
                    })}
                  >
                    {s.label}
                  </UnstyledButton>
                ))}
              </Group>
            </ScrollArea>
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
