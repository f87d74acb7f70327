import { Alert, Anchor, Button, Card, Group, RingProgress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { courseCardLabel, coursesTexts as t, formatProgress, progressText, type UserCourse } from '@holdfast/shared/courses';
import { useAppInfo } from '@/lib/api/get-app-info';
import { useGetUserCourses } from '../api/get-user-courses';
import { challengeFirst, focusCourse, NextStepCard } from './next-step-card';

function CourseRow({ userCourse, multicourse }: { userCourse: UserCourse; multicourse: boolean }) {
  const progress = formatProgress(userCourse.progress_percentage, multicourse);
  const label = courseCardLabel({ course_type: userCourse.course.course_type, progress_status: userCourse.progress_status });
  const to = userCourse.can_access ? `/courses/${userCourse.course_id}/lessons` : `/courses/${userCourse.course_id}/detail`;
  return (
    <Group wrap="nowrap" justify="space-between" gap="sm">
      {/* The text side gives way (a long course name wraps); the button keeps its width ('Continue', not 'Continu'). */}
      <Group wrap="nowrap" gap="sm" miw={0}>
        <RingProgress
          size={64}
          thickness={7}
          roundCaps
          sections={[
            { value: Math.min(100, userCourse.progress_percentage), color: userCourse.progress_status === 'completed' ? 'teal' : 'harbor' },
          ]}
          label={
            progress.showCup ? (
              <ThemeIcon variant="light" color="teal" radius="xl" size={30} mx="auto" role="img" aria-label="Course complete: 100%">
                <IconTrophy size={16} aria-hidden />
              </ThemeIcon>
            ) : (
              <Text ta="center" fz={10} fw={700}>
                {progress.text}
              </Text>
            )
          }
        />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {userCourse.course.name}
          </Text>
          <Text size="sm" c="dimmed">
            {progressText(userCourse.progress_status)}
          </Text>
        </div>
      </Group>
      <Button
        component={Link}
        to={to}
        size="xs"
        variant="light"
        style={{ flexShrink: 0 }}
        aria-label={`${label}: ${userCourse.course.name}`}
      >
        {label}
      </Button>
    </Group>
  );
}

/**
 * Dashboard course card (spec 1 "Dashboard", spec 2 section 2.1): the 30 Day Challenge first, then standard
 * courses, each with its progress; then 'Your Next Step' or 'All Steps Completed' with 'Restart Your Journey'.
 */
export function CourseProgressCard() {
  const courses = useGetUserCourses();
  const multicourse = useAppInfo().data?.features.multicourse ?? true;
  if (courses.isPending) return <Skeleton height={180} radius="lg" role="status" aria-label="Loading courses" />;
  if (courses.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t.fetchCoursesFailure}
      </Alert>
    );
  }
  const list = challengeFirst(courses.data);
  const focus = focusCourse(list);
  const challengeOpen = list.some((c) => c.course.course_type === '30-day-challenge' && c.progress_status !== 'completed');
  return (
    <Card shadow="xs" radius="lg" p="lg" h="100%" component="section" aria-label="Your courses">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {multicourse ? 'Your Courses' : 'Your Path'}
        </Title>
        <Button component={Link} to={multicourse ? '/courses' : '/course'} variant="subtle" size="xs">
          View all
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text c="dimmed">{t.noCourseAssigned}</Text>
      ) : (
        <Stack gap="md">
          {list.map((c) => (
            <CourseRow key={c.id} userCourse={c} multicourse={multicourse} />
          ))}
          {focus && <NextStepCard userCourse={focus} />}
          {challengeOpen && (
            <Anchor component={Link} to={`/courses/${list[0]!.course_id}/detail`} size="sm">
              {t.alreadyCompletedChallengeDashboard}
            </Anchor>
          )}
        </Stack>
      )}
    </Card>
  );
}
