import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { MenuEntry } from '@holdfast/shared/shell';
import { MENU_ICONS } from './menu-icons';

/** Bottom tab bar on narrow screens (spec 1 "Application shell"). */
export function BottomTabs({ tabs }: { tabs: MenuEntry[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Tabs" style={{ height: '100%' }}>
      <Group grow gap={0} h="100%" wrap="nowrap">
        {tabs.map((tab) => {
          const Icon = MENU_ICONS[tab.icon];
          const active = pathname === tab.to || pathname.startsWith(`${tab.to}/`);
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
              <Icon size={22} stroke={active ? 2 : 1.6} aria-hidden />
              <Text size="xs" fw={active ? 700 : 500}>
                {tab.label}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </nav>
  );
}
