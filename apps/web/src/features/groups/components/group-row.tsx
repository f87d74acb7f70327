import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
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

/** A section of a groups page under its level-2 heading; the heading's id is `idPrefix` and the title in kebab case. */
export function TitledSection({ idPrefix, title, children }: { idPrefix: string; title: string; children: ReactNode }) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Groups as a list of cards named `label`, each card drawn by `row`. */
export function GroupCards({ groups, label, row }: { groups: GroupItem[]; label: string; row: (g: GroupItem) => ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {groups.map((g) => (
        <Card key={g.id} component="li" withBorder radius="md" p={0}>
          {row(g)}
        </Card>
      ))}
    </Stack>
  );
}

/** A group's summary and a chevron, as a link to `to`. */
export function GroupLink({ group, to, ...layout }: { group: GroupItem; to: string; style?: CSSProperties; w?: string; display?: string }) {
  return (
    <UnstyledButton component={Link} to={to} p="sm" {...layout}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <GroupSummary group={group} />
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}
