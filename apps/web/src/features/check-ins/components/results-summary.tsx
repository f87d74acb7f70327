import { ActionIcon, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconFlame, IconHeartHandshake, IconPencil } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatCalendarDay } from '@/lib/calendar-day';
import { celebrate, checkInCelebration, firstTime, streakMilestone } from '@/lib/celebrate';
import { today } from '@/lib/offset';
import { clearDraft, draftKey } from '../lib/check-in-draft';
import {
  careForZone,
  checkInsTexts as t,
  highestCategory,
  ZONE_INFO,
  type CheckIn,
  type Emotion,
  type HardDayCare as Care,
} from '@holdfast/shared/check-ins';
import { EmotionFace } from './emotion-face';
import { HardDayCare } from '@/components/care/hard-day-care';

const EditDateModal = lazy(() => import('./edit-date-modal').then((m) => ({ default: m.EditDateModal })));

/** 'Results page shows 3 feelings and a more chip when over 4' (spec 1 section 9). */
export function visibleFeelings<T>(items: readonly T[]): { shown: T[]; more: number } {
  if (items.length <= 4) return { shown: [...items], more: 0 };
  return { shown: items.slice(0, 3), more: items.length - 3 };
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
        {label}
      </Text>
      {children}
    </Card>
  );
}

interface Props {
  checkIn: CheckIn;
  emotions: Emotion[];
  streak: number | null;
  /** Words for a Danger or Relapse day (system config); undefined while loading. */
  care?: Care;
}

/**
 * Today's check-in is celebrated once (not on a later visit or after an edit): the words always,
 * confetti only on a Recovery day — a hard day is answered with care, not a party.
 */
function useCelebrateCheckIn(checkIn: CheckIn, streak: number | null, isHardDay: boolean) {
  useEffect(() => {
    if (streak === null || checkIn.checkin_date !== today()) return;
    if (!firstTime(`checkin.${checkIn.id}`)) return;
    void celebrate(checkInCelebration(streak), { motion: !isHardDay });
  }, [checkIn.id, checkIn.checkin_date, streak, isHardDay]);
}

export function ResultsSummary({ checkIn, emotions, streak, care }: Props) {
  const [dateOpen, dateModal] = useDisclosure(false);
  const byId = new Map(emotions.map((e) => [e.id, e]));
  const feelings = checkIn.checkin_emotions.map(
    (id) => byId.get(id) ?? { id, display_name: `Emotion ${id}`, emoji_image: '', is_active: true },
  );
  const [allFeelings, setAllFeelings] = useState(false);
  const visible = visibleFeelings(feelings);
  const shown = allFeelings ? feelings : visible.shown;
  const more = allFeelings ? 0 : visible.more;
  const zone = ZONE_INFO[checkIn.feeling_zone];
  const category = highestCategory(checkIn.fast_scale_answers);
  // A hard day is answered with care, not a celebration: no green tick, and the care's next step
  // is the one primary action on the screen.
  const isHardDay = checkIn.feeling_zone !== 'recovery';
  const words = care ? careForZone(care, checkIn.feeling_zone) : null;
  useCelebrateCheckIn(checkIn, streak, isHardDay);
  const milestone = checkIn.checkin_date === today() ? streakMilestone(streak) : null;

  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon
          size={64}
          radius={64}
          color={isHardDay ? 'harbor' : 'teal'}
          variant="light"
          aria-hidden
          data-testid="results-icon"
          data-tone={isHardDay ? 'care' : 'celebrate'}
        >
          {isHardDay ? <IconHeartHandshake size={40} /> : <IconCircleCheck size={40} />}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t.resultsTitle}
        </Title>
        {milestone && (
          <Badge
            size="lg"
            radius="xl"
            variant="light"
            color="orange"
            leftSection={<IconFlame size={16} aria-hidden />}
            data-testid="streak-milestone"
          >
            {milestone}-day check-in streak
          </Badge>
        )}
        <Group gap={4} justify="center">
          <Text c="dimmed" data-testid="checkin-datetime">
            {/* The calendar day is the stored one; the clock time is read in the browser's zone. */}
            {`${formatCalendarDay(checkIn.checkin_date)} · ${dayjs(checkIn.checkin_on).format('h:mm A')}`}
          </Text>
          <ActionIcon variant="subtle" color="gray" aria-label="Edit date" onClick={dateModal.open}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>

      {words && care && <HardDayCare words={words} care={care} />}

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Feelings">
          <Group gap={6}>
            {shown.map((e) => (
              // Feelings are not results: neutral chips, never the green of success (an 'Anxious' on a good day is still anxious).
              <Badge key={e.id} variant="light" color="gray" size="lg" radius="xl" leftSection={<EmotionFace emotionId={e.id} size={18} />}>
                {e.display_name}
              </Badge>
            ))}
            {more > 0 && (
              <Badge
                component="button"
                type="button"
                variant="outline"
                color="gray"
                size="lg"
                radius="xl"
                style={{ cursor: 'pointer' }}
                onClick={() => setAllFeelings(true)}
              >
                {more} More
              </Badge>
            )}
          </Group>
        </Fact>
        <Fact label="Zone">
          <Group gap={8}>
            <Box w={12} h={12} style={{ borderRadius: 99, background: zone.color }} aria-hidden />
            <Text fw={650}>{zone.label}</Text>
          </Group>
        </Fact>
        <Fact label="FASTER scale">
          {category ? (
            <Group gap={8}>
              <Box w={12} h={12} style={{ borderRadius: 99, background: category.color_code }} aria-hidden />
              <Text fw={650}>{category.display_name}</Text>
            </Group>
          ) : (
            <Text c="dimmed">Skipped</Text>
          )}
        </Fact>
        <Fact label="Check-in streak">
          <Group gap={8}>
            <IconFlame size={20} color="var(--mantine-color-orange-6)" aria-hidden />
            <Text fw={650}>{streak === null ? '…' : streak === 1 ? '1 day' : `${streak} days`}</Text>
          </Group>
        </Fact>
      </SimpleGrid>

      <Stack gap="sm">
        <Button component={Link} to="/progress" size="md" variant={isHardDay ? 'default' : 'filled'}>
          View Progress
        </Button>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button
            component={Link}
            to={`/check-in/edit/${checkIn.id}/emotion`}
            variant="light"
            onClick={() => clearDraft(draftKey(checkIn.id))}
          >
            Edit Check-In
          </Button>
          <Button
            component={Link}
            to={`/check-in/edit/${checkIn.id}/faster-scale`}
            variant="light"
            onClick={() => clearDraft(draftKey(checkIn.id))}
          >
            Edit FASTER scale
          </Button>
        </SimpleGrid>
      </Stack>
      {dateOpen && (
        <Suspense fallback={null}>
          <EditDateModal checkIn={checkIn} opened={dateOpen} onClose={dateModal.close} />
        </Suspense>
      )}
    </Stack>
  );
}
