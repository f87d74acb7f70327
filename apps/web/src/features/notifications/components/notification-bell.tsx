import { ActionIcon, Box, Button, Divider, Group, Indicator, Loader, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconBell, IconCheck } from '@tabler/icons-react';
import { useEffect, useState, type UIEvent } from 'react';
import { useNavigate } from 'react-router';
import { formatBadgeCount } from '@holdfast/shared/common';
import { onRealtimeConnect, onRealtimeEvent } from '@/lib/realtime';
import { useUnreadNotificationCount } from '../api/get-unread-notification-count';
import { notificationKeys } from '../api/query-keys';
import { useListNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '@holdfast/shared/notifications';
import { NOTIFICATION_SCROLL_THRESHOLD_PX, relativeTime } from '@holdfast/shared/notifications';
import type { Notification } from '@holdfast/shared/notifications';

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const count = useUnreadNotificationCount();
  const badge = formatBadgeCount(count.data?.count ?? 0);

  // The server pushes the fresh count, and a new notification refreshes list and count; so does a
  // reconnect whose missed events were lost.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    const offs = [
      onRealtimeEvent('notification.count', (payload) => {
        queryClient.setQueryData(notificationKeys.unreadCount(), payload);
      }),
      onRealtimeEvent('notification.created', refresh),
      onRealtimeConnect((missed) => {
        if (missed) refresh();
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);

  return (
    // The popover's aria-haspopup/aria-expanded go on the button itself (on the Indicator's div they are not allowed).
    <Indicator
      label={badge}
      disabled={!badge}
      size={18}
      offset={6}
      color="red"
      inline
      styles={{ indicator: { fontSize: 11, fontWeight: 700 } }}
    >
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="lg" withArrow returnFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={badge ? `Notifications (${badge} unread)` : 'Notifications'}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" aria-label="Notifications">
          {opened && <NotificationList onNavigate={() => setOpened(false)} />}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const navigate = useNavigate();
  const list = useListNotifications();
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    if (
      el.scrollHeight - el.scrollTop - el.clientHeight <= NOTIFICATION_SCROLL_THRESHOLD_PX &&
      list.hasNextPage &&
      !list.isFetchingNextPage
    ) {
      void list.fetchNextPage();
    }
  }

  function handleOpen(item: Notification) {
    markOne.mutate(item.id);
    const target = notificationTarget(item.meta);
    if (target) {
      onNavigate();
      navigate(target);
    }
  }

  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm">
        <Text fw={650}>Notifications</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={items.length === 0}
        >
          Mark All as Read
        </Button>
      </Group>
      <Divider />
      <Box mah={400} style={{ overflowY: 'auto' }} onScroll={handleScroll} data-testid="notification-scroll">
        {list.isPending ? (
          <Group justify="center" p="lg">
            <Loader size="sm" role="status" aria-label="Loading notifications" />
          </Group>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg">
            No Notifications
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Group
                key={item.id}
                component="li"
                wrap="nowrap"
                gap="xs"
                px="md"
                py="sm"
                align="flex-start"
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
              >
                <UnstyledButton onClick={() => handleOpen(item)} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" lineClamp={1}>
                    {item.title}
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {item.message}
                  </Text>
                  <Text size="xs" c="dimmed" mt={2}>
                    {relativeTime(item.created_at)}
                  </Text>
                </UnstyledButton>
                <Tooltip label="Mark as read">
                  <ActionIcon variant="light" size="md" aria-label={`Mark "${item.title}" as read`} onClick={() => markOne.mutate(item.id)}>
                    <IconCheck size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
            {list.isFetchingNextPage && (
              <Group justify="center" p="sm">
                <Loader size="xs" role="status" aria-label="Loading more notifications" />
              </Group>
            )}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
