import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconCreditCard, IconKey, IconLogout, IconMail, IconTrash, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '@holdfast/shared/accounts';
import { initials } from '@holdfast/shared/common';
import { premiumTexts, premiumWebPaths } from '@holdfast/shared/premium-groups';
import { canSeeBilling, type ShellUser } from '@holdfast/shared/shell';
import { currentPlatform } from '@/lib/platform';

/**
 * Avatar popover: Profile, Billing (accepted coach on web or Android), Change Password, Change Email, the
 * settings-style 'Premium Groups Application' (spec 2 section 2.5), Delete Account (/delete-my-account), Logout.
 */
export function AvatarMenu({ user, shellUser }: { user: User | undefined; shellUser: ShellUser | null }) {
  const name = user?.profile?.display_name || user?.username || '';
  const letters = initials({ ...user?.profile, username: user?.username });
  return (
    <Menu position="bottom-end" width={220} shadow="lg" withArrow>
      <Menu.Target>
        {/* The initials are visible text, so they are part of the name (axe label-content-name-mismatch). */}
        <UnstyledButton aria-label={`Account menu ${letters}`.trim()} style={{ borderRadius: '50%' }}>
          <Avatar src={user?.profile?.profile_icon ?? undefined} alt={name} color="harbor" radius="xl">
            {letters}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        {canSeeBilling(shellUser, currentPlatform()) && (
          <Menu.Item component={Link} to="/billing-info" leftSection={<IconCreditCard size={16} />}>
            Billing
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/update-password" leftSection={<IconKey size={16} />}>
          Change Password
        </Menu.Item>
        <Menu.Item component={Link} to="/update-email" leftSection={<IconMail size={16} />}>
          Change Email
        </Menu.Item>
        <Menu.Item component={Link} to={premiumWebPaths.premiumApplication} leftSection={<IconUsersGroup size={16} />}>
          {premiumTexts.premiumGroupsApplication}
        </Menu.Item>
        <Menu.Item component={Link} to="/delete-my-account" leftSection={<IconTrash size={16} />}>
          Delete Account
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
