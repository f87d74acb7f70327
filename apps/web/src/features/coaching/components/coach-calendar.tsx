import { Alert, Card, LoadingOverlay, Text } from '@mantine/core';
import { useState } from 'react';
import type { PartnerEvent } from '@holdfast/shared/accountability';
import type { CoachCalendarPerson } from '@holdfast/shared/coaching';
import { CheckInDetailModal, TriggerDetailModal } from '@/components/records/detail-modals';
import { CalendarLegend, toCalendarEntries } from '@/components/calendar/calendar-parts';
import EventCalendar, { type CalendarRange } from '@/components/calendar/event-calendar';
import { useListEmotions } from '@/lib/api/list-emotions';

function Owner({ person, what }: { person: CoachCalendarPerson | undefined; what: string }) {
  if (!person) return null;
  return (
    <Text fw={600} size="sm">
      {person.display_name}’s {what}
    </Text>
  );
}

/**
 * A coach calendar (spec 3 section 2): crash reports, or check-ins, of the clients who share them,
 * for the visible days: the month on a desktop, the week on a phone (which may switch to the month
 * for check-ins, never for crash reports). An event opens the progress calendar's detail modal with
 * whose it is. FullCalendar comes with this module only: pages load it lazily.
 */
export default function CoachCalendar({
  data,
  isLoading,
  errorText,
  onRangeChange,
  kind,
  named,
}: {
  data: { people: CoachCalendarPerson[]; events: PartnerEvent[] } | undefined;
  isLoading: boolean;
  errorText: string | null;
  onRangeChange: (range: CalendarRange) => void;
  kind: 'crash' | 'check-ins';
  /** Entries start with the client's name (the all-clients calendars). */
  named: boolean;
}) {
  const [selected, setSelected] = useState<PartnerEvent | null>(null);
  const emotions = useListEmotions();
  const people = new Map((data?.people ?? []).map((p) => [p.id, p]));
  const events = toCalendarEntries(data?.events ?? [], (e) =>
    named ? `${people.get(e.owner_id)?.display_name ?? 'Client'}: ${e.title}` : e.title,
  );
  const close = () => setSelected(null);
  const owner = selected ? people.get(selected.owner_id) : undefined;

  return (
    <Card shadow="xs" radius="lg" p={{ base: 'xs', sm: 'md' }} pos="relative">
      <LoadingOverlay visible={isLoading} zIndex={5} />
      {errorText && (
        <Alert color="red" mb="sm" role="alert">
          {errorText}
        </Alert>
      )}
      <EventCalendar
        events={events}
        onRangeChange={onRangeChange}
        onEventClick={setSelected}
        weekOnPhone
        monthOnPhone={kind === 'check-ins'}
      />
      <CalendarLegend zones={kind === 'check-ins'} crashReports={kind === 'crash'} />
      <TriggerDetailModal
        answer={selected?.kind === 'crash_report' ? selected.crash_report : null}
        onClose={close}
        subtitle={<Owner person={owner} what="crash report" />}
      />
      <CheckInDetailModal
        checkIn={selected?.kind === 'check_in' ? selected.check_in : null}
        emotions={emotions.data ?? []}
        onClose={close}
        fasterShared={selected?.kind === 'check_in' ? selected.check_in.fast_scale_answers !== null : true}
        subtitle={<Owner person={owner} what="check-in" />}
      />
    </Card>
  );
}
