import { Box, Group, Text } from '@mantine/core';
import type { PartnerEvent } from '@holdfast/shared/accountability';
import { ZONE_INFO } from '@holdfast/shared/check-ins';

/** The colour of a crash report on every calendar (progress, partner, group). */
export const CRASH_COLOR = '#495057';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <Box w={10} h={10} style={{ borderRadius: 10, background: color }} aria-hidden />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** The key under a calendar: the zone colours (when check-ins are shown) and the crash-report colour. */
export function CalendarLegend({ zones, crashReports }: { zones: boolean; crashReports: boolean }) {
  return (
    <Group gap="md" mt="sm" justify="center">
      {zones && Object.values(ZONE_INFO).map((z) => <Swatch key={z.label} color={z.color} label={z.label} />)}
      {crashReports && <Swatch color={CRASH_COLOR} label="Crash report" />}
    </Group>
  );
}

/**
 * Other people's events (the partner and group calendars' answers) as calendar entries: one all-day
 * entry per event, titled by `titleOf`, bordered in its zone's colour or the crash-report colour.
 */
export function toCalendarEntries(events: PartnerEvent[], titleOf: (e: PartnerEvent) => string) {
  return events.map((e) => ({
    id: e.id,
    title: titleOf(e),
    start: e.date,
    allDay: true,
    borderColor: e.kind === 'crash_report' ? CRASH_COLOR : ZONE_INFO[e.feeling_zone].color,
    extendedProps: e,
  }));
}
