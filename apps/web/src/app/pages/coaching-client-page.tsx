import { CourseNextStep } from '@/features/courses/components/next-step-card';
import { CoachingClientPage } from '@/features/coaching/pages/client-page';

/** /coaching-center/client: the coaching feature's client page with the courses feature's next step, composed here. */
export function CoachingClientRoute() {
  return <CoachingClientPage nextStep={<CourseNextStep />} />;
}
