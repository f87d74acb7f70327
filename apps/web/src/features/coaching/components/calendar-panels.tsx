import { Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { coachCentreTexts as c, coachingTexts as t, type CoachCheckIns, type CoachTriggers } from '@holdfast/shared/coaching';
import type { CalendarRange } from '@/components/calendar/event-calendar';
import { useGetClientCheckIns } from '../api/get-client-check-ins';
import { useGetClientTriggers } from '../api/get-client-triggers';
import { useGetClientsCheckIns } from '../api/get-clients-check-ins';
import { useGetClientsTriggers } from '../api/get-clients-triggers';
import { refusalText } from '../lib/refusal';

// FullCalendar loads with the calendar only.
const CoachCalendar = lazy(() => import('./coach-calendar'));

const keepSame = (next: CalendarRange) => (r: CalendarRange | null) => (r?.start === next.start && r.end === next.end ? r : next);

function Frame({ children, nobody }: { children: ReactNode; nobody: string | null }) {
  return (
    <Stack gap="sm">
      <Text fw={600}>{c.calendarHint}</Text>
      {nobody && (
        <Text size="sm" c="dimmed">
          {nobody}
        </Text>
      )}
      <Suspense fallback={<Skeleton height={480} radius="lg" role="status" aria-label="Loading calendar" />}>{children}</Suspense>
    </Stack>
  );
}

type Calendar = ReturnType<typeof useGetClientsTriggers> | ReturnType<typeof useGetClientsCheckIns>;

function Panel({
  query,
  kind,
  named,
  onRange,
}: {
  query: Calendar;
  kind: 'crash' | 'check-ins';
  named: boolean;
  onRange: (next: CalendarRange) => void;
}) {
  const empty = kind === 'crash' ? c.noSharedCrashReports : c.noSharedCheckIns;
  return (
    <Frame nobody={named && query.isSuccess && query.data.people.length === 0 ? empty : null}>
      <CoachCalendar
        data={query.data}
        isLoading={query.isFetching && !query.data}
        errorText={query.isError ? refusalText(query.error, kind === 'crash' ? t.triggersFailed : c.checkInsFailed) : null}
        onRangeChange={onRange}
        kind={kind}
        named={named}
      />
    </Frame>
  );
}

/** Crash Reports of /coaching-center/more: every sharing client's crash reports for the visible days. */
export function ClientsCrashCalendar() {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useGetClientsTriggers(range);
  return <Panel query={query} kind="crash" named onRange={(next) => setRange(keepSame(next))} />;
}

/** Check-Ins of /coaching-center/more. */
export function ClientsCheckInCalendar() {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useGetClientsCheckIns(range);
  return <Panel query={query} kind="check-ins" named onRange={(next) => setRange(keepSame(next))} />;
}

/** One client's Crash Report tab. */
export function ClientCrashCalendar({ coachUserId }: { coachUserId: number }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useGetClientTriggers(coachUserId, range);
  return <Panel query={query} kind="crash" named={false} onRange={(next) => setRange(keepSame(next))} />;
}

/** One client's Check In History tab. */
export function ClientCheckInCalendar({ coachUserId }: { coachUserId: number }) {
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useGetClientCheckIns(coachUserId, range);
  return <Panel query={query} kind="check-ins" named={false} onRange={(next) => setRange(keepSame(next))} />;
}

/**
 * A client's calendar as their coach's client page draws it, from data already read (the privacy
 * centre's preview of my coach's screen: the same calendar, the same frame).
 */
export function ClientCalendarOf({
  data,
  loading,
  kind,
  onRange,
}: {
  data: CoachTriggers | CoachCheckIns;
  loading: boolean;
  kind: 'crash' | 'check-ins';
  onRange: (next: CalendarRange) => void;
}) {
  return (
    <Frame nobody={null}>
      <CoachCalendar data={data} isLoading={loading} errorText={null} onRangeChange={onRange} kind={kind} named={false} />
    </Frame>
  );
}
