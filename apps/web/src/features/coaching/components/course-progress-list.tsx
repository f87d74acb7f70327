import { Card, Group, Progress, Stack, Text } from '@mantine/core';
import { coachingTexts as t, type CoachClient } from '@holdfast/shared/coaching';
import { PersonAvatar } from '@/components/person-line';
import type { PersonSummary } from '@holdfast/shared/accountability';

type Course = CoachClient['user_courses'][number];

/** One client's courses, each with its 'of Course Completed' percent, or 'No Course Assigned'. */
export function ClientCourses({ user, courses }: { user: PersonSummary; courses: Course[] }) {
  return (
    <>
      <Group gap="sm" mb="xs" wrap="nowrap">
        <PersonAvatar person={user} size="sm" />
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {user.display_name}
        </Text>
      </Group>
      {courses.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.noCourseAssigned}
        </Text>
      ) : (
        <Stack gap="xs">
          {courses.map((course) => (
            <div key={course.course_id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {course.title}
                </Text>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  {Math.round(course.percent)}% {t.ofCourseCompleted}
                </Text>
              </Group>
              <Progress value={course.percent} aria-label={`${user.display_name}: ${course.title} ${Math.round(course.percent)}%`} />
            </div>
          ))}
        </Stack>
      )}
    </>
  );
}

/** The coaching centre's course progress list: each accepted client's courses. */
export function CourseProgressList({ clients, label }: { clients: CoachClient[]; label: string }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {clients.map((client) => (
        <Card key={client.id} component="li" withBorder radius="md" p="sm">
          <ClientCourses user={client.user} courses={client.user_courses} />
        </Card>
      ))}
    </Stack>
  );
}
