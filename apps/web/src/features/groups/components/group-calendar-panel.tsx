import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { groupsTexts as t } from '@holdfast/shared/groups';
import type { CalendarRange } from '@/components/calendar/event-calendar';
import { useGetGroupCheckIns } from '../api/get-group-check-ins';
import { useGetGroupTriggers } from '../api/get-group-triggers';

// FullCalendar loads with the calendar only.
const GroupCalendar = lazy(() => import('./group-calendar'));

const keepSame = (next: CalendarRange) => (r: CalendarRange | null) => (r?.start === next.start && r.end === next.end ? r : next);

function Frame({ children, nobody }: { children: React.ReactNode; nobody: boolean }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>View crash reports by clicking the day on the calendar.</Text>
      {nobody && (
        <Text size="sm" c="dimmed">
          No member shares their check-ins or crash reports with the group’s leaders yet.
        </Text>
      )}
      <Suspense fallback={<Skeleton height={480} radius="lg" role="status" aria-label="Loading calendar" />}>{children}</Suspense>
    </Stack>
  );
}

/** The group crash calendar: members' crash reports (members/system-triggers). */
export function GroupCrashCalendar({ groupId }: { groupId: number }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const triggers = useGetGroupTriggers(groupId, range);
  return (
    <Frame nobody={triggers.isSuccess && triggers.data.people.length === 0}>
      <GroupCalendar
        data={triggers.data}
        isLoading={triggers.isFetching && !triggers.data}
        errorText={triggers.isError ? t.triggersFailure : null}
        onRangeChange={(next) => setRange(keepSame(next))}
        legend="crash"
      />
    </Frame>
  );
}

/** Check In History: members' check-ins (members/checkins). */
export function GroupCheckInCalendar({ groupId }: { groupId: number }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const checkIns = useGetGroupCheckIns(groupId, range);
  return (
    <Stack gap="sm">
      {checkIns.isSuccess && checkIns.data.people.length === 0 && (
        <Text size="sm" c="dimmed">
          No member shares their check-ins with the group’s leaders yet.
        </Text>
      )}
      <Suspense fallback={<Skeleton height={480} radius="lg" role="status" aria-label="Loading calendar" />}>
        <GroupCalendar
          data={checkIns.data}
          isLoading={checkIns.isFetching && !checkIns.data}
          errorText={checkIns.isError ? t.checkInsFailure : null}
          onRangeChange={(next) => setRange(keepSame(next))}
          legend="zones"
        />
      </Suspense>
    </Stack>
  );
}
