import { Alert, Card, Group, Skeleton, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconListCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { coursesTexts as t, nextStepCardTitles, type UserCourse } from '@holdfast/shared/courses';
import { useGetUserCourses } from '../api/get-user-courses';
import { RestartCourseButton } from './restart-course-button';

/** The 30 Day Challenge first, then the other courses as listed. */
export const challengeFirst = (list: UserCourse[]) =>
  [...list].sort((a, b) => Number(b.course.course_type === '30-day-challenge') - Number(a.course.course_type === '30-day-challenge'));

/** The course whose next step the dashboard offers: the first assigned course not completed, else the first. */
export function focusCourse(list: UserCourse[]) {
  return list.find((c) => c.progress_status !== 'completed' && c.can_access) ?? list[0] ?? null;
}

export function NextStepCard({ userCourse }: { userCourse: UserCourse }) {
  const step = userCourse.next_step;
  if (!step) {
    return (
      <Card withBorder radius="lg" p="md" component="section" aria-label={t.allStepsCompleted}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" radius="xl" size={36} aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <div style={{ flex: 1 }}>
            <Title order={3} fz="md">
              {t.allStepsCompleted}
            </Title>
            <Text size="sm" c="dimmed">
              {userCourse.course.name}
            </Text>
          </div>
          <RestartCourseButton userCourseId={userCourse.id} label={t.restartJourney} title={t.restartJourney} compact />
        </Group>
      </Card>
    );
  }
  const lesson = userCourse.course.lessons.find((l) => l.id === step.lesson_id);
  const item = lesson?.lesson_items.find((i) => i.id === step.lesson_item_id);
  const StepIcon = step.card === 'new-check-item' ? IconListCheck : IconPlayerPlay;
  return (
    <UnstyledButton
      component={Link}
      to={`/courses/${userCourse.course_id}/lessons/${step.lesson_id}/lesson-items/${step.lesson_item_id}/details`}
      style={{ borderRadius: 'var(--mantine-radius-lg)', display: 'block' }}
    >
      <Card withBorder radius="lg" p="md" component="section">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
            <StepIcon size={20} />
          </ThemeIcon>
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {t.yourNextStep} · {nextStepCardTitles[step.card]}
            </Text>
            <Text fw={700}>{item?.name}</Text>
            <Text size="sm" c="dimmed">
              {lesson?.name}
            </Text>
          </div>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/**
 * The member's next course step alone (the coaching client's page shows it, lent through app/): the
 * same card as the dashboard's, for the same course, or 'No Course Assigned'.
 */
export function CourseNextStep() {
  const courses = useGetUserCourses();
  if (courses.isPending) return <Skeleton height={84} radius="lg" role="status" aria-label="Loading your next step" />;
  if (courses.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.fetchCoursesFailure}
      </Alert>
    );
  }
  const focus = focusCourse(challengeFirst(courses.data));
  return focus ? <NextStepCard userCourse={focus} /> : <Text c="dimmed">{t.noCourseAssigned}</Text>;
}
