import { Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { groupsTexts as t, groupsWebPaths as web, type Group as GroupItem, type MemberRequestStatus } from '@holdfast/shared/groups';
import { useGetLeader } from '../api/get-leader';
import { useListGroups } from '../api/list-groups';
import { useAnswerInvitation } from '../api/member-writes';
import { useConfirm } from '@/components/confirm-dialog';
import { GroupFormModal } from '../components/group-form-modal';
import { GroupSummary } from '../components/group-row';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { PageFrame } from '@/components/page-frame';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** One section's groups: skeleton, failure, empty text, rows, 'Show more' (20 a page). */
function GroupSection({
  title,
  status,
  filter = () => true,
  empty,
  row,
}: {
  title: string;
  status: MemberRequestStatus;
  filter?: (g: GroupItem) => boolean;
  empty: string;
  row: (g: GroupItem) => ReactNode;
}) {
  const list = useListGroups('member', status);
  const items = (list.data?.pages.flatMap((p) => p.items) ?? []).filter(filter);
  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label={`Loading ${title}`} rows={1} height={60} />;
  } else if (list.isError) {
    body = <LoadFailure title={t.loadGroupsFailure} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
        {items.map((g) => (
          <Card key={g.id} component="li" withBorder radius="md" p={0}>
            {row(g)}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Section title={title}>
      {body}
      {list.hasNextPage && (
        <Button variant="subtle" mt="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </Section>
  );
}

function LinkRow({ group }: { group: GroupItem }) {
  return (
    <UnstyledButton component={Link} to={web.groupInfo(group.id)} p="sm" w="100%" display="block">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <GroupSummary group={group} />
        <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </UnstyledButton>
  );
}

/** A pending or rejected invitation: accept (again), or reject a pending one, each after a confirmation. */
function InvitationRow({ group, ask }: { group: GroupItem; ask: ReturnType<typeof useConfirm>['ask'] }) {
  const answer = useAnswerInvitation();
  const memberId = group.my_membership?.id;
  const rejected = group.my_membership?.request_status === 'rejected';
  if (memberId === undefined) return null;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" p="sm">
      <GroupSummary group={group} />
      <Group gap="xs">
        {!rejected && (
          <Button
            variant="default"
            size="xs"
            aria-label={`Reject the invitation to ${group.name}`}
            onClick={() => ask({ title: 'Reject invitation', message: t.confirmReject, confirmLabel: 'Reject', danger: true, onConfirm: () => answer.mutateAsync({ memberId, status: 'rejected' }) })}
          >
            Reject
          </Button>
        )}
        <Button
          size="xs"
          aria-label={`Accept the invitation to ${group.name}`}
          onClick={() => ask({ title: 'Accept invitation', message: t.confirmAccept, confirmLabel: 'Accept', onConfirm: () => answer.mutateAsync({ memberId, status: 'accepted' }) })}
        >
          Accept
        </Button>
      </Group>
    </Group>
  );
}

const applied = (g: GroupItem) => g.my_membership?.premium_group_application_id != null;

/** /small-groups (spec 2 section 2.3): 'Create Small Group'; Your Groups, Pending Requests, Applied Premium Groups, Rejected Requests. */
export function SmallGroupsPage() {
  const navigate = useNavigate();
  const leader = useGetLeader();
  const [creating, createModal] = useDisclosure(false);
  const { ask, dialog } = useConfirm();
  return (
    <PageFrame
      size="md"
      gap="lg"
      title={t.smallGroupsTitle}
      action={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={createModal.open}>
          {t.createSmallGroup}
        </Button>
      }
    >
      <GroupSection title={t.yourGroups} status="accepted" empty="You are not in a group yet. Create one, or accept an invitation." row={(g) => <LinkRow group={g} />} />
      <GroupSection
        title={t.pendingRequests}
        status="pending"
        filter={(g) => !applied(g)}
        empty="No invitation is waiting for you."
        row={(g) => <InvitationRow group={g} ask={ask} />}
      />
      <GroupSection
        title={t.appliedPremiumGroups}
        status="pending"
        filter={applied}
        empty="You have not applied to a premium group."
        row={(g) => (
          <Group p="sm" justify="space-between" gap="sm">
            <GroupSummary group={g} />
            <Text size="sm" c="dimmed">
              Application {g.my_membership?.premium_group_status ?? 'applied'}
            </Text>
          </Group>
        )}
      />
      <GroupSection title={t.rejectedRequests} status="rejected" empty="No rejected invitations." row={(g) => <InvitationRow group={g} ask={ask} />} />
      <GroupFormModal opened={creating} onClose={createModal.close} isLeader={leader.data?.is_leader ?? false} onCreated={(g) => navigate(web.memberProgress(g.id))} />
      {dialog}
    </PageFrame>
  );
}
