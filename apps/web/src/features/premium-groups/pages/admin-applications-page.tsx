import { Anchor, Badge, Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  APPLICATION_STATUSES,
  applicationStatusLabels,
  premiumTexts as t,
  premiumWebPaths,
  type PremiumApplication,
} from '@holdfast/shared/premium-groups';
import { meetingDayLabels } from '@holdfast/shared/groups';
import { PageFrame } from '@/components/page-frame';
import { LoadFailure } from '@/components/query-states';
import { useListPremiumApplications, type StatusFilter } from '../api/list-premium-applications';
import { useListSuggestedGroups } from '../api/list-suggested-groups';
import { usePlaceApplication } from '../api/place-application';
import { AdminCardLines, AdminList } from '../components/admin-list';
import { useConfirm } from '@/components/confirm-dialog';

const STATUS_OPTIONS = [
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: applicationStatusLabels[s] })),
  { value: 'all', label: 'All' },
];
const reasonLabels = {
  same_slot: 'Same meeting time',
  same_day: 'Same day',
  other_day: 'Fits the other days given',
  filling_up: 'Filling up',
} as const;

function SuggestedGroups({
  application,
  onPlace,
}: {
  application: PremiumApplication;
  onPlace: (groupId: number, groupName: string) => void;
}) {
  const suggested = useListSuggestedGroups(application.id);
  if (suggested.isPending) return <Skeleton height={48} role="status" aria-label="Loading suggested groups" />;
  if (suggested.isError) return <LoadFailure title="Unable to load the suggested groups" onRetry={() => void suggested.refetch()} />;
  if (suggested.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No open premium group fits this application yet.
      </Text>
    );
  return (
    <Stack
      gap="xs"
      component="ol"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`Suggested groups for ${application.answers.name}`}
    >
      {suggested.data.items.map((g) => (
        <Card key={g.group_id} component="li" withBorder radius="sm" p="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {g.name}
              </Text>
              <Text size="sm" c="dimmed">
                {meetingDayLabels[g.day]} {g.meeting_time} · starts {g.projected_start_date} · {g.seats_left} seats left · led by{' '}
                {g.owner.display_name}
                {g.for_leaders ? ' · for leaders' : ''}
              </Text>
              <Group gap={4}>
                {g.reasons.map((r) => (
                  <Badge key={r} size="xs" variant="outline">
                    {reasonLabels[r]}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <Button size="xs" onClick={() => onPlace(g.group_id, g.name)}>
              Place
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin/premium-applications: applications by status; for each waiting one, the groups that fit and 'Place'. */
export function AdminPremiumApplicationsPage() {
  const [status, setStatus] = useState<StatusFilter>('group-selection-pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useListPremiumApplications(status, page);
  const place = usePlaceApplication();
  const { ask, dialog } = useConfirm();

  const askPlace = (a: PremiumApplication, groupId: number, groupName: string) =>
    ask({
      title: 'Place application',
      message: `Place ${a.answers.name}'s application in ${groupName}? The group's leaders will be told to review it.`,
      confirmLabel: 'Place',
      onConfirm: async () => {
        await place.mutateAsync({ applicationId: a.id, groupId });
        setOpen(null);
      },
    });

  return (
    <PageFrame title="Premium Applications" intro="Place each confirmed application in a premium group that fits it." size="md">
      <Anchor component={Link} to={premiumWebPaths.adminLeaveCharges} size="sm">
        Leave charges
      </Anchor>
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        value={status}
        allowDeselect={false}
        onChange={(v) => {
          setStatus((v ?? 'group-selection-pending') as StatusFilter);
          setPage(1);
          setOpen(null);
        }}
        maw={320}
      />
      <AdminList
        query={list}
        page={page}
        onPage={setPage}
        texts={{ noun: 'applications', refused: t.onlyPremiumAdmins, empty: 'No applications with this status.' }}
        renderItem={(a) => (
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <AdminCardLines name={a.answers.name}>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {a.answers.email} · {a.answers.gender === 'male' ? 'Male' : 'Female'} ·{' '}
                  {a.answers.in_ministry ? 'In ministry' : 'Not in ministry'} · applied {a.created_at.slice(0, 10)}
                </Text>
                <Text size="sm">
                  Group times: {a.answers.meeting_time.length ? a.answers.meeting_time.join(', ') : '—'}
                  {a.answers.other_day ? ` · other: ${a.answers.other_day}` : ''}
                </Text>
              </AdminCardLines>
              <Badge variant="light">{a.status_label}</Badge>
            </Group>
            {a.group_name && <Text size="sm">Placed in {a.group_name}</Text>}
            {a.status === 'group-selection-pending' && (
              <>
                <Button
                  size="xs"
                  variant="light"
                  style={{ alignSelf: 'flex-start' }}
                  aria-expanded={open === a.id}
                  onClick={() => setOpen(open === a.id ? null : a.id)}
                >
                  {open === a.id ? 'Hide suggested groups' : 'Suggested groups'}
                </Button>
                {open === a.id && <SuggestedGroups application={a} onPlace={(groupId, name) => askPlace(a, groupId, name)} />}
              </>
            )}
          </Stack>
        )}
      />
      {dialog}
    </PageFrame>
  );
}
