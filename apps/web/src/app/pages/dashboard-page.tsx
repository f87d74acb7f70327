import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AfterPaint } from '@/components/optional-part';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

// The course card's code (RingProgress with its tooltips, floating-ui, the restart dialog) loads
// once the page was painted, not before it (/dashboard's first load). Meanwhile the card's
// own loading skeleton stands in.
const CourseProgressCard = lazy(() =>
  import('@/features/courses/components/course-progress-card').then((m) => ({ default: m.CourseProgressCard })),
);

/** /dashboard: the dashboard feature's page with the courses feature's card, composed here as a route composes features. */
export function DashboardRoute() {
  const skeleton = <Skeleton height={180} radius="lg" role="status" aria-label="Loading courses" />;
  return (
    <DashboardPage
      courseCard={
        <AfterPaint fallback={skeleton}>
          <Suspense fallback={skeleton}>
            <CourseProgressCard />
          </Suspense>
        </AfterPaint>
      }
    />
  );
}
