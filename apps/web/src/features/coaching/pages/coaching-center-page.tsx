import { ActionIcon, Button, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileText, IconPlus, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  coachCentreTexts as c,
  coachingTexts as t,
  coachingWebPaths as web,
  orderClients,
  type CoachClient,
} from '@holdfast/shared/coaching';
import { useConfirm } from '@/components/confirm-dialog';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useListClients, type ClientOrder } from '../api/list-clients';
import { AddActionsSheet } from '../components/add-actions-sheet';
import { ClientList } from '../components/client-list';
import { ClientSummary } from '../components/client-summary';
import { useCoach } from '../components/coach-layout';
import { CourseProgressList } from '../components/course-progress-list';
import { InviteClientModal } from '../components/invite-client-modal';
import { usePullToRefresh } from '../lib/use-pull-to-refresh';

const isAccepted = (client: CoachClient) => client.request_status === 'accepted';

function PullIndicator({ pull, ready, refreshing }: { pull: number; ready: boolean; refreshing: boolean }) {
  if (pull === 0 && !refreshing) return null;
  return (
    <Text ta="center" size="sm" c="dimmed" role="status" style={{ height: refreshing ? 24 : Math.min(pull, 48) }}>
      {refreshing ? c.refreshing : ready ? c.pullToRefresh : ''}
    </Text>
  );
}

/**
 * /coaching-center (spec 3 section 2), the coach's list page: More Reports and Coach Resources, the
 * plus button (the Add Actions sheet when the coaching-centre add-action flag is on, else straight
 * to the invite), the clients (by status or by need, each row saying why), the client summary and
 * the course progress list. Refreshes every 15 minutes, on realtime changes and on pull-to-refresh.
 */
export function CoachingCenterPage() {
  const coach = useCoach();
  const [order, setOrder] = useState<ClientOrder>('status');
  const list = useListClients(order);
  const addActions = useAppInfo().data?.features.coachingCenterAddAction ?? false;
  const [inviting, setInviting] = useState(false);
  const [sheet, setSheet] = useState(false);
  const { ask, dialog } = useConfirm();
  const pull = usePullToRefresh(() => list.refetch());

  const clients = order === 'status' ? orderClients(list.data ?? []) : (list.data ?? []);
  const accepted = clients.filter(isAccepted);
  const acceptedCount = list.data ? accepted.length : coach.users.filter((u) => u.request_status === 'accepted').length;

  let body;
  if (list.isPending) body = <ListSkeleton label="Loading clients" rows={3} height={64} />;
  else if (list.isError) body = <LoadFailure title={c.clientsFailed} onRetry={() => void list.refetch()} />;
  else if (clients.length === 0) {
    body = (
      <EmptyCard>
        <Stack align="center" gap="sm">
          <Text fw={600}>{t.emptyClients}</Text>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setInviting(true)}>
            {c.inviteClient}
          </Button>
        </Stack>
      </EmptyCard>
    );
  } else body = <ClientList clients={clients} order={order} coachId={coach.id} ask={ask} />;

  return (
    <div {...pull.handlers}>
      <PullIndicator pull={pull.pull} ready={pull.ready} refreshing={pull.refreshing} />
      <PageFrame
        size="lg"
        title={c.title}
        action={
          <ActionIcon
            size="xl"
            radius="xl"
            variant="filled"
            aria-label={addActions ? c.addActions : c.inviteClient}
            aria-haspopup="dialog"
            onClick={() => (addActions ? setSheet(true) : setInviting(true))}
          >
            <IconPlus size={22} aria-hidden />
          </ActionIcon>
        }
      >
        <Group gap="sm">
          <Button component={Link} to={web.more} variant="light" leftSection={<IconReportAnalytics size={18} aria-hidden />}>
            {c.moreReports}
          </Button>
          <Button component={Link} to={web.resources} variant="light" leftSection={<IconFileText size={18} aria-hidden />}>
            {c.coachResources}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
          <section aria-labelledby="clients-heading">
            <Group justify="space-between" mb="xs" gap="xs">
              <Title order={2} fz="lg" id="clients-heading">
                {c.clients}
              </Title>
              <SegmentedControl
                size="xs"
                aria-label="Order clients"
                value={order}
                onChange={(v) => setOrder(v as ClientOrder)}
                data={[
                  { value: 'status', label: c.byStatus },
                  { value: 'need', label: c.byNeed },
                ]}
              />
            </Group>
            {body}
          </section>
          {accepted.length > 0 && (
            <Stack gap="lg">
              <ClientSummary clients={accepted} />
              <section aria-labelledby="course-progress-heading">
                <Title order={2} fz="lg" id="course-progress-heading" mb="xs">
                  {c.courseProgress}
                </Title>
                <CourseProgressList clients={accepted} label={c.courseProgress} />
              </section>
            </Stack>
          )}
        </SimpleGrid>
      </PageFrame>
      <AddActionsSheet opened={sheet} onClose={() => setSheet(false)} onInvite={() => setInviting(true)} />
      <InviteClientModal opened={inviting} onClose={() => setInviting(false)} accepted={acceptedCount} />
      {dialog}
    </div>
  );
}
