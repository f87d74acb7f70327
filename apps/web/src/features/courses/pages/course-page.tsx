import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { coursesTexts as t, formatProgress, progressText } from '@holdfast/shared/courses';
import { useListUserCourses } from '@/lib/api/list-user-courses';
import { DayList } from '../components/day-list';
import { LessonAccordion } from '../components/lesson-accordion';
import { RestartCourseButton } from '../components/restart-course-button';
import { CoursesSkeleton, LoadError } from '../components/state-views';
import { useMulticourse } from '../lib/use-multicourse';

/** /course, multicourse flow off: the first assigned course as an accordion of lessons. */
export function CoursePage() {
  const multicourse = useMulticourse();
  const list = useListUserCourses();
  if (list.isError) return <LoadError message={t.fetchCoursesFailure} />;
  if (!list.data) return <CoursesSkeleton />;
  const userCourse = list.data[0];
  if (!userCourse) {
    return (
      <Container size="md" py="xl">
        <Title order={1} fz={28}>
          {t.noCourseAssigned}
        </Title>
      </Container>
    );
  }
  const progress = formatProgress(userCourse.progress_percentage, multicourse);
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              Your Path
            </Text>
            <Title order={1} fz={28}>
              {userCourse.course.name}
            </Title>
            <Text c="dimmed">
              {progressText(userCourse.progress_status)} · <span data-testid="course-progress">{progress.text}</span>
            </Text>
          </div>
          {userCourse.progress_status !== 'not-started' && <RestartCourseButton userCourseId={userCourse.id} />}
        </Group>
        {userCourse.course.course_type === '30-day-challenge' ? (
          <DayList userCourse={userCourse} />
        ) : (
          <LessonAccordion userCourse={userCourse} layout="course" />
        )}
      </Stack>
    </Container>
  );
}
