import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { checkInsTexts as t, highestCategory, ZONE_INFO, type DailySummaryDay } from '@holdfast/shared/check-ins';
import { useGetDailySummary } from '../api/get-daily-summary';
import { useListEmotions } from '@/lib/api/list-emotions';

function DayCard({ day, emotionName }: { day: DailySummaryDay; emotionName: (id: number) => string }) {
  const c = day.checkin;
  const zone = c ? ZONE_INFO[c.feeling_zone] : null;
  const category = c ? highestCategory(c.fast_scale_answers) : null;
  return (
    <Card withBorder radius="md" p="md" h="100%" aria-label={dayjs(day.date).format('dddd, MMMM D')} component="article">
      <Group justify="space-between" mb={6} wrap="nowrap">
        <Text fw={700}>{dayjs(day.date).format('ddd, MMM D')}</Text>
        {zone ? (
          <Badge color={zone.color} variant="light">
            {zone.label}
          </Badge>
        ) : (
          <Badge color="gray" variant="outline">
            No check-in
          </Badge>
        )}
      </Group>
      {c ? (
        <Stack gap={4}>
          <Text size="sm">{c.checkin_emotions.map(emotionName).join(', ')}</Text>
          {category && (
            <Group gap={6}>
              <Box w={8} h={8} style={{ borderRadius: 8, background: category.color_code }} aria-hidden />
              <Text size="xs" c="dimmed">
                FASTER: {category.display_name}
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed" lineClamp={2}>
            {c.feeling_notes}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing recorded.
        </Text>
      )}
      {day.crash_reports > 0 && (
        <Badge color="red" variant="light" mt="xs">
          {day.crash_reports === 1 ? '1 crash report' : `${day.crash_reports} crash reports`}
        </Badge>
      )}
    </Card>
  );
}

/** A day before sign-up with nothing in it (a check-in moved there by an edit still shows). */
export function isBeforeSignUpAndEmpty(day: DailySummaryDay): boolean {
  return day.before_sign_up && !day.checkin && day.crash_reports === 0;
}

/** /weekly-checkin: instructions, the last seven days, then the two forms. */
export function WeeklyCheckinPage() {
  const summary = useGetDailySummary();
  const emotions = useListEmotions();
  const names = new Map((emotions.data ?? []).map((e) => [e.id, e.display_name]));
  const emotionName = (id: number) => names.get(id) ?? '…';
  // Day one is not a failure: days before the account existed are not shown as missed.
  const shownDays = (summary.data ?? []).filter((day) => !isBeforeSignUpAndEmpty(day));
  const hiddenDays = (summary.data?.length ?? 0) - shownDays.length;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Weekly Check-In
        </Title>
        <Accordion variant="separated" radius="md">
          <Accordion.Item value="instructions">
            <Accordion.Control>Instructions</Accordion.Control>
            <Accordion.Panel>
              <List size="sm" spacing={4}>
                <List.Item>Read through your last seven days below: your zone, feelings and FASTER stage each day.</List.Item>
                <List.Item>Notice patterns: which days were hard, and what came before them.</List.Item>
                <List.Item>Answer the weekly questions honestly, then write one commitment to change for the week ahead.</List.Item>
                <List.Item>Share what you learn with your accountability partner or group.</List.Item>
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {summary.isError && (
          <Alert color="red" role="alert">
            {t.dailyCheckinsFailure}
          </Alert>
        )}
        {hiddenDays > 0 && (
          <Text size="sm" c="dimmed" data-testid="week-starts-note">
            {hiddenDays === 6
              ? 'Your week starts today, the day you joined. Each day you check in adds a card here.'
              : 'Your week starts on the day you joined.'}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {summary.isPending
            ? Array.from({ length: 7 }, (_, i) => <Skeleton key={i} height={130} radius="md" />)
            : shownDays.map((day) => <DayCard key={day.date} day={day} emotionName={emotionName} />)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component={Link} to="/weekly-questions" size="md">
            Weekly Questions
          </Button>
          <Button component={Link} to="/commitment-to-change" size="md" variant="light">
            Commitment to change
          </Button>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
