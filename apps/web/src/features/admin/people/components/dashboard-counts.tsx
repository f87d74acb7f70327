import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { adminPeopleTexts as t } from '@holdfast/shared/admin';
import { ListSkeleton, LoadFailure } from '@/components/query-states';
import { useGetAdminDashboard } from '../api/get-admin-dashboard';

/** The console home's counts (GET admin/dashboard): counts only, refreshed every minute. */
export function DashboardCounts() {
  const counts = useGetAdminDashboard();
  if (counts.isPending) return <ListSkeleton label={t.dashboard} rows={1} height={88} />;
  if (counts.isError) return <LoadFailure title={t.dashboardFailed} onRetry={() => void counts.refetch()} />;
  const d = counts.data;
  const tiles = [
    { label: t.newMembersWeek, value: d.new_members_week },
    { label: t.checkInsToday, value: d.check_ins_today },
    { label: t.openSos, value: d.open_sos },
    { label: t.crashReportsToday, value: d.crash_reports_today },
    // The review queue's count appears once part a5 gives it (null until then).
    ...(d.pending_queue === null ? [] : [{ label: t.pendingQueue, value: d.pending_queue }]),
  ];
  return (
    <section aria-labelledby="admin-dashboard-title">
      <Title order={2} fz="lg" id="admin-dashboard-title" mb="sm">
        {t.dashboard}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="dl" m={0}>
        {tiles.map((tile) => (
          <Card key={tile.label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text component="dd" m={0} fz={28} fw={700}>
              {tile.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
