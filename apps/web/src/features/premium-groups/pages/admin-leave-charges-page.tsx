import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatUsd,
  leaveChargeStatusLabels,
  premiumTexts as t,
  premiumWebPaths,
  PREMIUM_TOTAL_MONTHS,
  type LeaveCharge,
  type LeaveChargeStatus,
} from '@holdfast/shared/premium-groups';
import { useConfirm } from '@/components/confirm-dialog';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { isApiError } from '@/lib/api-client';
import { useListLeaveCharges, useWaiveLeaveCharge } from '../api/leave-charges';

const statusColors: Record<LeaveChargeStatus, string> = { charged: 'blue', failed: 'orange', waived: 'gray' };
const reasonLabels = { left: 'Left the group', removed: 'Removed by a leader' } as const;
const day = (iso: string) => iso.slice(0, 10);

/** What a waiver does, said before it is done: a charged one is given back, a failed one is only marked. */
const waiveMessage = (c: LeaveCharge) =>
  c.status === 'charged'
    ? `Waive the ${formatUsd(c.amount)} charge of ${c.person.display_name} for ${c.group_name}? It will be given back to their card, and they will be told by e-mail.`
    : `Waive the ${formatUsd(c.amount)} charge of ${c.person.display_name} for ${c.group_name}? The charge did not go through, so nothing is given back; they will be told that nothing is owed.`;

/**
 * /admin/premium-leave-charges (issue 14 step 6): the 50% charges of members who left or were removed
 * after their premium group started, newest first, each with its state and 'Waive' while it is
 * charged or failed. The API lets only ff_admin and upgrade_admin read or waive; others are told so.
 */
export function AdminPremiumLeaveChargesPage() {
  const [page, setPage] = useState(1);
  const list = useListLeaveCharges(page);
  const waive = useWaiveLeaveCharge();
  const { ask, dialog } = useConfirm();

  const askWaive = (c: LeaveCharge) =>
    ask({
      title: 'Waive leave charge',
      message: waiveMessage(c),
      confirmLabel: 'Waive',
      onConfirm: () => waive.mutateAsync(c.id),
    });

  const refused = isApiError(list.error) && list.error.status === 403;
  return (
    <PageFrame
      title="Premium Leave Charges"
      intro="Leaving or being removed after a premium group starts costs 50% of the remaining payments. An admin may waive it."
      size="md"
    >
      <Anchor component={Link} to={premiumWebPaths.adminApplications} size="sm">
        Premium applications
      </Anchor>
      {list.isPending ? (
        <ListSkeleton label="Loading leave charges" height={72} />
      ) : refused ? (
        <Alert color="yellow" role="alert" title={t.onlyAdminsLeaveCharges} />
      ) : list.isError ? (
        <LoadFailure title="Unable to load the leave charges" onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyCard>No leave charges.</EmptyCard>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Leave charges">
          {list.data.items.map((c) => (
            <Card key={c.id} component="li" withBorder radius="md" aria-label={`${c.person.display_name}, ${c.group_name}`}>
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {c.person.display_name}
                  </Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {c.person.email ? `${c.person.email} · ` : ''}
                    {c.group_name} · {reasonLabels[c.reason]} on {day(c.created_at)}
                  </Text>
                  <Text size="sm">
                    {formatUsd(c.amount)} · {c.payments_made} of {PREMIUM_TOTAL_MONTHS} payments made
                  </Text>
                  {c.waived_at && (
                    <Text size="sm" c="dimmed">
                      Waived on {day(c.waived_at)}
                    </Text>
                  )}
                </Stack>
                <Stack gap="xs" align="flex-end">
                  <Badge variant="light" color={statusColors[c.status]}>
                    {leaveChargeStatusLabels[c.status]}
                  </Badge>
                  {c.status !== 'waived' && (
                    <Button size="xs" variant="default" onClick={() => askWaive(c)}>
                      Waive
                    </Button>
                  )}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {list.data && list.data.totalPages > 1 && (
        <Group justify="space-between" component="nav" aria-label="Pages">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} of {list.data.totalPages}
          </Text>
          <Button variant="default" size="xs" disabled={page >= list.data.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
      {dialog}
    </PageFrame>
  );
}
