import { Alert, Card, LoadingOverlay, Text } from '@mantine/core';
import { useState } from 'react';
import type { PartnerEvent } from '@holdfast/shared/accountability';
import type { GroupCalendarPerson } from '@holdfast/shared/groups';
import { CheckInDetailModal, TriggerDetailModal } from '@/components/records/detail-modals';
import { CalendarLegend, toCalendarEntries } from '@/components/calendar/calendar-parts';
import EventCalendar, { type CalendarRange } from '@/components/calendar/event-calendar';
import { useListEmotions } from '@/lib/api/list-emotions';

function Owner({ person, what }: { person: GroupCalendarPerson | undefined; what: string }) {
  if (!person) return null;
  return (
    <Text fw={600} size="sm">
      {person.display_name}’s {what}
    </Text>
  );
}

/**
 * The group calendars (spec 2 sections 2.3 and 2.4): crash reports, or check-ins, of the group's
 * accepted members who share their data, month view only, loaded for the visible days when ready and
 * on each view change. Events open the progress calendar's detail modals with whose they are.
 */
export default function GroupCalendar({
  data,
  isLoading,
  errorText,
  onRangeChange,
  legend,
}: {
  data: { people: GroupCalendarPerson[]; events: PartnerEvent[] } | undefined;
  isLoading: boolean;
  errorText: string | null;
  onRangeChange: (range: CalendarRange) => void;
  legend: 'crash' | 'zones';
}) {
  const [selected, setSelected] = useState<PartnerEvent | null>(null);
  const emotions = useListEmotions();
  const people = new Map((data?.people ?? []).map((p) => [p.id, p]));
  const events = toCalendarEntries(data?.events ?? [], (e) => `${people.get(e.owner_id)?.display_name ?? 'Member'}: ${e.title}`);
  const close = () => setSelected(null);

  return (
    <Card shadow="xs" radius="lg" p={{ base: 'xs', sm: 'md' }} pos="relative">
      <LoadingOverlay visible={isLoading} zIndex={5} />
      {errorText && (
        <Alert color="red" mb="sm" role="alert">
          {errorText}
        </Alert>
      )}
      <EventCalendar events={events} onRangeChange={onRangeChange} onEventClick={setSelected} />
      <CalendarLegend zones={legend === 'zones'} crashReports={legend !== 'zones'} />
      <TriggerDetailModal
        answer={selected?.kind === 'crash_report' ? selected.crash_report : null}
        onClose={close}
        subtitle={<Owner person={selected ? people.get(selected.owner_id) : undefined} what="crash report" />}
      />
      <CheckInDetailModal
        checkIn={selected?.kind === 'check_in' ? selected.check_in : null}
        emotions={emotions.data ?? []}
        onClose={close}
        fasterShared={selected?.kind === 'check_in' ? selected.check_in.fast_scale_answers !== null : true}
        subtitle={<Owner person={selected ? people.get(selected.owner_id) : undefined} what="check-in" />}
      />
    </Card>
  );
}
