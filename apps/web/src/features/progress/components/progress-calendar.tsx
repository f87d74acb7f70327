import { Alert, Box, Card, Group, Skeleton, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { checkInsTexts as t, ZONE_INFO, type CheckIn, type TriggerAnswer } from '@holdfast/shared/check-ins';
import { CheckInDetailModal, TriggerDetailModal } from '@/components/records/detail-modals';
import { CalendarLegend, CRASH_COLOR } from '@/components/calendar/calendar-parts';
import EventCalendar, { type CalendarRange } from '@/components/calendar/event-calendar';
import { useListEmotions } from '@/lib/api/list-emotions';
import { useListCheckIns } from '../api/list-check-ins';
import { useListTriggerAnswers } from '../api/list-trigger-answers';
import { initialCalendarRange } from '../lib/calendar-range';

/** The calendar's loading state: a toolbar and a grid of day cells over the (not yet filled) calendar. */
function CalendarSkeleton({ label }: { label: string }) {
  return (
    <Stack
      role="status"
      aria-label={label}
      aria-busy="true"
      gap="sm"
      pos="absolute"
      inset={0}
      p={{ base: 'xs', sm: 'md' }}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 5, borderRadius: 'inherit' }}
    >
      <Group justify="space-between">
        <Skeleton height={30} width={160} />
        <Skeleton height={26} width={140} />
      </Group>
      <Box style={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 4, flex: 1 }}>
        {Array.from({ length: 35 }, (_, i) => (
          <Skeleton key={i} radius="sm" mih={48} />
        ))}
      </Box>
    </Stack>
  );
}

type Selected = { kind: 'checkin'; checkIn: CheckIn } | { kind: 'trigger'; answer: TriggerAnswer };

/**
 * Check-ins and crash reports on FullCalendar: month on desktop, week below 540 px; day and year
 * views are off. `showCheckIns` false gives the crash-report calendar.
 */
export default function ProgressCalendar({ showCheckIns = true }: { showCheckIns?: boolean }) {
  // The first range is known before FullCalendar reports it (its datesSet comes after its first
  // render): asking for it at once lets that first render carry the check-ins the route prefetched,
  // instead of drawing an empty month and then the whole grid again.
  const [range, setRange] = useState<CalendarRange>(() =>
    initialCalendarRange(window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches),
  );
  const [selected, setSelected] = useState<Selected | null>(null);
  const checkIns = useListCheckIns(showCheckIns ? range : null);
  const answers = useListTriggerAnswers(range);
  const emotions = useListEmotions();
  // Memoised: FullCalendar compares its events by identity, and a new array each render made it
  // process every event again on each render.
  const events = useMemo(() => {
    const names = new Map((emotions.data ?? []).map((e) => [e.id, e.display_name]));
    return [
      ...(showCheckIns ? (checkIns.data ?? []) : []).map((c) => ({
        id: `checkin-${c.id}`,
        title: `${ZONE_INFO[c.feeling_zone].label}${
          c.checkin_emotions.length
            ? ` · ${c.checkin_emotions
                .map((id) => names.get(id) ?? '')
                .filter(Boolean)
                .slice(0, 2)
                .join(', ')}`
            : ''
        }`,
        start: c.checkin_date,
        allDay: true,
        borderColor: ZONE_INFO[c.feeling_zone].color,
        extendedProps: { kind: 'checkin', checkIn: c } as Selected,
      })),
      ...(answers.data ?? []).map((a) => ({
        id: `trigger-${a.id}`,
        title: a.trigger_name,
        start: a.reported_date,
        allDay: true,
        borderColor: CRASH_COLOR,
        extendedProps: { kind: 'trigger', answer: a } as Selected,
      })),
    ];
  }, [showCheckIns, checkIns.data, answers.data, emotions.data]);

  function handleRangeChange(next: CalendarRange) {
    setRange((r) => (r.start === next.start && r.end === next.end ? r : next));
  }

  // Until the first range has answered (or while the calendar's code is still loading), a skeleton
  // of the grid stands over it: an empty month would read as 'no crash reports'.
  const isLoading = (showCheckIns && checkIns.isPending && !checkIns.isError) || (answers.isPending && !answers.isError);

  return (
    <Card shadow="xs" radius="lg" p={{ base: 'xs', sm: 'md' }} pos="relative">
      {isLoading && <CalendarSkeleton label={showCheckIns ? 'Loading your calendar' : 'Loading crash reports'} />}
      {(checkIns.isError || answers.isError) && (
        <Alert color="red" mb="sm" role="alert">
          {t.checkinsLoadFailure}
        </Alert>
      )}
      <EventCalendar events={events} onRangeChange={handleRangeChange} onEventClick={setSelected} weekOnPhone />
      <CalendarLegend zones={showCheckIns} crashReports />
      <CheckInDetailModal
        checkIn={selected?.kind === 'checkin' ? selected.checkIn : null}
        emotions={emotions.data ?? []}
        onClose={() => setSelected(null)}
      />
      <TriggerDetailModal answer={selected?.kind === 'trigger' ? selected.answer : null} onClose={() => setSelected(null)} />
    </Card>
  );
}
