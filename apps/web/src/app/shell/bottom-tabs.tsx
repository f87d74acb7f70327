import { Badge, Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '@holdfast/shared/shell';
import { MENU_ICONS } from './menu-icons';

/** Bottom tab bar on narrow screens (spec 1 "Application shell"). */
export function BottomTabs({ tabs, unread = 0 }: { tabs: MenuEntry[]; unread?: number }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Tabs" style={{ height: '100%' }}>
      <Group grow gap={0} h="100%" wrap="nowrap">
        {tabs.map((tab) => {
          const Icon = MENU_ICONS[tab.icon];
          const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
          const count = tab.badge === 'unread-messages' ? unread : 0;
          return (
            <UnstyledButton
              key={tab.to}
              component={Link}
              to={tab.to}
              aria-current={active ? 'page' : undefined}
              style={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                height: '100%',
                color: active ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-7)',
              }}
            >
              <Box pos="relative">
                <Icon size={22} stroke={active ? 2 : 1.6} aria-hidden />
                {count > 0 && (
                  <Badge size="xs" color="red" circle pos="absolute" top={-6} right={-12} aria-hidden>
                    {count > 99 ? '99+' : count}
                  </Badge>
                )}
              </Box>
              <Text size="xs" fw={active ? 700 : 500}>
                {/* The badge is hidden from screen readers; the link's text says the count ('Messages, 2 unread'). */}
                {count > 0 ? (
                  <>
                    <span aria-hidden>{tab.label}</span>
                    <VisuallyHidden>{`${tab.label}, ${count} unread`}</VisuallyHidden>
                  </>
                ) : (
                  tab.label
                )}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
