import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { Alert, Box, Card, Group, LoadingOverlay, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import { checkInsTexts as t, ZONE_INFO, type CheckIn, type TriggerAnswer } from '@holdfast/shared/check-ins';
import { useListCheckIns } from '../api/list-check-ins';
import { useListEmotions } from '@/lib/api/list-emotions';
import { useListTriggerAnswers } from '../api/list-trigger-answers';
import { CheckInDetailModal, TriggerDetailModal } from './detail-modals';
import classes from './progress-calendar.module.css';

type Selected = { kind: 'checkin'; checkIn: CheckIn } | { kind: 'trigger'; answer: TriggerAnswer } | null;

/**
 * Check-ins and crash reports on FullCalendar: month on desktop, week below 540 px; day and year
 * views are off. `showCheckIns` false gives the crash-report calendar.
 */
export default function ProgressCalendar({ showCheckIns = true }: { showCheckIns?: boolean }) {
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`) ?? false;
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [selected, setSelected] = useState<Selected>(null);
  const checkIns = useListCheckIns(showCheckIns ? range : null);
  const answers = useListTriggerAnswers(range);
  const emotions = useListEmotions();
  const names = new Map((emotions.data ?? []).map((e) => [e.id, e.display_name]));

  const events: EventInput[] = [
    ...(showCheckIns ? (checkIns.data ?? []) : []).map((c) => ({
      id: `checkin-${c.id}`,
      title: `${ZONE_INFO[c.feeling_zone].label}${c.checkin_emotions.length ? ` · ${c.checkin_emotions.map((id) => names.get(id) ?? '').filter(Boolean).slice(0, 2).join(', ')}` : ''}`,
      start: c.checkin_date,
      allDay: true,
      borderColor: ZONE_INFO[c.feeling_zone].color,
      extendedProps: { kind: 'checkin', checkIn: c },
    })),
    ...(answers.data ?? []).map((a) => ({
      id: `trigger-${a.id}`,
      title: a.trigger_name,
      start: a.reported_date,
      allDay: true,
      borderColor: '#495057',
      extendedProps: { kind: 'trigger', answer: a },
    })),
  ];

  function handleDatesSet(arg: DatesSetArg) {
    const start = dayjs(arg.start).format('YYYY-MM-DD');
    const end = dayjs(arg.end).subtract(1, 'day').format('YYYY-MM-DD');
    setRange((r) => (r?.start === start && r.end === end ? r : { start, end }));
  }

  function handleEventClick(arg: EventClickArg) {
    const props = arg.event.extendedProps as { kind: 'checkin'; checkIn: CheckIn } | { kind: 'trigger'; answer: TriggerAnswer };
    setSelected(props.kind === 'checkin' ? { kind: 'checkin', checkIn: props.checkIn } : { kind: 'trigger', answer: props.answer });
  }

  return (
    <Card shadow="xs" radius="lg" p={{ base: 'xs', sm: 'md' }} pos="relative">
      <LoadingOverlay visible={(showCheckIns && checkIns.isFetching && !checkIns.data) || (answers.isFetching && !answers.data)} zIndex={5} />
      {(checkIns.isError || answers.isError) && (
        <Alert color="red" mb="sm" role="alert">
          {t.checkinsLoadFailure}
        </Alert>
      )}
      <Box className={`holdfast-calendar ${classes.calendar}`} fz="sm">
        <FullCalendar
          key={isMobile ? 'week' : 'month'}
          plugins={[dayGridPlugin, interactionPlugin]}
          initialView={isMobile ? 'dayGridWeek' : 'dayGridMonth'}
          headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
          // Words instead of FullCalendar's chevron icons, which are role="img" without a name.
          buttonIcons={false}
          buttonText={{ prev: 'Previous', next: 'Next', today: 'Today' }}
          height="auto"
          events={events}
          datesSet={handleDatesSet}
          eventClick={handleEventClick}
          eventDisplay="block"
          dayMaxEvents={3}
          eventClassNames="holdfast-event"
          // A day cell is labelled by its number alone, which hides its events from its name; the
          // events are links of their own, so the cell keeps its content as its name.
          dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
        />
      </Box>
      <Group gap="md" mt="sm" justify="center">
        {showCheckIns &&
          Object.values(ZONE_INFO).map((z) => (
            <Group key={z.label} gap={6}>
              <Box w={10} h={10} style={{ borderRadius: 10, background: z.color }} aria-hidden />
              <Text size="xs">{z.label}</Text>
            </Group>
          ))}
        <Group gap={6}>
          <Box w={10} h={10} style={{ borderRadius: 10, background: '#495057' }} aria-hidden />
          <Text size="xs">Crash report</Text>
        </Group>
      </Group>
      <CheckInDetailModal checkIn={selected?.kind === 'checkin' ? selected.checkIn : null} emotions={emotions.data ?? []} onClose={() => setSelected(null)} />
      <TriggerDetailModal answer={selected?.kind === 'trigger' ? selected.answer : null} onClose={() => setSelected(null)} />
    </Card>
  );
}
