import { ActionIcon, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useRef } from 'react';
import { coachCentreTexts as c, HABIT_SCALE, type CoachClient } from '@holdfast/shared/coaching';
import { PersonAvatar } from '@/components/person-line';

/** Three clients to a slide (spec 3 section 2). */
const PER_SLIDE = 3;

const day = (iso: string) => dayjs(iso).format('MMM D');

/** One client's report at a glance: latest check-in and crash report, streaks, the habit result. */
function SummaryLine({ client }: { client: CoachClient }) {
  const habit = client.habit_metric_calculation;
  const lines = [
    client.latest_checkin ? `Last check-in ${day(client.latest_checkin.checkin_on)}` : 'No check-in shared',
    client.latest_triggers ? `Last crash report ${day(client.latest_triggers.created_at)}` : 'No crash report shared',
    client.streaks ? `Purity streak ${client.streaks.purity_streak} · check-in streak ${client.streaks.checkin_streak}` : null,
    habit
      ? `Habit ${habit.average.toFixed(1)} of ${HABIT_SCALE} · score ${Math.round(habit.score)} (${habit.trend})`
      : 'No habit tracker yet',
  ].filter((l): l is string => l !== null);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <PersonAvatar person={client.user} size="sm" />
      <div style={{ minWidth: 0 }}>
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {client.user.display_name}
        </Text>
        {lines.map((l) => (
          <Text key={l} size="xs" c="dimmed">
            {l}
          </Text>
        ))}
      </div>
    </Group>
  );
}

/**
 * The client summary: accepted clients three to a slide, in a row that snaps slide by slide (swipe
 * on a phone, the arrows or the keyboard elsewhere), at most 540 px wide.
 */
export function ClientSummary({ clients }: { clients: CoachClient[] }) {
  const row = useRef<HTMLDivElement>(null);
  const slides: CoachClient[][] = [];
  for (let i = 0; i < clients.length; i += PER_SLIDE) slides.push(clients.slice(i, i + PER_SLIDE));
  const step = (dir: 1 | -1) => row.current?.scrollBy({ left: dir * row.current.clientWidth, behavior: 'smooth' });
  if (slides.length === 0) return null;
  return (
    <div style={{ maxWidth: 540 }}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg" id="client-summary-heading">
          {c.clientSummary}
        </Title>
        {slides.length > 1 && (
          <Group gap={4}>
            <ActionIcon variant="subtle" aria-label="Previous clients" onClick={() => step(-1)}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" aria-label="Next clients" onClick={() => step(1)}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Box
        ref={row}
        role="region"
        aria-labelledby="client-summary-heading"
        tabIndex={0}
        style={{ display: 'flex', overflowX: 'auto', scrollSnapType: 'x mandatory', gap: 12, scrollbarWidth: 'thin' }}
      >
        {slides.map((slide, i) => (
          <Card
            key={slide[0]!.id}
            withBorder
            radius="md"
            p="sm"
            aria-label={`Clients ${i * PER_SLIDE + 1} to ${i * PER_SLIDE + slide.length} of ${clients.length}`}
            role="group"
            style={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}
          >
            <Stack gap="sm">
              {slide.map((client) => (
                <SummaryLine key={client.id} client={client} />
              ))}
            </Stack>
          </Card>
        ))}
      </Box>
    </div>
  );
}
