import { Card, Group, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconLock, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  isLessonCompleted,
  isLessonUnlocked,
  itemCounts,
  lessonStatus,
  progressStatusLabel,
  type UserCourse,
} from '@holdfast/shared/courses';
import { canOpen, itemPath, progressMap } from '../lib/course-progress';

/** The 30 Day Challenge as a list of days; a day opens when the one before is completed. */
export function DayList({ userCourse }: { userCourse: UserCourse }) {
  const course = userCourse.course;
  const progress = progressMap(userCourse);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" role="list" aria-label="Days">
      {course.lessons.map((lesson, index) => {
        const first = lesson.lesson_items[0];
        const locked = !isLessonUnlocked(course, index, progress) || !first || !canOpen(userCourse, first.id);
        const done = isLessonCompleted(lesson, progress);
        const status = lessonStatus(lesson, progress);
        const inner = (
          <Card withBorder radius="lg" p="md" style={{ opacity: locked ? 0.6 : 1 }} bg={status === 'in-progress' ? 'harbor.0' : undefined}>
            <Group wrap="nowrap" gap="sm">
              <ThemeIcon
                radius="xl"
                size={36}
                variant={done ? 'filled' : 'light'}
                color={done ? 'teal' : locked ? 'gray' : 'harbor'}
                aria-hidden
              >
                {done ? <IconCheck size={18} /> : locked ? <IconLock size={18} /> : <IconPlayerPlay size={18} />}
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{lesson.name}</Text>
                <Text size="xs" c="dimmed">
                  {itemCounts(lesson).text}
                </Text>
              </div>
              <Text size="xs" c="dimmed" fw={600}>
                {locked ? 'Locked' : progressStatusLabel(status)}
              </Text>
            </Group>
          </Card>
        );
        return locked || !first ? (
          <div key={lesson.id} role="listitem" aria-disabled="true" data-locked="true" aria-label={`${lesson.name} (locked)`}>
            {inner}
          </div>
        ) : (
          <div key={lesson.id} role="listitem">
            <UnstyledButton
              component={Link}
              to={itemPath(course.id, lesson.id, first.id)}
              w="100%"
              style={{ display: 'block', borderRadius: 'var(--mantine-radius-lg)' }}
            >
              {inner}
            </UnstyledButton>
          </div>
        );
      })}
    </SimpleGrid>
  );
}
