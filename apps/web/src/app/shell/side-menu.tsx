import { Badge, Box, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import type { MenuEntry, MenuSection } from '@holdfast/shared/shell';
import { MENU_ICONS } from './menu-icons';

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

function MenuItem({
  entry,
  onNavigate,
  unread,
  onTriggerMenu,
}: {
  entry: MenuEntry;
  onNavigate?: () => void;
  unread?: number;
  onTriggerMenu?: (triggerId: number) => void;
}) {
  const { pathname } = useLocation();
  const Icon = MENU_ICONS[entry.icon];
  const icon = <Icon size={20} stroke={1.6} aria-hidden />;
  const badge =
    entry.badge === 'unread-messages' && unread ? (
      <Badge size="sm" color="red" circle aria-hidden>
        {unread > 99 ? '99+' : unread}
      </Badge>
    ) : undefined;

  if (entry.triggerId !== undefined && onTriggerMenu) {
    const triggerId = entry.triggerId;
    return (
      <NavLink
        component="button"
        type="button"
        label={entry.label}
        leftSection={icon}
        aria-haspopup="dialog"
        active={isActive(pathname, entry.to)}
        onClick={() => {
          onNavigate?.();
          onTriggerMenu(triggerId);
        }}
      />
    );
  }
  if (entry.external) {
    return (
      <NavLink
        component="a"
        href={entry.to}
        target="_blank"
        rel="noopener noreferrer"
        label={entry.label}
        leftSection={icon}
        rightSection={<IconExternalLink size={14} aria-hidden />}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      component={Link}
      to={entry.to}
      // The count is part of the link's text ('Message, 4 unread': the badge is hidden from screen
      // readers, a hidden phrase says it), not an aria-label that differs from what is shown.
      label={
        badge ? (
          <>
            <span aria-hidden>{entry.label}</span>
            <VisuallyHidden>{`${entry.label}, ${unread} unread`}</VisuallyHidden>
          </>
        ) : (
          entry.label
        )
      }
      leftSection={icon}
      rightSection={badge}
      active={!entry.external && entry.to !== '/logout' && isActive(pathname, entry.to)}
      onClick={onNavigate}
      aria-current={isActive(pathname, entry.to) ? 'page' : undefined}
    />
  );
}

/** The side menu from `buildSideMenu` (spec 1 "Application shell"). */
function SideMenuEntries({
  sections,
  onNavigate,
  onTriggerMenu,
  unread,
}: {
  sections: MenuSection[];
  onNavigate?: () => void;
  onTriggerMenu?: (triggerId: number) => void;
  unread?: number;
}) {
  return (
    // A native scroll box: Mantine's ScrollArea brought floating-ui's chunk into every signed-in first load.
    <Box h="100%" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <nav aria-label="Main menu">
        <Stack gap="md" p="sm">
          {sections.map((section, index) => (
            <div key={section.title ?? `section-${index}`}>
              {section.title && (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {section.title}
                </Text>
              )}
              {section.entries.map((entry) => (
                <MenuItem
                  key={`${entry.label}-${entry.to}`}
                  entry={entry}
                  onNavigate={onNavigate}
                  onTriggerMenu={onTriggerMenu}
                  unread={unread}
                />
              ))}
            </div>
          ))}
        </Stack>
      </nav>
    </Box>
  );
}

type SideMenuProps = Parameters<typeof SideMenuEntries>[0];

/**
 * Drawn again only when what it shows changed: the shell renders once per answer that comes in
 * while a page loads (profile, app-info, triggers, the unread count, ...), and each time built new
 * but equal sections, redrawing ~25 links in the middle of the page's own first drawing. Its
 * entries follow the address by themselves (useLocation in each item).
 */
export const SideMenu = memo(SideMenuEntries, sameSideMenu);

/** SideMenu's memo comparison: the same callbacks and unread count, and sections equal by value. */
export function sameSideMenu(a: SideMenuProps, b: SideMenuProps): boolean {
  return (
    a.unread === b.unread &&
    a.onNavigate === b.onNavigate &&
    a.onTriggerMenu === b.onTriggerMenu &&
    JSON.stringify(a.sections) === JSON.stringify(b.sections)
  );
}
