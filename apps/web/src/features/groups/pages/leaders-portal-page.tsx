import { Button, Card, Collapse, Group, List, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { groupsTexts as t, groupsWebPaths as web, type Group as GroupItem } from '@holdfast/shared/groups';
import { useListGroups } from '../api/list-groups';
import { EditGroupMenu } from '../components/edit-group-menu';
import { ChangeNameModal, DeleteGroupModal } from '../components/group-modals';
import { GroupsPageFrame } from '../components/group-form-modal';
import { GroupCards, GroupLink, TitledSection } from '../components/group-row';
import { NeedsAttention } from '../components/needs-attention';
import { premiumGroupRedirect } from '../lib/premium-guard';
import { ListSkeleton, LoadFailure } from '@/components/query-states';

function Instructions() {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <Card withBorder radius="md" p={0}>
      <UnstyledButton onClick={toggle} p="sm" w="100%" aria-expanded={opened} aria-controls="portal-instructions">
        <Group justify="space-between">
          <Text fw={700}>{t.instructions}</Text>
          <IconChevronDown
            size={18}
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id="portal-instructions">
        <List size="sm" spacing={6} px="md" pb="md" pr="md">
          <List.Item>Add New Group creates a small group you lead. Invite members by e-mail from its Member Progress page.</List.Item>
          <List.Item>
            Open a group to see each member’s progress, write notes only leaders can read, and promote, demote or remove members.
          </List.Item>
          <List.Item>
            Members choose whether the group’s leaders see their check-ins and crash reports; only members who share appear in progress and
            the calendars.
          </List.Item>
          <List.Item>Needs attention, above, lists the members who may need a word from you today, most urgent first.</List.Item>
        </List>
      </Collapse>
    </Card>
  );
}

function GroupsSection({
  title,
  groups,
  onRename,
  onDelete,
}: {
  title: string;
  groups: GroupItem[];
  onRename: (g: GroupItem) => void;
  onDelete: (g: GroupItem) => void;
}) {
  return (
    <TitledSection idPrefix="portal" title={title}>
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t.noGroups}
        </Text>
      ) : (
        <GroupCards
          groups={groups}
          label={title}
          row={(g) => (
            <Group wrap="nowrap" gap={0} pr="xs">
              <GroupLink group={g} to={premiumGroupRedirect(g) ?? web.memberProgress(g.id)} style={{ flex: 1, minWidth: 0 }} />
              <EditGroupMenu group={g} onRename={() => onRename(g)} onDelete={() => onDelete(g)} />
            </Group>
          )}
        />
      )}
    </TitledSection>
  );
}

/**
 * /leaders-portal (spec 2 section 2.4): 'Needs attention' first, 'Add New Group',
 * the collapsible 'Instructions', then the groups I own or co-lead under 'Small Group' and
 * 'Premium Group', each with its 'Edit Group' popover.
 */
export function LeadersPortalPage() {
  const list = useListGroups('admin-or-owned');
  const [renaming, setRenaming] = useState<GroupItem | null>(null);
  const [deleting, setDeleting] = useState<GroupItem | null>(null);
  const groups = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <GroupsPageFrame title={t.leadersPortal} createLabel={t.addNewGroup}>
      {groups.length > 0 && <NeedsAttention />}
      <Instructions />
      {list.isPending ? (
        <ListSkeleton label="Loading groups" height={60} />
      ) : list.isError ? (
        <LoadFailure title={t.loadGroupsFailure} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <GroupsSection
            title={t.smallGroupSection}
            groups={groups.filter((g) => g.group_type === 'standard')}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
          <GroupsSection
            title={t.premiumGroupSection}
            groups={groups.filter((g) => g.group_type === 'premium_groups')}
            onRename={setRenaming}
            onDelete={setDeleting}
          />
          {list.hasNextPage && (
            <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Show more groups
            </Button>
          )}
        </>
      )}
      <ChangeNameModal key={renaming?.id ?? 0} group={renaming} onClose={() => setRenaming(null)} />
      <DeleteGroupModal group={deleting} onClose={() => setDeleting(null)} />
    </GroupsPageFrame>
  );
}
