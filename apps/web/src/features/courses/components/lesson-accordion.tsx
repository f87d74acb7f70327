import { Accordion, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { initiallyOpenLessonId, isLessonCompleted, itemCounts, lessonColor, statusOf, type UserCourse } from '@holdfast/shared/courses';
import { canOpen, groupByWeek, itemPath, progressMap } from '../lib/course-progress';
import { LessonItemRow } from './lesson-item-row';

/**
 * A standard course as an accordion of lessons with items grouped by week (spec 2 sections 2.1 and 4.1):
 * checkmark on completed lessons, primary colour for open lessons, the first lesson not completed open.
 */
export function LessonAccordion({ userCourse, layout = 'details' }: { userCourse: UserCourse; layout?: 'details' | 'course' }) {
  const course = userCourse.course;
  const progress = progressMap(userCourse);
  const openId = initiallyOpenLessonId(course, progress);
  return (
    <Accordion
      // Re-open on the first lesson not completed when that changes (a lesson finished, a restart).
      key={openId ?? 'all-done'}
      variant="separated"
      radius="lg"
      multiple
      defaultValue={openId === null ? [] : [String(openId)]}
      chevronPosition="right"
    >
      {course.lessons.map((lesson, index) => {
        const done = isLessonCompleted(lesson, progress);
        const color = lessonColor(course, index, progress) === 'primary' ? 'harbor' : 'gray';
        return (
          <Accordion.Item key={lesson.id} value={String(lesson.id)}>
            <Accordion.Control
              icon={
                <ThemeIcon radius="xl" size={32} color={done ? 'teal' : color} variant={done ? 'filled' : 'light'} aria-hidden>
                  {done ? <IconCheck size={18} /> : <IconArrowRight size={18} />}
                </ThemeIcon>
              }
            >
              <Text fw={700} c={color === 'gray' && !done ? 'dimmed' : undefined}>
                {lesson.name}
              </Text>
              <Text size="xs" c="dimmed">
                {itemCounts(lesson).text}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {groupByWeek(lesson.lesson_items).map((group) => (
                  <div key={`${lesson.id}-${group.week ?? 'none'}-${group.items[0]!.id}`}>
                    {group.week !== null && (
                      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4} px="sm">
                        Week {group.week}
                      </Text>
                    )}
                    <div role="list" aria-label={group.week !== null ? `${lesson.name}, week ${group.week}` : lesson.name}>
                      {group.items.map((item) => (
                        <LessonItemRow
                          key={item.id}
                          name={item.name}
                          itemType={item.item_type}
                          status={statusOf(progress, item.id)}
                          locked={!canOpen(userCourse, item.id)}
                          to={itemPath(course.id, lesson.id, item.id, layout)}
                        />
                      ))}
                    </div>
                  </div>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
