import { Alert, Card, Group, LoadingOverlay, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import {
  accountabilityTexts as t,
  type PartnerCalendar as Calendar,
  type PartnerEvent,
  type PersonSummary,
} from '@holdfast/shared/accountability';
import { CheckInDetailModal, TriggerDetailModal } from '@/components/records/detail-modals';
import { CalendarLegend, toCalendarEntries } from '@/components/calendar/calendar-parts';
import EventCalendar, { type CalendarRange } from '@/components/calendar/event-calendar';
import { useListEmotions } from '@/lib/api/list-emotions';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useGetPartnerCheckIn } from '../api/get-partner-check-in';
import { useGetPartnerCrashReport } from '../api/get-partner-crash-report';
import { PartnerGuide } from './partner-guide';
import { PersonAvatar } from '@/components/person-line';

/** 'Sam: Relapse' — the owner first, since the calendar holds several people. */
export function eventTitle(event: PartnerEvent, owner: PersonSummary | undefined): string {
  return owner ? `${owner.display_name}: ${event.title}` : event.title;
}

function Owner({ person, what }: { person: PersonSummary | undefined; what: string }) {
  if (!person) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <PersonAvatar person={person} size="sm" />
      <Text fw={600} size="sm">
        {person.display_name}’s {what}
      </Text>
    </Group>
  );
}

const NO_LONGER = 'This is no longer shared with you.';

/** A record read again that is no longer shared (404/403): says so and closes its modal. Answers whether it is gone. */
function useClosesWhenGone(error: unknown, onClose: () => void): boolean {
  const gone = isApiError(error) && (error.status === 404 || error.status === 403);
  useEffect(() => {
    if (gone) {
      notify.warning(NO_LONGER);
      onClose();
    }
  }, [gone, onClose]);
  return gone;
}

/** The crash-report modal of a partner's event, read again on opening (consent may have changed; the read is logged). */
interface DetailProps<K extends PartnerEvent['kind']> {
  event: Extract<PartnerEvent, { kind: K }>;
  owner: PersonSummary | undefined;
  onClose: () => void;
  /** False in 'Preview as partner': the modal shows the event as the calendar answered it. */
  readAgain: boolean;
}

function CrashReportDetail({ event, owner, onClose, readAgain }: DetailProps<'crash_report'>) {
  const detail = useGetPartnerCrashReport(readAgain ? event.crash_report.id : null);
  const gone = useClosesWhenGone(detail.error, onClose);
  return (
    <TriggerDetailModal
      answer={gone ? null : (detail.data?.crash_report ?? event.crash_report)}
      onClose={onClose}
      subtitle={<Owner person={detail.data?.owner ?? owner} what="crash report" />}
    >
      <PartnerGuide kind="crashReport" />
    </TriggerDetailModal>
  );
}

function CheckInDetail({ event, owner, onClose, readAgain }: DetailProps<'check_in'>) {
  const detail = useGetPartnerCheckIn(readAgain ? event.check_in.id : null);
  const emotions = useListEmotions();
  const gone = useClosesWhenGone(detail.error, onClose);
  const checkIn = detail.data?.check_in ?? event.check_in;
  return (
    <CheckInDetailModal
      checkIn={gone ? null : checkIn}
      emotions={emotions.data ?? []}
      onClose={onClose}
      fasterShared={checkIn.fast_scale_answers !== null}
      subtitle={<Owner person={detail.data?.owner ?? owner} what="check-in" />}
    />
  );
}

/**
 * The partner calendar (spec 2 section 2.2): crash reports and check-ins of everyone whose data I
 * may see, month view only, loaded for the visible days when ready and on each view change.
 * Clicking an event opens the progress calendar's detail modals, with whose it is and the partner guide.
 */
export default function PartnerCalendar({
  data,
  isLoading,
  isError,
  onRangeChange,
  readAgain = true,
}: {
  data: Calendar | undefined;
  isLoading: boolean;
  isError: boolean;
  onRangeChange: (range: CalendarRange) => void;
  readAgain?: boolean;
}) {
  const [selected, setSelected] = useState<PartnerEvent | null>(null);
  const people = new Map((data?.people ?? []).map((p) => [p.id, p]));
  const close = useCallback(() => setSelected(null), []);

  const events = toCalendarEntries(data?.events ?? [], (e) => eventTitle(e, people.get(e.owner_id)));

  return (
    <Card shadow="xs" radius="lg" p={{ base: 'xs', sm: 'md' }} pos="relative">
      <LoadingOverlay visible={isLoading} zIndex={5} />
      {isError && (
        <Alert color="red" mb="sm" role="alert">
          {t.fetchFailure}
        </Alert>
      )}
      <EventCalendar events={events} onRangeChange={onRangeChange} onEventClick={setSelected} />
      <CalendarLegend zones crashReports />
      {selected?.kind === 'crash_report' && (
        <CrashReportDetail key={selected.id} event={selected} owner={people.get(selected.owner_id)} onClose={close} readAgain={readAgain} />
      )}
      {selected?.kind === 'check_in' && (
        <CheckInDetail key={selected.id} event={selected} owner={people.get(selected.owner_id)} onClose={close} readAgain={readAgain} />
      )}
    </Card>
  );
}
