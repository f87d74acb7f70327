import { Card, Group, NativeSelect, Pagination, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ACCESS_KINDS, accessLogTexts as at, type AccessKind, type AccessLogEntry } from '@holdfast/shared/accountability';
import { privacyTexts as t, type AudienceEntry } from '@holdfast/shared/privacy';
import { PersonAvatar } from '@/components/person-line';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListPrivacyAccessLog, type AccessLogFilters } from '../api/list-privacy-access-log';

const VIA: Record<AccessLogEntry['via'], string> = {
  partner: at.viaPartner,
  group: at.viaGroup,
  group_chat: at.viaGroupChat,
  coach: at.viaCoach,
};
const KIND: Record<AccessKind, string> = {
  check_ins: at.kindCheckIns,
  crash_reports: at.kindCrashReports,
  streaks: at.kindStreaks,
  course_progress: at.kindCourseProgress,
  premium_application: at.kindPremiumApplication,
  habit_results: at.kindHabitResults,
};
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function whatOf(entry: AccessLogEntry): string {
  if (entry.record_id !== null) return `one of your ${KIND[entry.kind]}`;
  if (entry.range_start && entry.range_end)
    return `your ${KIND[entry.kind]} from ${dayjs(entry.range_start).format('MMM D')} to ${dayjs(entry.range_end).format('MMM D, YYYY')}`;
  return `your ${KIND[entry.kind]}`;
}

/**
 * 'Who viewed my data', narrowed to a person, a kind or a span of days. The people to choose from
 * are those who can see my data now (a person who viewed it once but no longer can still shows in
 * the unfiltered list).
 */
export function AccessLogPanel({ people }: { people: readonly AudienceEntry[] }) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AccessLogFilters>({});
  const log = useListPrivacyAccessLog(page, filters);
  const change = (next: Partial<AccessLogFilters>) => {
    setPage(1);
    setFilters((f) => ({ ...f, ...next }));
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="access-log-title">
      <Title order={2} fz="lg" id="access-log-title">
        {t.logTitle}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <NativeSelect
          label={t.logFilterPerson}
          value={filters.viewerId ? String(filters.viewerId) : ''}
          onChange={(e) => change({ viewerId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })}
          data={[{ value: '', label: t.logAnyone }, ...people.map((p) => ({ value: String(p.person.id), label: p.person.display_name }))]}
        />
        <NativeSelect
          label={t.logFilterKind}
          value={filters.kind ?? ''}
          onChange={(e) => change({ kind: (e.currentTarget.value || undefined) as AccessKind | undefined })}
          data={[{ value: '', label: t.logAnyKind }, ...ACCESS_KINDS.map((k) => ({ value: k, label: capital(KIND[k]) }))]}
        />
        <TextInput
          type="date"
          label={t.logFilterFrom}
          value={filters.from ?? ''}
          onChange={(e) => change({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t.logFilterTo}
          value={filters.to ?? ''}
          onChange={(e) => change({ to: e.currentTarget.value || undefined })}
        />
      </SimpleGrid>
      {log.isPending ? (
        <ListSkeleton label="Loading who viewed your data" rows={3} />
      ) : log.isError ? (
        <LoadFailure title="Unable to load who viewed your data" onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <EmptyCard>
          <Text>{t.logEmpty}</Text>
        </EmptyCard>
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t.logTitle}>
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
    </Stack>
  );
}
