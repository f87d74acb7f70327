import { Alert, Container, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { coursesTexts as t, formatProgress, progressText } from '@holdfast/shared/courses';
import { CourseBreadcrumbs } from '../components/course-breadcrumbs';
import { DayList } from '../components/day-list';
import { LessonAccordion } from '../components/lesson-accordion';
import { RestartCourseButton } from '../components/restart-course-button';
import { CoursesSkeleton, LoadError } from '../components/state-views';
import { useUserCourseFor } from '../lib/use-course-item';
import { useMulticourse } from '../lib/use-multicourse';

/** /courses/{courseId}/lessons: lessons by week, or the list of days of the 30 Day Challenge. */
export function LessonsPage() {
  const courseId = Number(useParams().courseId);
  const multicourse = useMulticourse();
  const { userCourse, isError, isPending } = useUserCourseFor(courseId);
  // Arriving from a completed payment: say so on the page, not only in a toast that fades.
  const location = useLocation();
  const [paymentConfirmed, setPaymentConfirmed] = useState(
    (location.state as { paymentConfirmed?: boolean } | null)?.paymentConfirmed === true,
  );
  if (isError) return <LoadError message={t.fetchCoursesFailure} />;
  if (isPending) return <CoursesSkeleton label="Loading lessons" />;
  // Not assigned, or a paid course not paid: the detail page offers access (spec 2 section 4.1 "Access").
  if (!userCourse || !userCourse.can_access) return <Navigate to={`/courses/${courseId}/detail`} replace />;

  const course = userCourse.course;
  const progress = formatProgress(userCourse.progress_percentage, multicourse);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <CourseBreadcrumbs crumbs={[{ label: 'Courses', to: '/courses' }, { label: course.name }]} />
        {paymentConfirmed && (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={t.paymentConfirmedTitle}
            icon={<IconCircleCheck size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setPaymentConfirmed(false)}
          >
            {t.transactionCompleted}. {t.paymentReceiptSent}
          </Alert>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1} fz={28}>
              {course.name}
            </Title>
            <Text c="dimmed" fw={600}>
              {progressText(userCourse.progress_status)}
            </Text>
          </div>
          {userCourse.progress_status !== 'not-started' && <RestartCourseButton userCourseId={userCourse.id} />}
        </Group>
        <div>
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Progress
            </Text>
            <Text size="sm" fw={700} data-testid="course-progress">
              {progress.text}
            </Text>
          </Group>
          <Progress
            value={userCourse.progress_percentage}
            radius="xl"
            size="lg"
            color={userCourse.progress_status === 'completed' ? 'teal' : 'harbor'}
            aria-label={`Course progress ${progress.text}`}
          />
        </div>
        {course.course_type === '30-day-challenge' ? <DayList userCourse={userCourse} /> : <LessonAccordion userCourse={userCourse} />}
      </Stack>
    </Container>
  );
}
