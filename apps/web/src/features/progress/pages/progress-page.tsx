import { Container, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { today } from '@/lib/offset';

const ProgressCalendar = lazy(() => import('../components/progress-calendar'));
const AnalyticsView = lazy(() => import('../components/analytics-view'));

/** /progress: 'calendar' (default) and 'analytics'. */
export function ProgressPage() {
  const [segment, setSegment] = useState<'calendar' | 'analytics'>('calendar');
  const [day] = useState(today);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} px={{ base: 'xs', sm: 0 }}>
          Progress
        </Title>
        <SegmentedControl
          value={segment}
          onChange={(v) => setSegment(v as 'calendar' | 'analytics')}
          data={[
            { value: 'calendar', label: 'Calendar' },
            { value: 'analytics', label: 'Analytics' },
          ]}
          aria-label="Progress view"
          maw={360}
        />
        <Suspense fallback={<Skeleton height={480} radius="lg" />}>
          {segment === 'calendar' ? <ProgressCalendar /> : <AnalyticsView today={day} />}
        </Suspense>
      </Stack>
    </Container>
  );
}

/** /crash-report-progress: the crash-report calendar. */
export function CrashReportProgressPage() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }} px={{ base: 'xs', sm: 0 }}>
          Crash reports
        </Title>
        <Suspense fallback={<Skeleton height={480} radius="lg" />}>
          <ProgressCalendar showCheckIns={false} />
        </Suspense>
      </Stack>
    </Container>
  );
}
