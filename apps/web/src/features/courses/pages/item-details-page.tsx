import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { coursesTexts as t, nextItem, previousItem, routeAfterChallenge, type UserCourse } from '@holdfast/shared/courses';
import { isApiError } from '@/lib/api-client';
import { celebrate, courseCompletedMessage } from '@/lib/celebrate';
import { notify } from '@/lib/notify';
import { useListCourses } from '../api/list-courses';
import { useUpdateCourseProgress } from '../api/update-course-progress';
import { useUpdateItemProgress } from '../api/update-item-progress';
import { CourseBreadcrumbs } from '../components/course-breadcrumbs';
import { ItemWithPanels } from '../components/item-content';
import { LockedItem } from '../components/state-views';
import { canOpen, itemPath } from '../lib/course-progress';
import { useLessonItemRoute } from '../lib/use-lesson-item-route';
import { usePanelAnswers } from '../lib/use-panel-answers';
import { ERROR_CODES } from '@holdfast/shared/common';

/**
 * /courses/{courseId}/lessons/{lessonId}/lesson-items/{lessonItemId}/details: the item by type with its side
 * panels; Previous/Next and 'Complete Course' in a standard course, 'Next Day'/'Complete Day' in the challenge.
 */
export function ItemDetailsPage() {
  const route = useLessonItemRoute();
  const panels = usePanelAnswers();
  if (route.gate) return route.gate;
  const { courseId, userCourse, lesson, item, locked } = route;
  const lessonsPath = `/courses/${courseId}/lessons`;

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <CourseBreadcrumbs
          crumbs={[
            { label: 'Courses', to: '/courses' },
            { label: userCourse.course.name, to: lessonsPath },
            { label: lesson.name, to: lessonsPath },
            { label: item.name },
          ]}
        />
        <div>
          <Text size="sm" c="dimmed" fw={600}>
            {lesson.name}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {item.name}
          </Title>
        </div>
        {locked ? (
          <LockedItem backTo={lessonsPath} />
        ) : (
          <>
            <ItemWithPanels userCourse={userCourse} lesson={lesson} item={item} registerForm={panels.registerForm} />
            <ItemNavigation userCourse={userCourse} lessonId={lesson.id} itemId={item.id} saveAnswers={panels.saveAll} />
          </>
        )}
      </Stack>
    </Container>
  );
}

interface NavigationProps {
  userCourse: UserCourse;
  lessonId: number;
  itemId: number;
  saveAnswers: ReturnType<typeof usePanelAnswers>['saveAll'];
}

function ItemNavigation({ userCourse, lessonId, itemId, saveAnswers }: NavigationProps) {
  const navigate = useNavigate();
  const update = useUpdateItemProgress();
  const completeCourse = useUpdateCourseProgress();
  const catalogue = useListCourses();
  const course = userCourse.course;
  const courseId = course.id;
  const lessonsPath = `/courses/${courseId}/lessons`;
  const previous = previousItem(course, itemId);
  const next = nextItem(course, itemId);
  const challenge = course.course_type === '30-day-challenge';
  const lastOfDay = challenge && (next === null || next.lesson_id !== lessonId);
  const [saving, setSaving] = useState(false);
  const busy = saving || update.isPending || completeCourse.isPending;

  /** Saves the item's answers (false: a required one is empty, or saving failed, and the member stays). */
  const save = async (enforce: boolean) => {
    setSaving(true);
    try {
      return await saveAnswers({ enforce });
    } catch (e) {
      notify.error(isApiError(e) ? e.messages.join(' ') : t.errorOccurred);
      return false;
    } finally {
      setSaving(false);
    }
  };

  const markCompleted = async (onDone: (uc: UserCourse) => void) => {
    if (!(await save(true))) return;
    update.mutate(
      { userCourseId: userCourse.id, lessonId, itemId, progress_status: 'completed' },
      {
        onSuccess: (answer) => onDone(answer.user_course),
        onError: (e) => {
          // Access refused (locked or unpaid): back to the lessons list (spec 2 section 4.1).
          if (isApiError(e) && e.status === 403) {
            notify.warning(e.message);
            navigate(e.code === ERROR_CODES.paymentRequired ? `/courses/${courseId}/detail` : lessonsPath);
          } else notify.error(t.updateProgressFailure);
        },
      },
    );
  };

  const handlePrevious = async (e: MouseEvent, to: string) => {
    e.preventDefault();
    if (await save(false)) navigate(to);
  };

  const goTo = (uc: UserCourse, target: NonNullable<typeof next>) => {
    if (canOpen(uc, target.lesson_item_id)) navigate(itemPath(courseId, target.lesson_id, target.lesson_item_id));
    else {
      notify.warning(t.itemLocked);
      navigate(lessonsPath);
    }
  };

  const handleNext = () =>
    void markCompleted((uc) => {
      if (challenge && uc.progress_status === 'completed') {
        notify.success(t.progressUpdated);
        void celebrate(courseCompletedMessage(course.name));
        navigate(routeAfterChallenge(catalogue.data ?? []));
        return;
      }
      if (next) goTo(uc, next);
      else navigate(lessonsPath);
    });

  const handleCompleteCourse = () =>
    void markCompleted((uc) => {
      const finish = () => {
        notify.success(t.progressStatusUpdated);
        void celebrate(courseCompletedMessage(course.name));
        navigate(lessonsPath);
      };
      if (uc.progress_status === 'completed') return finish();
      completeCourse.mutate(
        { userCourseId: uc.id, progress_status: 'completed' },
        {
          onSuccess: finish,
          onError: (e) => {
            if (isApiError(e) && e.status === 409) {
              notify.warning(e.message);
              navigate(lessonsPath);
            } else notify.error(t.somethingWentWrong);
          },
        },
      );
    });

  let nextLabel = 'Next';
  if (challenge && lastOfDay) nextLabel = next ? t.nextDay : t.completeDay;
  const isCompleteCourse = !challenge && next === null;

  return (
    <Group justify="space-between" mt="md" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {previous ? (
        <Button
          variant="default"
          component={Link}
          to={itemPath(courseId, previous.lesson_id, previous.lesson_item_id)}
          onClick={(e: MouseEvent) => void handlePrevious(e, itemPath(courseId, previous.lesson_id, previous.lesson_item_id))}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Previous
        </Button>
      ) : (
        <span />
      )}
      {/* teal.9: white on Mantine's teal 6 is 2.5:1 (axe color-contrast, seen in e2e/courses.spec.ts); on teal 9 it is 4.9:1. */}
      {isCompleteCourse ? (
        <Button color="teal.9" onClick={handleCompleteCourse} loading={busy} leftSection={<IconCheck size={16} aria-hidden />}>
          {t.completeCourse}
        </Button>
      ) : (
        <Button
          onClick={handleNext}
          loading={busy}
          rightSection={nextLabel === t.completeDay ? <IconCheck size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />}
        >
          {nextLabel}
        </Button>
      )}
    </Group>
  );
}
