import { Accordion, Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { groupsTexts as t, groupsWebPaths as web, type GroupDetail } from '@holdfast/shared/groups';
import { useGetGroupProgress } from '../api/get-group-progress';
import { useAddMember } from '../api/add-member';
import { groupsKeys } from '../api/query-keys';
import { BackLink } from '../components/back-link';
import { CompletePremiumGroupButton } from '@/components/groups/complete-premium-group-button';
import { useConfirm } from '@/components/confirm-dialog';
import { useCompletePremiumGroup } from '@/lib/api/complete-premium-group';
import { EditGroupMenu } from '../components/edit-group-menu';
import { AddMemberModal } from '@/components/groups/add-member-modal';
import { ChangeNameModal, DeleteGroupModal } from '../components/group-modals';
import { useGroupPage } from '../components/group-page-state';
import { MemberCard } from '../components/member-card';
import { NotesModal } from '../components/notes-modal';

/** Spec 2 section 2.4: Group Progress shows for standard groups, or premium groups once started. */
export function showsGroupProgress(group: Pick<GroupDetail, 'group_type' | 'premium_group_status'>): boolean {
  return group.group_type === 'standard' || group.premium_group_status === 'started';
}

/**
 * /leaders-portal/{id}/member-progress (spec 2 section 2.4): 'Member Progress', the buttons to Group
 * Progress and Group Crash Report, 'Complete Premium Group' (premium groups), 'Add Member', and one
 * accordion card per member.
 */
export function MemberProgressPage() {
  const { id, group, fallback } = useGroupPage({ to: web.leadersPortal, label: t.leadersPortal });
  const navigate = useNavigate();
  const progress = useGetGroupProgress(group.data?.is_admin ? id : 0);
  const [adding, addModal] = useDisclosure(false);
  const add = useAddMember();
  const complete = useCompletePremiumGroup(groupsKeys.all);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [notesOf, setNotesOf] = useState<{ id: number; name: string } | null>(null);
  const { ask, dialog } = useConfirm();

  if (!group.data) return fallback;
  const g = group.data;
  if (!g.is_admin) {
    return (
      <Container size="md" py="xl" px="md">
        <Alert color="yellow" role="alert" title={t.onlyAdmins}>
          <Button component={Link} to={web.groupInfo(g.id)} variant="light" size="xs" mt="xs">
            Open the group
          </Button>
        </Alert>
      </Container>
    );
  }
  const byMember = new Map((progress.data?.items ?? []).map((p) => [p.member_id, p]));
  const closedPremium =
    g.group_type === 'premium_groups' && (g.premium_group_status === 'started' || g.premium_group_status === 'completed');

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="md">
        <BackLink to={web.leadersPortal} label={t.leadersPortal} />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {t.memberProgress}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {g.name}
            </Text>
          </div>
          <EditGroupMenu group={g} onRename={() => setRenaming(true)} onDelete={() => setDeleting(true)} />
        </Group>
        <Group gap="sm">
          {showsGroupProgress(g) && (
            <Button component={Link} to={web.groupProgress(g.id)} variant="light">
              {t.groupProgress}
            </Button>
          )}
          <Button component={Link} to={web.groupCrashReport(g.id)} variant="light">
            {t.groupCrashReport}
          </Button>
          {g.group_type === 'premium_groups' && (
            <Button component={Link} to={web.premiumGroupManagement(g.id)} variant="light">
              Premium Group Management
            </Button>
          )}
          {/* Spec 2.4: 'Complete Premium Group' for premium groups only (the same button and dialog as premium group management). */}
          {g.group_type === 'premium_groups' && (
            <CompletePremiumGroupButton groupId={g.id} status={g.premium_group_status} ask={ask} complete={complete.mutateAsync} />
          )}
          {/* A started or completed premium group invites no one (spec 4.5; the API answers 409). */}
          {!closedPremium && (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
              {t.addMember}
            </Button>
          )}
        </Group>
        {progress.isError && (
          <Alert color="red" role="alert">
            {t.memberInfoFailure}
          </Alert>
        )}
        {progress.isPending && progress.fetchStatus === 'fetching' && (
          <Skeleton height={8} radius="xl" role="status" aria-label="Loading progress" />
        )}
        <Accordion variant="separated" radius="md" multiple chevronPosition="right" aria-label="Members">
          {g.members.map((m) => (
            <MemberCard
              key={m.id}
              member={m}
              progress={byMember.get(m.id)}
              ask={ask}
              onNotes={() => setNotesOf({ id: m.id, name: m.user.display_name })}
              onLeft={() => navigate(web.leadersPortal)}
            />
          ))}
        </Accordion>
      </Stack>
      <AddMemberModal groupId={g.id} opened={adding} onClose={addModal.close} add={add} premium={g.group_type === 'premium_groups'} />
      <ChangeNameModal key={renaming ? g.id : 0} group={renaming ? g : null} onClose={() => setRenaming(false)} />
      <DeleteGroupModal group={deleting ? g : null} onClose={() => setDeleting(false)} onDeleted={() => navigate(web.leadersPortal)} />
      <NotesModal groupId={g.id} member={notesOf} onClose={() => setNotesOf(null)} />
      {dialog}
    </Container>
  );
}
