import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
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
import { useListLeaveCharges } from '../api/list-leave-charges';
import { useWaiveLeaveCharge } from '../api/waive-leave-charge';
import { AdminCardLines, AdminList } from '../components/admin-list';

const statusColors: Record<LeaveChargeStatus, string> = { charged: 'harbor', failed: 'orange', waived: 'gray' };
const reasonLabels = { left: 'Left the group', removed: 'Removed by a leader' } as const;
const day = (iso: string) => iso.slice(0, 10);

/** What a waiver does, said before it is done: a charged one is given back, a failed one is only marked. */
const waiveMessage = (c: LeaveCharge) =>
  c.status === 'charged'
    ? `Waive the ${formatUsd(c.amount)} charge of ${c.person.display_name} for ${c.group_name}? It will be given back to their card, and they will be told by e-mail.`
    : `Waive the ${formatUsd(c.amount)} charge of ${c.person.display_name} for ${c.group_name}? The charge did not go through, so nothing is given back; they will be told that nothing is owed.`;

/**
 * /admin/premium-leave-charges: the 50% charges of members who left or were removed
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

  return (
    <PageFrame
      title="Premium Leave Charges"
      intro="Leaving or being removed after a premium group starts costs 50% of the remaining payments. An admin may waive it."
      size="md"
    >
      <Anchor component={Link} to={premiumWebPaths.adminApplications} size="sm">
        Premium applications
      </Anchor>
      <AdminList
        query={list}
        page={page}
        onPage={setPage}
        texts={{ noun: 'leave charges', refused: t.onlyAdminsLeaveCharges, empty: 'No leave charges.' }}
        itemLabel={(c) => `${c.person.display_name}, ${c.group_name}`}
        renderItem={(c) => (
          <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
            <AdminCardLines name={c.person.display_name}>
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
            </AdminCardLines>
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
        )}
      />
      {dialog}
    </PageFrame>
  );
}
