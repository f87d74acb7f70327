import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { TriggerAnswer } from '@holdfast/shared/check-ins';
import { coachClientTexts as ct, coachingTexts as t, habitAverageText, habitTrendTexts, type HabitTrend } from '@holdfast/shared/coaching';
import { TriggerDetailModal } from '@/components/records/detail-modals';
import { useGetMyHabitResult } from '../api/get-my-habit-result';
import { useGetMyLatestTrigger } from '../api/get-my-latest-trigger';

const TREND_COLOR: Record<HabitTrend, string> = { improving: 'teal', stable: 'gray', declining: 'orange' };

function LatestCrashReport() {
  const latest = useGetMyLatestTrigger();
  const [open, setOpen] = useState<TriggerAnswer | null>(null);
  const item = latest.data?.item ?? null;
  return (
    <div>
      <Text fw={700}>{ct.latestCrashReport}</Text>
      {latest.isPending ? (
        <Skeleton height={20} mt={4} width="70%" role="status" aria-label="Loading your latest crash report" />
      ) : latest.isError ? (
        <Text c="red.8" size="sm">
          {t.triggersFailed}
        </Text>
      ) : !item ? (
        <Text c="dimmed" size="sm">
          {ct.noCrashReport}
        </Text>
      ) : (
        <Group justify="space-between" gap="xs">
          <Text size="sm">
            {item.trigger_name} · {dayjs(item.reported_on).format('MMM D, YYYY')}
          </Text>
          <Button size="xs" variant="light" onClick={() => setOpen(item)} aria-label={`${ct.viewReport}: ${item.trigger_name}`}>
            {ct.viewReport}
          </Button>
        </Group>
      )}
      <TriggerDetailModal answer={open} onClose={() => setOpen(null)} />
    </div>
  );
}

function HabitSummary() {
  const habit = useGetMyHabitResult();
  const result = habit.data?.result ?? null;
  return (
    <div>
      <Text fw={700}>{ct.habitResult}</Text>
      {habit.isPending ? (
        <Skeleton height={20} mt={4} width="60%" role="status" aria-label="Loading your habit result" />
      ) : habit.isError ? (
        <Text c="red.8" size="sm">
          {t.genericError}
        </Text>
      ) : !result ? (
        <Text c="dimmed" size="sm">
          {ct.noHabitResult}
        </Text>
      ) : (
        <Group gap="lg" mt={4} component="dl" style={{ margin: 0 }}>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {ct.habitAverage}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {habitAverageText(result.average)}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {ct.habitScore}
            </Text>
            <Text component="dd" fw={700} m={0}>
              {Math.round(result.score)} / 100
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {ct.habitTrend}
            </Text>
            <Badge component="dd" m={0} variant="light" color={TREND_COLOR[result.trend]}>
              {habitTrendTexts[result.trend]}
            </Badge>
          </div>
        </Group>
      )}
    </div>
  );
}

/** My Report Summary: my latest crash report (its answers on click) and my habit result. */
export function ReportSummary() {
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="report-summary-title">
      <Title order={2} fz="lg" id="report-summary-title" mb="sm">
        {ct.reportSummary}
      </Title>
      <Stack gap="md">
        <LatestCrashReport />
        <HabitSummary />
      </Stack>
    </Card>
  );
}
