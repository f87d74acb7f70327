import { Badge, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconFileText, IconListCheck, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isCheckboxItem, progressStatusLabel, VIDEO_ITEM_TYPES, type ItemType, type ProgressStatus } from '@holdfast/shared/courses';

function ItemIcon({ type, status, locked }: { type: string; status: ProgressStatus; locked: boolean }) {
  if (status === 'completed') return <IconCircleCheck size={16} />;
  if (locked) return <IconLock size={16} />;
  if ((VIDEO_ITEM_TYPES as readonly string[]).includes(type as ItemType)) return <IconPlayerPlay size={16} />;
  if (isCheckboxItem(type)) return <IconListCheck size={16} />;
  return <IconFileText size={16} />;
}

/** One item in a lesson list: a link when it may be opened, otherwise shown locked and not focusable. */
export function LessonItemRow({
  name,
  itemType,
  status,
  locked,
  to,
}: {
  name: string;
  itemType: string;
  status: ProgressStatus;
  locked: boolean;
  to: string;
}) {
  const current = !locked && (status === 'in-progress' || status === 'completed-with-child-pending');
  const content = (
    <Group
      wrap="nowrap"
      gap="sm"
      px="sm"
      py={10}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: current ? 'var(--mantine-color-harbor-0)' : undefined,
        opacity: locked ? 0.6 : 1,
      }}
    >
      <ThemeIcon size={30} radius="xl" variant="light" color={status === 'completed' ? 'teal' : locked ? 'gray' : 'harbor'} aria-hidden>
        <ItemIcon type={itemType} status={status} locked={locked} />
      </ThemeIcon>
      <Text fw={current ? 700 : 500} style={{ flex: 1 }}>
        {name}
      </Text>
      {locked ? (
        <Badge variant="outline" color="gray" leftSection={<IconLock size={12} aria-hidden />}>
          Locked
        </Badge>
      ) : (
        status !== 'not-started' && (
          <Badge variant="light" color={status === 'completed' ? 'teal' : 'harbor'}>
            {progressStatusLabel(status)}
          </Badge>
        )
      )}
    </Group>
  );
  if (locked) {
    return (
      <div aria-disabled="true" data-locked="true" aria-label={`${name} (locked)`} role="listitem">
        {content}
      </div>
    );
  }
  return (
    <div role="listitem">
      <UnstyledButton component={Link} to={to} w="100%" style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block' }}>
        {content}
      </UnstyledButton>
    </div>
  );
}
