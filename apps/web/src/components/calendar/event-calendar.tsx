import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import { Box } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { MOBILE_BREAKPOINT_PX } from '@holdfast/shared/common';
import classes from './event-calendar.module.css';

export interface CalendarRange {
  /** First visible day, YYYY-MM-DD. */
  start: string;
  /** Last visible day, YYYY-MM-DD (inclusive). */
  end: string;
}

/**
 * FullCalendar as the app shows it: a month grid (a week below 540 px when `weekOnPhone`), day and
 * year views off, words instead of icon-only buttons, the app's colours. It is the only module that
 * imports FullCalendar: pages load it with React.lazy so the library stays in the calendar chunk.
 * `onRangeChange` fires when the calendar is ready and on each view change with the visible days.
 * `monthOnPhone` (with `weekOnPhone`) lets a phone switch between the week and the month.
 */
export default function EventCalendar<P>({
  events,
  onRangeChange,
  onEventClick,
  weekOnPhone = false,
  monthOnPhone = false,
}: {
  events: (EventInput & { extendedProps: P })[];
  onRangeChange: (range: CalendarRange) => void;
  onEventClick: (props: P) => void;
  weekOnPhone?: boolean;
  monthOnPhone?: boolean;
}) {
  // Read on the first render, not in an effect: otherwise a phone first drew (and fetched) the month,
  // then remounted as a week and fetched again.
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, undefined, { getInitialValueInEffect: false }) ?? false;
  const week = weekOnPhone && isMobile;

  function handleDatesSet(arg: DatesSetArg) {
    onRangeChange({ start: dayjs(arg.start).format('YYYY-MM-DD'), end: dayjs(arg.end).subtract(1, 'day').format('YYYY-MM-DD') });
  }

  function handleEventClick(arg: EventClickArg) {
    arg.jsEvent.preventDefault();
    onEventClick(arg.event.extendedProps as P);
  }

  return (
    <Box className={`holdfast-calendar ${classes.calendar}`} fz="sm">
      <FullCalendar
        key={week ? 'week' : 'month'}
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView={week ? 'dayGridWeek' : 'dayGridMonth'}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: week && monthOnPhone ? 'dayGridWeek,dayGridMonth' : '' }}
        // Words instead of FullCalendar's chevron icons, which are role="img" without a name.
        buttonIcons={false}
        buttonText={{ prev: 'Previous', next: 'Next', today: 'Today', week: 'Week', month: 'Month' }}
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
  );
}
