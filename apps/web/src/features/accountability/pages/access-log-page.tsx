import { Card, Group, Pagination, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { accessLogTexts as t, type AccessLogEntry } from '@holdfast/shared/accountability';
import { useListAccessLog } from '../api/list-access-log';
import { PersonAvatar } from '@/components/person-line';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';

const VIA: Record<AccessLogEntry['via'], string> = {
  partner: t.viaPartner,
  group: t.viaGroup,
  group_chat: t.viaGroupChat,
  coach: t.viaCoach,
};
const KIND: Record<AccessLogEntry['kind'], string> = {
  check_ins: t.kindCheckIns,
  crash_reports: t.kindCrashReports,
  streaks: t.kindStreaks,
  course_progress: t.kindCourseProgress,
  premium_application: t.kindPremiumApplication,
  habit_results: t.kindHabitResults,
};

/** 'one crash report' or 'crash reports from Mar 1 to Mar 31'. */
function whatOf(entry: AccessLogEntry): string {
  if (entry.record_id !== null) return `one of your ${KIND[entry.kind]}`;
  if (entry.range_start && entry.range_end) {
    const from = dayjs(entry.range_start).format('MMM D');
    const to = dayjs(entry.range_end).format('MMM D, YYYY');
    return `your ${KIND[entry.kind]} from ${from} to ${to}`;
  }
  return `your ${KIND[entry.kind]}`;
}

/** /who-viewed-my-data, from the profile: every read of my check-ins or crash reports by someone else, newest first. */
export function AccessLogPage() {
  const [page, setPage] = useState(1);
  const log = useListAccessLog(page);
  return (
    <PageFrame size="md" title={t.title} intro="Each time a partner opens your check-ins or crash reports, it is written here.">
      {log.isPending ? (
        <ListSkeleton label="Loading" rows={3} />
      ) : log.isError ? (
        <LoadFailure title="Unable to load who viewed your data" onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyCard>
          <Text>{t.empty}</Text>
        </EmptyCard>
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.title}>
            {log.data.items.map((entry) => (
              <Card key={entry.id} withBorder radius="md" p="sm" component="li">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <PersonAvatar person={entry.viewer} />
                  <div style={{ minWidth: 0 }}>
                    <Text style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={700}>
                        {entry.viewer.display_name}
                      </Text>{' '}
                      viewed {whatOf(entry)} {VIA[entry.via]}
                    </Text>
                    <Text size="sm" c="dimmed">
                      <time dateTime={entry.created_at}>{dayjs(entry.created_at).format('ddd, MMM D, YYYY · h:mm A')}</time>
                    </Text>
                  </div>
                </Group>
              </Card>
            ))}
          </Stack>
          {log.data.totalPages > 1 && (
            <Group justify="center">
              <Pagination
                total={log.data.totalPages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
              />
            </Group>
          )}
        </>
      )}
    </PageFrame>
  );
}
