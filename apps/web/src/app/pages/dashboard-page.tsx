import { CourseProgressCard } from '@/features/courses/components/course-progress-card';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

/** /dashboard: the dashboard feature's page with the courses feature's card, composed here as a route composes features. */
export function DashboardRoute() {
  return <DashboardPage courseCard={<CourseProgressCard />} />;
}
