import { NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ACCESS_KINDS, type AccessKind } from '@holdfast/shared/accountability';
import { privacyTexts as t, type AudienceEntry } from '@holdfast/shared/privacy';
import { ACCESS_KIND_LABELS, AccessLogList } from '@/components/access-log-list';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';
import { useListPrivacyAccessLog, type AccessLogFilters } from '../api/list-privacy-access-log';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
          data={[{ value: '', label: t.logAnyKind }, ...ACCESS_KINDS.map((k) => ({ value: k, label: capital(ACCESS_KIND_LABELS[k]) }))]}
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
        <AccessLogList items={log.data.items} label={t.logTitle} page={page} totalPages={log.data.totalPages} onPage={setPage} />
      )}
    </Stack>
  );
}
