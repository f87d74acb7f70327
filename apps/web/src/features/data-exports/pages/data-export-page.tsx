import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { dataExportsTexts as t, type DataExport, type DataExportStatus } from '@holdfast/shared/data-exports';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListDataExports } from '../api/list-data-exports';
import { useRevokeDataExport } from '../api/revoke-data-export';
import { useStartDataExport } from '../api/start-data-export';

/** An instant in the reader's own zone, to the minute. */
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const STATUS: Record<DataExportStatus, { label: string; color: string }> = {
  building: { label: t.building, color: 'gray' },
  ready: { label: t.ready, color: 'teal' },
  revoked: { label: t.revokedStatus, color: 'gray' },
  expired: { label: t.expired, color: 'gray' },
  failed: { label: t.failed, color: 'red' },
};

function ExportCard({ item }: { item: DataExport }) {
  const revoke = useRevokeDataExport();
  const status = STATUS[item.status];
  return (
    <Card withBorder radius="lg" p="md" component="article" aria-label={t.requestedAt.replace('{time}', when(item.requested_at))}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t.requestedAt.replace('{time}', when(item.requested_at))}</Text>
          <Badge color={status.color} variant="light" data-testid="export-status">
            {status.label}
          </Badge>
        </Group>
        {item.status === 'building' && (
          <Text size="sm" c="dimmed" role="status">
            {t.started}
          </Text>
        )}
        {item.status === 'ready' && item.download_url && item.expires_at && (
          <>
            <Text size="sm">{t.readyUntil.replace('{time}', when(item.expires_at))}</Text>
            <Group gap="sm" wrap="wrap">
              <Button component="a" href={item.download_url} download>
                {t.download}
              </Button>
              <Button
                variant="subtle"
                color="red"
                aria-label={t.revokeLabel}
                loading={revoke.isPending}
                onClick={() => revoke.mutate(item.id)}
              >
                {t.revoke}
              </Button>
            </Group>
          </>
        )}
        {item.status === 'revoked' && (
          <Text size="sm" c="dimmed">
            {t.revoked}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /privacy/export: 'Download my data', its one-a-day rule, and each export's state. */
export function DataExportPage() {
  const list = useListDataExports();
  const start = useStartDataExport();
  const next = list.data?.next_allowed_at ?? null;
  return (
    <PageFrame title={t.pageTitle} intro={t.intro}>
      {list.isPending ? (
        <ListSkeleton label={t.building} rows={2} heading />
      ) : list.isError ? (
        <LoadFailure title={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <div>
            <Button onClick={() => start.mutate()} loading={start.isPending} disabled={next !== null}>
              {t.start}
            </Button>
          </div>
          {next && (
            <Alert color="gray" variant="light" data-testid="once-a-day">
              {t.oncePerDay.replace('{time}', when(next))}
            </Alert>
          )}
          <Title order={2} fz="lg">
            {t.history}
          </Title>
          {list.data.items.length === 0 ? (
            <EmptyCard>
              <Text c="dimmed">{t.none}</Text>
            </EmptyCard>
          ) : (
            <Stack gap="sm">
              {list.data.items.map((item) => (
                <ExportCard key={item.id} item={item} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
