import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { accountabilityTexts as t } from '@holdfast/shared/accountability';
import type { CalendarRange } from '@/components/calendar/event-calendar';
import { useGetPartnerCalendar } from '../api/get-partner-calendar';

// FullCalendar loads with this tab only.
const PartnerCalendar = lazy(() => import('../components/partner-calendar'));

/** /accountability/crash-reports: the partner calendar under the spec's header. */
export function CrashReportsTab() {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const calendar = useGetPartnerCalendar(range);
  const nobody = calendar.isSuccess && calendar.data.people.length === 0;
  return (
    <Stack gap="sm">
      <Text fw={600}>{t.calendarHeader}</Text>
      {nobody && (
        <Text size="sm" c="dimmed">
          Nobody shares their check-ins or crash reports with you yet.
        </Text>
      )}
      <Suspense fallback={<Skeleton height={480} radius="lg" role="status" aria-label="Loading calendar" />}>
        <PartnerCalendar
          data={calendar.data}
          isLoading={calendar.isFetching && !calendar.data}
          isError={calendar.isError}
          onRangeChange={(next) => setRange((r) => (r?.start === next.start && r.end === next.end ? r : next))}
        />
      </Suspense>
    </Stack>
  );
}
