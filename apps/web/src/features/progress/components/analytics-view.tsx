import { ActionIcon, Alert, Box, Card, Group, Loader, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import {
  canMoveForward,
  dayCountLabel,
  initialRange,
  padTop,
  shiftRange,
  ZONE_INFO,
  FASTER_CATEGORIES,
  fasterExplanation,
  type DayRange,
  type RangeMode,
} from '@holdfast/shared/check-ins';
import { FasterWhatIsThis } from '@/components/records/faster-explainer';
import { useGetAnalytics } from '../api/get-analytics';

const ZoneScoreChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.ZoneScoreChart })));
const FasterTrendChart = lazy(() => import('./analytics-charts').then((m) => ({ default: m.FasterTrendChart })));

const MODES: { value: RangeMode; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'month-to-date', label: 'Month to date' },
  { value: 'year-to-date', label: 'Year to date' },
];

function formatRange(range: DayRange) {
  const start = dayjs(range.start);
  const end = dayjs(range.end);
  return start.year() === end.year()
    ? `${start.format('MMM D')} – ${end.format('MMM D, YYYY')}`
    : `${start.format('MMM D, YYYY')} – ${end.format('MMM D, YYYY')}`;
}

/** Why a Recovery day can sit low on the zone-score chart: the score is the FASTER scale's (spec 1 section 9). */
export const ZONE_SCORE_NOTE =
  "Each day's score comes from its FASTER answers: the stage nearest Relapse that day, from Restoration (6.5) down to Relapse (0.5). It is separate from the zone you chose, so a Recovery day sits low when you noticed a stage such as Ticked off.";

/** The zone score's scale, top to bottom, in the FASTER colours. */
function ZoneScoreKey() {
  return (
    <Group component="ul" aria-label="Zone score scale" gap="xs" p={0} m={0} mt="sm" style={{ listStyle: 'none' }}>
      {FASTER_CATEGORIES.map((c) => (
        <Group key={c.id} component="li" gap={6} wrap="nowrap">
          <Box w={10} h={10} style={{ flex: 'none', borderRadius: 10, background: c.color_code }} aria-hidden />
          <Text size="xs">
            {c.score} {c.display_name}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card shadow="xs" radius="lg" p="lg">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The analytics segment of /progress (spec 1 "Progress", spec 2 section 4.6). */
export default function AnalyticsView({ today }: { today: string }) {
  const [mode, setMode] = useState<RangeMode>('weekly');
  const [range, setRange] = useState<DayRange>(() => initialRange('weekly', today));
  const analytics = useGetAnalytics(mode, range);
  const data = analytics.data;
  const chartFallback = <Skeleton height={240} radius="md" />;

  return (
    <Stack gap="md">
      <Card shadow="xs" radius="lg" p="md">
        <Stack gap="sm">
          <SegmentedControl
            fullWidth
            // On a phone 'Month to date' and 'Year to date' wrap onto two lines instead of being cut off.
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, paddingInline: 6 } }}
            data={MODES}
            value={mode}
            onChange={(value) => {
              const next = value as RangeMode;
              setMode(next);
              setRange(initialRange(next, today));
            }}
            aria-label="Range"
          />
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Previous range"
              onClick={() => setRange(shiftRange(mode, range, -1, today))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Group gap={6}>
              <Text fw={600} data-testid="analytics-range">
                {formatRange(range)}
              </Text>
              {analytics.isFetching && <Loader size="xs" role="status" aria-label="Loading" />}
            </Group>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Next range"
              disabled={!canMoveForward(range, today)}
              onClick={() => setRange(shiftRange(mode, range, 1, today))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      </Card>
      {analytics.isError && (
        <Alert color="red" role="alert">
          Unable to load analytics for this range.
        </Alert>
      )}
      {analytics.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={180} radius="lg" />
          <Skeleton height={120} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </SimpleGrid>
      ) : data ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {(['recovery', 'danger', 'relapse'] as const).map((zone) => (
              <Card
                key={zone}
                shadow="xs"
                radius="lg"
                p="lg"
                style={{ borderTop: `4px solid ${ZONE_INFO[zone].color}` }}
                aria-label={`${ZONE_INFO[zone].label} days`}
              >
                <Text size="sm" c="dimmed" fw={600}>
                  {ZONE_INFO[zone].label}
                </Text>
                <Text fz={26} fw={750}>
                  {dayCountLabel(data.zone_days[zone])}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Section title="Top emotions">
              {data.top_emotions.length ? (
                <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Top emotions">
                  {data.top_emotions.slice(0, 3).map((e, i) => (
                    <Group key={`${e.label}-${i}`} justify="space-between" component="li">
                      <Text>
                        {i + 1}. {e.label}
                      </Text>
                      <Text c="dimmed" size="sm">
                        {e.count}×
                      </Text>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text c="dimmed" size="sm">
                  No check-ins in this range yet.
                </Text>
              )}
            </Section>
            <Section title="Top FASTER scale">
              <Stack gap={6} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Top FASTER scale">
                {padTop(data.top_faster, 5).map((f, i) => (
                  <Group key={`${f.label}-${i}`} justify="space-between" component="li" wrap="nowrap">
                    <Group gap={8} wrap="nowrap">
                      <Box
                        w={10}
                        h={10}
                        style={{
                          flex: 'none',
                          borderRadius: 10,
                          background: ('color_code' in f && f.color_code) || 'var(--mantine-color-gray-3)',
                        }}
                        aria-hidden
                      />
                      <Text c={f.label === 'N/A' ? 'dimmed' : undefined}>{f.label}</Text>
                    </Group>
                    {f.label !== 'N/A' && (
                      <Text c="dimmed" size="sm">
                        {f.count}×
                      </Text>
                    )}
                  </Group>
                ))}
              </Stack>
            </Section>
          </SimpleGrid>
          <Section title="Zone score">
            <Text size="sm" c="dimmed" mb="sm">
              {ZONE_SCORE_NOTE}
            </Text>
            <Suspense fallback={chartFallback}>
              <ZoneScoreChart data={data.zone_scores} />
            </Suspense>
            <ZoneScoreKey />
          </Section>
          <Section title="FASTER trend">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mb="sm">
              <Text size="sm" c="dimmed">
                {fasterExplanation.trendNote}
              </Text>
              <Box style={{ flex: 'none' }}>
                <FasterWhatIsThis />
              </Box>
            </Group>
            <Suspense fallback={chartFallback}>
              <FasterTrendChart data={data.faster_trend} />
            </Suspense>
          </Section>
        </>
      ) : null}
    </Stack>
  );
}
