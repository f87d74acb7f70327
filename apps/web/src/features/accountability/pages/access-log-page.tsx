import { Text } from '@mantine/core';
import { useState } from 'react';
import { accessLogTexts as t } from '@holdfast/shared/accountability';
import { useListAccessLog } from '../api/list-access-log';
import { AccessLogList } from '@/components/access-log-list';
import { PageFrame } from '@/components/page-frame';
import { EmptyCard, ListSkeleton, LoadFailure } from '@/components/query-states';

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
        <AccessLogList items={log.data.items} label={t.title} page={page} totalPages={log.data.totalPages} onPage={setPage} />
      )}
    </PageFrame>
  );
}
