import { Badge, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { groupsTexts as t, groupsWebPaths as web, type Group as GroupItem, type MemberRequestStatus } from '@holdfast/shared/groups';
import { memberPremiumStatusLabels, premiumWebPaths } from '@holdfast/shared/premium-groups';
import { useListGroups } from '../api/list-groups';
import { useAnswerInvitation } from '../api/answer-invitation';
import { useConfirm } from '@/components/confirm-dialog';
import { GroupsPageFrame } from '../components/group-form-modal';
import { GroupCards, GroupLink, GroupSummary, TitledSection } from '../components/group-row';
import { ListSkeleton, LoadFailure } from '@/components/query-states';

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
    body = <GroupCards groups={items} label={title} row={row} />;
  }
  return (
    <TitledSection idPrefix="section" title={title}>
      {body}
      {list.hasNextPage && (
        <Button variant="subtle" mt="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </TitledSection>
  );
}

/**
 * An application placed in a premium group: its pipeline label (spec 3), and once accepted the way to the
 * pre-payment (the page the accepted mail links to).
 */
function AppliedRow({ group }: { group: GroupItem }) {
  const status = group.my_membership?.premium_group_status ?? 'applied';
  const memberId = group.my_membership?.id;
  return (
    <Group p="sm" justify="space-between" gap="sm">
      <GroupSummary group={group} />
      <Group gap="xs">
        <Badge variant="light">{`Application: ${memberPremiumStatusLabels[status]}`}</Badge>
        {status === 'accepted' && memberId !== undefined && (
          <Button component={Link} to={premiumWebPaths.payment(memberId)} size="xs" aria-label={`Pay pre-payment for ${group.name}`}>
            Pay pre-payment
          </Button>
        )}
      </Group>
    </Group>
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
            onClick={() =>
              ask({
                title: 'Reject invitation',
                message: t.confirmReject,
                confirmLabel: 'Reject',
                danger: true,
                onConfirm: () => answer.mutateAsync({ memberId, status: 'rejected' }),
              })
            }
          >
            Reject
          </Button>
        )}
        <Button
          size="xs"
          aria-label={`Accept the invitation to ${group.name}`}
          onClick={() =>
            ask({
              title: 'Accept invitation',
              message: t.confirmAccept,
              confirmLabel: 'Accept',
              onConfirm: () => answer.mutateAsync({ memberId, status: 'accepted' }),
            })
          }
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
  const { ask, dialog } = useConfirm();
  return (
    <GroupsPageFrame title={t.smallGroupsTitle} createLabel={t.createSmallGroup}>
      <GroupSection
        title={t.yourGroups}
        status="accepted"
        empty="You are not in a group yet. Create one, or accept an invitation."
        row={(g) => <GroupLink group={g} to={web.groupInfo(g.id)} w="100%" display="block" />}
      />
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
        row={(g) => <AppliedRow group={g} />}
      />
      <GroupSection
        title={t.rejectedRequests}
        status="rejected"
        empty="No rejected invitations."
        row={(g) => <InvitationRow group={g} ask={ask} />}
      />
      {dialog}
    </GroupsPageFrame>
  );
}
