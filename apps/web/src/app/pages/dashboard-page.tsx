import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

// The course card's code (RingProgress with its tooltips, floating-ui, the restart dialog) loads
// with the card, beside the page, not before it (issue 11: /dashboard first load). Its fallback is
// the card's own loading skeleton.
const CourseProgressCard = lazy(() => import('@/features/courses/components/course-progress-card').then((m) => ({ default: m.CourseProgressCard })));

/** /dashboard: the dashboard feature's page with the courses feature's card, composed here as a route composes features. */
export function DashboardRoute() {
  return (
    <DashboardPage
      courseCard={
        <Suspense fallback={<Skeleton height={180} radius="lg" role="status" aria-label="Loading courses" />}>
          <CourseProgressCard />
        </Suspense>
      }
    />
  );
}
