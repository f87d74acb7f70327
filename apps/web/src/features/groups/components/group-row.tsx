import { Badge, Group, Text } from '@mantine/core';
import { groupRoleLabels, type Group as GroupItem } from '@holdfast/shared/groups';

/** A group's name with what matters at a glance: premium, my role, how many members. */
export function GroupSummary({ group }: { group: GroupItem }) {
  const role = group.my_membership?.role_type;
  return (
    <div style={{ minWidth: 0 }}>
      <Group gap={6} wrap="wrap">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Text>
        {group.group_type === 'premium_groups' && (
          <Badge size="sm" variant="light" color="grape.9">
            Premium
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {role ? `${groupRoleLabels[role]} · ` : ''}
        {group.member_count} {group.member_count === 1 ? 'member' : 'members'}
      </Text>
    </div>
  );
}
