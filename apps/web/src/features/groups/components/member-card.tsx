import { Accordion, Badge, Box, Button, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { highestCategory, ZONE_INFO } from '@holdfast/shared/check-ins';
import { groupsTexts as t, type GroupMember, type MemberProgress } from '@holdfast/shared/groups';
import { PersonLine } from '@/components/person-line';
import { useChangeRole } from '../api/change-role';
import { useLeaveGroup } from '../api/leave-group';
import { useRemoveMember } from '../api/remove-member';
import { useResendInvitation } from '../api/resend-invitation';
import { useSendReminder } from '../api/send-reminder';
import type { useConfirm } from '@/components/confirm-dialog';
import { leaveRequest } from './confirm-dialog';
import { SharingSwitch } from './sharing-switch';

type Ask = ReturnType<typeof useConfirm>['ask'];

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** A member's progress as Member Progress shows it to the leaders (also the privacy centre's preview of that row of mine). */
export function ProgressFacts({ progress }: { progress: MemberProgress }) {
  const last = progress.last_checkin;
  const zone = last ? ZONE_INFO[last.feeling_zone] : null;
  const faster = last ? highestCategory(last.fast_scale_answers) : null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label="Last check-in" value={last ? dayjs(last.checkin_on).format('MMM D, YYYY') : 'None yet'} />
        <Stat
          label="Zone"
          value={
            zone ? (
              <Group gap={6} component="span">
                <Box
                  component="span"
                  w={10}
                  h={10}
                  style={{ borderRadius: 10, background: zone.color, display: 'inline-block' }}
                  aria-hidden
                />
                {zone.label}
              </Group>
            ) : (
              '—'
            )
          }
        />
        <Stat label="Check-in streak" value={`${progress.checkin_streak} ${progress.checkin_streak === 1 ? 'day' : 'days'}`} />
        <Stat label="Crash reports (30 days)" value={progress.crash_reports_30d} />
      </SimpleGrid>
      {last && (
        <Text size="sm">
          <Text span fw={600}>
            FASTER:{' '}
          </Text>
          {last.fast_scale_answers === null ? 'Not shared' : (faster?.display_name ?? 'Skipped')}
          {last.feeling_notes ? ` · “${last.feeling_notes}”` : ''}
        </Text>
      )}
      <div>
        <Group justify="space-between" mb={4}>
          <Text size="sm" fw={600}>
            Course progress
          </Text>
          <Text size="sm">{progress.overall_percent}%</Text>
        </Group>
        <Progress value={progress.overall_percent} aria-label={`Course progress ${progress.overall_percent}%`} />
      </div>
    </Stack>
  );
}

/**
 * One member of Member Progress (spec 2 section 2.4): an accordion card with the member's progress
 * (when they share it) and every action the server allows on the row (spec 2 section 6), each
 * behind its confirmation dialog (section 8).
 */
export function MemberCard({
  member,
  progress,
  ask,
  onNotes,
  onLeft,
}: {
  member: GroupMember;
  progress: MemberProgress | undefined;
  ask: Ask;
  onNotes: () => void;
  onLeft: () => void;
}) {
  const role = useChangeRole();
  const remove = useRemoveMember();
  const remind = useSendReminder();
  const resend = useResendInvitation();
  const leave = useLeaveGroup();
  const a = member.actions;
  const name = member.user.display_name;
  const ids = { groupId: member.group_id, memberId: member.id };
  // One chip at most beside the role: where the invitation stands, or that an accepted member keeps their data to themselves.
  const status =
    member.request_status === 'pending'
      ? { label: t.pendingChip, color: 'yellow.9' }
      : member.request_status === 'rejected'
        ? { label: 'Rejected', color: 'red.9' }
        : member.request_status === 'accepted' && !member.is_sharing_data
          ? { label: 'Not sharing', color: 'gray' }
          : null;

  const confirm =
    (title: string, message: string, confirmLabel: string, onConfirm: () => Promise<unknown>, danger = false) =>
    () =>
      ask({ title, message: `${message} (${name})`, confirmLabel, danger, onConfirm });
  // Every action the server allows on this row (spec 2 section 6), in the spec's order.
  const actions: { label: string; onClick: () => void; light?: boolean; danger?: boolean; loading?: boolean }[] = [
    a.view_notes && { label: t.notes, light: true, onClick: onNotes },
    a.send_reminder && { label: t.sendReminder, light: true, loading: remind.isPending, onClick: () => remind.mutate(member.id) },
    a.resend_invitation && { label: t.resendInvitation, light: true, loading: resend.isPending, onClick: () => resend.mutate(member.id) },
    a.promote && {
      label: t.promote,
      onClick: confirm('Promote member', t.confirmPromote, 'Promote', () => role.mutateAsync({ ...ids, role: 'group-leader' })),
    },
    a.demote && {
      label: t.demote,
      onClick: confirm('Demote co-leader', t.confirmDemote, 'Demote', () => role.mutateAsync({ ...ids, role: 'member' })),
    },
    a.remove && {
      label: t.removeMember,
      danger: true,
      onClick: confirm('Remove member', t.confirmRemove, t.removeMember, () => remove.mutateAsync(ids), true),
    },
    a.leave && { label: t.leaveGroup, danger: true, onClick: () => ask(leaveRequest(leave.mutateAsync, member.group_id, onLeft)) },
  ].filter((b) => b !== false);

  return (
    <Accordion.Item value={String(member.id)}>
      <Accordion.Control>
        <PersonLine person={member.user} name={member.is_me ? `${name} (you)` : name} grow>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {member.role_label}
            </Text>
            {status && (
              <Badge size="sm" variant="light" color={status.color}>
                {status.label}
              </Badge>
            )}
          </Group>
        </PersonLine>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {member.user.email && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {member.user.email}
            </Text>
          )}
          {progress ? (
            <ProgressFacts progress={progress} />
          ) : (
            <Text size="sm" c="dimmed">
              {member.request_status !== 'accepted'
                ? 'Progress shows once the invitation is accepted and the member shares their data.'
                : 'This member does not share their check-ins and crash reports with the group.'}
            </Text>
          )}
          {member.is_me && a.toggle_sharing && <SharingSwitch member={member} ask={ask} />}
          <Group gap="xs">
            {actions.map((b) => (
              <Button
                key={b.label}
                size="xs"
                variant={b.light ? 'light' : 'default'}
                c={b.danger ? 'red.9' : undefined}
                loading={b.loading}
                onClick={b.onClick}
              >
                {b.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
