import { ActionIcon, Avatar, UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { User } from '@holdfast/shared/accounts';
import { initials } from '@holdfast/shared/common';

/**
 * Look-alikes of the header's notification bell and account menu buttons, shown for the moment
 * their lazy chunks (Popover, Menu: floating-ui, focus traps) load, so the header does not shift.
 * Same names and looks as the real ones (notification-bell.tsx, avatar-menu.tsx).
 */
export function NotificationButton() {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
      <IconBell size={22} stroke={1.7} aria-hidden />
    </ActionIcon>
  );
}

export function AvatarButton({ user }: { user: User | undefined }) {
  const name = user?.profile?.display_name || user?.username || '';
  const letters = initials({ ...user?.profile, username: user?.username });
  return (
    <UnstyledButton aria-label={`Account menu ${letters}`.trim()} style={{ borderRadius: '50%' }}>
      <Avatar src={user?.profile?.profile_icon ?? undefined} alt={name} color="harbor" radius="xl">
        {letters}
      </Avatar>
    </UnstyledButton>
  );
}
